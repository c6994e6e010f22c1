import type { GameRules, GameState, HexGrid } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { hexLine } from '../geometry/hexLine'

/** How a line of sight is drawn (GAP-SK-23, SK-MISSILE-11). */
export interface SightOptions {
  /** Units in between do not block: a bow at long range shoots over them (SK-MISSILE-11). */
  overUnits: boolean
}

/** A line of sight and, when it is blocked, the hexes that block it (those of the first line drawn). */
export interface Sight {
  clear: boolean
  blockers: number[]
}

/** Per grid, a scratch layer of the hexes units stand on: stamped for one query, cleared after it. */
const scratchOf = new WeakMap<HexGrid, Uint8Array>()

/**
 * Line of sight between two hexes (GAP-SK-23, SK-MISSILE-10/11): the hex line from centre to
 * centre, both ends excluded, is blocked by a hex whose terrain blocks sight (a building), by a
 * hex of a level higher than both ends (a hill between two units on the plain; GAP-SK-20), by the
 * second wood hex it crosses (a target inside woods is seen only within one hex of the edge), and
 * by a unit, unless the shot goes over units (`overUnits`: long range, bows) or the viewer stands
 * higher than that hex (SK-MISSILE-11: « à partir d'un plan surélevé »). When the line runs along
 * a hexside it is drawn both ways (core `HexGrid.line` nudges) and sight is clear if either is.
 * Adjacent hexes always see each other.
 *
 * Hot path of charges and volleys: the lines are drawn once per grid, the terrain is read from
 * the map's per-hex table (`SkTables.hexTerrain`) and the units' hexes are stamped on a scratch
 * layer for the query, nothing of the size of the map is allocated.
 */
export function skLineOfSight(rules: GameRules, state: GameState, tables: SkTables, from: number, to: number, options: SightOptions): Sight {
  const { grid } = rules
  if (grid.distance(from, to) <= 1) return { clear: true, blockers: [] }
  const terrain = tables.hexTerrain(rules, state.map)
  const levelFrom = terrain[from]!.level
  const levelTo = terrain[to]!.level
  const top = Math.max(levelFrom, levelTo)
  let units = scratchOf.get(grid)
  if (!units) scratchOf.set(grid, (units = new Uint8Array(grid.size)))
  const stamped: number[] = []
  for (const u of state.units) {
    if (u.status !== 'active' || u.hex === null) continue
    const h = grid.indexOfRef(u.hex)
    units[h] = 1
    stamped.push(h)
  }
  try {
    let first: number[] | undefined
    for (const nudge of [1, -1] as const) {
      const line = hexLine(grid, from, to, nudge)
      const blockers: number[] = []
      let woods = 0
      for (let k = 1; k < line.length - 1; k++) {
        const h = line[k]!
        if (h < 0) {
          blockers.push(h)
          continue
        }
        const t = terrain[h]!
        if (t.woods) woods++
        const blocks = t.blocksLos || t.level > top || (t.woods && woods >= 2) || (units[h] === 1 && !options.overUnits && levelFrom <= t.level)
        if (blocks) blockers.push(h)
      }
      if (blockers.length === 0) return { clear: true, blockers: [] }
      first ??= blockers.filter((h) => h >= 0)
    }
    return { clear: false, blockers: first ?? [] }
  } finally {
    for (const h of stamped) units[h] = 0
  }
}
