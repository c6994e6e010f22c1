import type { GameRules, GameState } from '@hexes/core'
import { CRT_RESULTS, HM, ODDS_COLUMNS, hmTablesOf, type CrtResult } from '@hexes/plugin-hexes-med'

/** One row of the combat results table: the modified die it reads (`≤ 0`, `1`…`6`, `≥ 7`) and a result by odds column. */
export interface CrtRow {
  readonly die: string
  readonly results: readonly CrtResult[]
}

/** One terrain of the game's chart, as the scenario set it (its hexes on this map counted). */
export interface TerrainRow {
  readonly id: string
  /** The chart's English name (the app names a default terrain in the page's language). */
  readonly name: string
  readonly cost: number | 'impassable'
  readonly stop: boolean
  readonly defence: number
  readonly elevated: boolean
  readonly blocksLos: boolean
  readonly clear: boolean
  readonly hexes: number
}

/** One unit type that stands in the scenario. */
export interface UnitTypeRow {
  readonly id: string
  readonly name: string
  readonly kind: 'infantry' | 'cavalry'
  readonly strength: number
  readonly mp: number
  readonly ranged?: number
  readonly range?: number
  readonly charge: boolean
}

/** HEXES Med's charts of one game. */
export interface HmCharts {
  /** The odds columns, weakest first (GAP-HM-02). */
  readonly columns: readonly string[]
  /** The weakest column an attack may be declared at (`hm.minOdds`). */
  readonly minOdds: string
  readonly crt: readonly CrtRow[]
  /** The result codes the table uses, in the order of the catalogue. */
  readonly codes: readonly CrtResult[]
  readonly terrain: readonly TerrainRow[]
  readonly units: readonly UnitTypeRow[]
  /** The charge's die modifier (GAP-HM-08). */
  readonly chargeBonus: number
}

/**
 * The combat results table, terrain chart and unit types of a HEXES Med game, read from the
 * plugin's tables as the scenario set them (`hmTablesOf`: the config merged over the defaults, so
 * Hastings' ravine is there); `null` when the mix has no HEXES Med.
 */
export function hmCharts(rules: GameRules, state: GameState): HmCharts | null {
  if (!rules.has(HM)) return null
  const tables = hmTablesOf(rules)
  const last = tables.crt.length - 1
  const crt = tables.crt.map((results, d) => ({ die: d === 0 ? `≤ ${d}` : d === last ? `≥ ${d}` : String(d), results }))
  const used = new Set(crt.flatMap((r) => r.results))
  const counts = new Map<string, number>()
  for (const id of state.map.terrain) counts.set(id, (counts.get(id) ?? 0) + 1)
  const terrain = Object.entries(tables.terrain).map(([id, t]) => ({
    id, name: t.name, cost: t.cost, stop: t.stop, defence: t.defence, elevated: t.elevated, blocksLos: t.blocksLos, clear: t.clear, hexes: counts.get(id) ?? 0,
  }))
  const types = [...new Set(state.units.map((u) => u.type))].sort()
  const units = types.flatMap((id) => {
    const u = tables.unitTypes[id]
    return u ? [{ id, name: u.name, kind: u.kind, strength: u.strength, mp: u.mp, ...(u.ranged !== undefined ? { ranged: u.ranged, range: u.range ?? 0 } : {}), charge: u.charge }] : []
  })
  return {
    columns: ODDS_COLUMNS, minOdds: tables.config.minOdds, crt, codes: CRT_RESULTS.filter((c) => used.has(c)),
    terrain, units, chargeBonus: tables.config.chargeBonus,
  }
}
