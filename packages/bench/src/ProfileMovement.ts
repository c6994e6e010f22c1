import { ProfileSearch, UnitStamp, type FacingRules, type ProfileRange } from '@hexes/core'
import { BENCH_COSTS, type BenchMap } from './BenchMap'
import { FACING_COSTS, TICKS_PER_PACE, facingTurnCost, startFacingOf } from './FacingProfile'
import type { FacingImpl } from './MovementImpl'

/**
 * The engine's `ProfileSearch` in the benchmark, stamping units per query like `EngineMovement`.
 *
 * - Without `facing`: the default path rules, MP as ticks, the same queries as `MovementSearch`
 *   (the price of the generality).
 * - With `facing`: the skirmish profile of `FacingProfile` (`mp` is M in paces, costs in ticks,
 *   'front' steps and turn costs).
 */
export class ProfileMovement implements FacingImpl {
  readonly name: string
  private readonly map: BenchMap
  private readonly search: ProfileSearch
  private readonly units: UnitStamp
  private readonly facing: boolean
  private rules: FacingRules = { steps: 'front', turnCost: facingTurnCost(0) }
  private paces = 0

  constructor(map: BenchMap, options: { facing?: boolean } = {}) {
    this.map = map
    this.search = new ProfileSearch(map.grid)
    this.units = new UnitStamp(map.grid)
    this.facing = options.facing === true
    this.name = this.facing ? 'ProfileSearch (facing)' : 'ProfileSearch'
  }

  query(start: number, mp: number): number[] {
    return this.range(start, mp).reachable
  }

  answer(start: number, mp: number): Map<number, number> {
    const range = this.range(start, mp)
    return new Map(range.reachable.map((h) => [h, range.cost[h]]))
  }

  states(start: number, mp: number): Map<number, number> {
    const range = this.range(start, mp)
    const out = new Map<number, number>()
    for (const h of range.reachable) for (const fc of range.facingsAt(h)) out.set(h * 6 + fc.facing, fc.cost)
    for (const fc of range.turnsInPlace) out.set(start * 6 + fc.facing, fc.cost)
    return out
  }

  private range(start: number, mp: number): ProfileRange {
    const { map, units } = this
    units.stamp(map.friends, map.enemies, map.enemies)
    if (!this.facing) {
      return this.search.search({ start, budget: mp, terrain: map.terrain, costByTerrain: BENCH_COSTS, occupancy: units.occupancy, zoc: units.zoc })
    }
    if (mp !== this.paces) {
      this.paces = mp
      this.rules = { steps: 'front', turnCost: facingTurnCost(mp) }
    }
    return this.search.search({
      start, startFacing: startFacingOf(start), budget: mp * TICKS_PER_PACE, terrain: map.terrain, costByTerrain: FACING_COSTS,
      occupancy: units.occupancy, zoc: units.zoc, facing: this.rules,
    })
  }
}
