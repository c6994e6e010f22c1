import { MovementSearch, UnitStamp } from '@hexes/core'
import { BENCH_COSTS, type BenchMap } from './BenchMap'
import type { MovementImpl } from './MovementImpl'

/**
 * Implementation (a): the engine. Per query, `UnitStamp.stamp` brings occupancy and ZOC up to date
 * from the unit lists, then `MovementSearch` runs the bucket-queue search on typed arrays and the
 * sorted destination list is read.
 *
 * `UnitStamp` compares the lists with the previous stamp (O(units)) and only restamps what changed;
 * in this benchmark, as within one movement phase, the units do not move between queries. With
 * `fullRestamp` the stamp is cleared first, so every query pays the full O(units + ZOC hexes)
 * restamp: the bench reports both.
 */
export class EngineMovement implements MovementImpl {
  readonly name: string
  private readonly map: BenchMap
  private readonly search: MovementSearch
  private readonly units: UnitStamp
  private readonly fullRestamp: boolean

  constructor(map: BenchMap, options: { fullRestamp?: boolean } = {}) {
    this.map = map
    this.search = new MovementSearch(map.grid)
    this.units = new UnitStamp(map.grid)
    this.fullRestamp = options.fullRestamp === true
    this.name = this.fullRestamp ? 'engine (full restamp)' : 'engine'
  }

  query(start: number, mp: number): number[] {
    return this.range(start, mp).reachable
  }

  answer(start: number, mp: number): Map<number, number> {
    const range = this.range(start, mp)
    return new Map(range.reachable.map((h) => [h, range.cost[h]]))
  }

  private range(start: number, mp: number) {
    const { map, units } = this
    if (this.fullRestamp) units.clear()
    units.stamp(map.friends, map.enemies, map.enemies)
    return this.search.search({
      start, mp, terrain: map.terrain, costByTerrain: BENCH_COSTS, occupancy: units.occupancy, zoc: units.zoc,
    })
  }
}
