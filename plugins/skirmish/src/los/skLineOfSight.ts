import type { GameRules, GameState } from '@hexes/core'
import type { SkTables } from '../config/SkTables'

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

/** Hexes with an active unit on them. */
function occupied(rules: GameRules, state: GameState): Uint8Array {
  const out = new Uint8Array(rules.grid.size)
  for (const u of state.units) if (u.status === 'active' && u.hex !== null) out[rules.grid.indexOfRef(u.hex)] = 1
  return out
}

/**
 * Line of sight between two hexes (GAP-SK-23, SK-MISSILE-10/11): the hex line from centre to
 * centre, both ends excluded, is blocked by a hex whose terrain blocks sight (a building), by a
 * hex of a level higher than both ends (a hill between two units on the plain; GAP-SK-20), by the
 * second wood hex it crosses (a target inside woods is seen only within one hex of the edge), and
 * by a unit, unless the shot goes over units (`overUnits`: long range, bows) or the viewer stands
 * higher than that hex (SK-MISSILE-11: « à partir d'un plan surélevé »). When the line runs along
 * a hexside it is drawn both ways (core `HexGrid.line` nudges) and sight is clear if either is.
 * Adjacent hexes always see each other.
 */
export function skLineOfSight(rules: GameRules, state: GameState, tables: SkTables, from: number, to: number, options: SightOptions): Sight {
  const { grid } = rules
  if (grid.distance(from, to) <= 1) return { clear: true, blockers: [] }
  const { ids, index } = rules.terrainOf(state.map)
  const levelFrom = tables.terrainOf(ids[index[from]!]!).level
  const levelTo = tables.terrainOf(ids[index[to]!]!).level
  const top = Math.max(levelFrom, levelTo)
  const units = occupied(rules, state)
  let first: number[] | undefined
  for (const nudge of [1, -1] as const) {
    const line = grid.line(from, to, nudge)
    const blockers: number[] = []
    let woods = 0
    for (let k = 1; k < line.length - 1; k++) {
      const h = line[k]!
      if (h < 0) {
        blockers.push(h)
        continue
      }
      const t = tables.terrainOf(ids[index[h]!]!)
      if (t.woods) woods++
      const blocks = t.blocksLos || t.level > top || (t.woods && woods >= 2) || (units[h] === 1 && !options.overUnits && levelFrom <= t.level)
      if (blocks) blockers.push(h)
    }
    if (blockers.length === 0) return { clear: true, blockers: [] }
    first ??= blockers.filter((h) => h >= 0)
  }
  return { clear: false, blockers: first ?? [] }
}
