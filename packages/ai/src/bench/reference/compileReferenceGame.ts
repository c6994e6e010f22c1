import { createInitialState, IMPASSABLE, token, unitHexsideCosts, type GameRules } from '@hexes/core'
import {
  CRT_CODES, IMPASSABLE_COST, PHASE_COMBAT, PHASE_LEADERS, PHASE_MOVE, PHASE_TURN_END, PHASE_VICTORY,
  WIN_HOLD_HEXES, WIN_LEADER_LOST, WIN_SIDE_GONE, type ReferenceGame,
} from './ReferenceGame'

/** What the reference engine reads of HEXES Med's tables (the `hexes-med.tables` service). */
interface HmTablesView {
  config: {
    minOdds: string; leaderMode: string; reduce: string; blockedRetreat: string
    defenderOncePerPhase: boolean; chargeBonus: number; minimumMove: boolean
  }
  unitTypes: Record<string, { strength: number; ranged?: number; range?: number; mp: number; charge: boolean }>
  terrain: Record<string, { cost: number | 'impassable'; stop: boolean; defence: number; clear: boolean; blocksLos: boolean; elevated: boolean }>
  crt: readonly (readonly string[])[]
}

/** The service HEXES Med provides its tables under (`token` ids are global symbols). */
const HM_TABLES = token<HmTablesView>('hexes-med.tables')
const ODDS = ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1+']
const PHASE_KINDS: Record<string, number> = { movement: PHASE_MOVE, leaders: PHASE_LEADERS, combat: PHASE_COMBAT, victory: PHASE_VICTORY, 'turn-end': PHASE_TURN_END }
const TIMING: Record<string, number> = { immediate: 0, endOfTurn: 1, endOfGame: 2 }

/**
 * Compiles a HEXES Med game for the reference engine: reads the built rules, the scenario and
 * HEXES Med's tables once into flat typed arrays (neighbours, distances, line of sight, terrain
 * costs and effects, hexside costs, unit and leader values, phases, CRT, victory conditions).
 *
 * @throws Error when the rules are not plain HEXES Med (another plugin's phase, an unsupported
 *   victory condition kind or config option): the reference plays only what it implements.
 * @example
 * const game = compileReferenceGame(buildRules(parseScenario(json), builtinPlugins))
 */
export function compileReferenceGame(rules: GameRules): ReferenceGame {
  if (!rules.container.isRegistered(HM_TABLES, true)) throw new Error('reference engine: the rules have no HEXES Med tables')
  const tables = rules.container.resolve<HmTablesView>(HM_TABLES)
  const { config } = tables
  if (config.leaderMode !== 'drm') throw new Error('reference engine: only leaderMode "drm" is implemented')
  const { grid, scenario } = rules
  const state = createInitialState(rules, 0).state
  const size = grid.size

  const nb = Int16Array.from(grid.neighbors)
  const dist = new Uint8Array(size * size)
  for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) dist[i * size + j] = Math.min(255, grid.distance(i, j))

  const { ids, index } = rules.terrainOf(state.map)
  const terrain = Uint8Array.from(index)
  const n = ids.length
  const terrainCost = new Int16Array(n)
  const terrainStop = new Uint8Array(n)
  const terrainDefence = new Int8Array(n)
  const terrainClear = new Uint8Array(n)
  const terrainElevated = new Uint8Array(n)
  const blocks = new Uint8Array(size)
  ids.forEach((id, t) => {
    const e = tables.terrain[id]
    if (!e) throw new Error(`reference engine: terrain "${id}" is not in the HEXES Med chart`)
    terrainCost[t] = e.cost === 'impassable' ? IMPASSABLE_COST : e.cost
    terrainStop[t] = e.stop ? 1 : 0
    terrainDefence[t] = e.defence
    terrainClear[t] = e.clear ? 1 : 0
    terrainElevated[t] = e.elevated ? 1 : 0
  })
  for (let h = 0; h < size; h++) blocks[h] = tables.terrain[ids[terrain[h]!]!]!.blocksLos ? 1 : 0

  const unitIds = state.units.map((u) => u.id)
  const units = unitIds.length
  const sideIds = state.sides.map((s) => s.id)
  const sideOf = (id: string) => {
    const s = sideIds.indexOf(id)
    if (s < 0) throw new Error(`reference engine: unknown side "${id}"`)
    return s
  }
  const unitSide = new Int8Array(units)
  const strengthFull = new Int8Array(units)
  const strengthReduced = new Int8Array(units)
  const rangedFull = new Int8Array(units)
  const rangedReduced = new Int8Array(units)
  const range = new Int8Array(units)
  const mp = new Int8Array(units)
  const charge = new Uint8Array(units)
  const startHex = new Int16Array(units)
  const startReduced = new Uint8Array(units)
  const reduce = (v: number) => (config.reduce === 'half' ? Math.ceil(v / 2) : Math.max(1, v - 1))
  let maxRange = 0
  state.units.forEach((u, k) => {
    const t = tables.unitTypes[u.type]
    if (!t) throw new Error(`reference engine: unit type "${u.type}" is not in the HEXES Med table`)
    unitSide[k] = sideOf(u.side)
    strengthFull[k] = t.strength
    strengthReduced[k] = reduce(t.strength)
    rangedFull[k] = t.ranged ?? 0
    rangedReduced[k] = t.ranged === undefined ? 0 : reduce(t.ranged)
    range[k] = t.ranged === undefined ? 0 : (t.range ?? 0)
    maxRange = Math.max(maxRange, range[k]!)
    mp[k] = t.mp
    charge[k] = t.charge ? 1 : 0
    startHex[k] = u.status === 'active' && u.hex !== null ? grid.indexOfRef(u.hex) : -1
    startReduced[k] = (u.stats['hexes-med'] as { reduced?: boolean } | undefined)?.reduced === true ? 1 : 0
  })

  const los = new Uint8Array(size * size)
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const d = dist[i * size + j]!
      if (d <= maxRange) los[i * size + j] = d <= 1 || grid.hasLineOfSight(i, j, blocks) ? 1 : 0
    }
  }

  // HEXES Med's hexside costs do not depend on the unit (only impassable features count).
  const sideCost = new Int16Array(size * 6)
  const first = state.units[0]
  const costs = first ? unitHexsideCosts(rules, state, first) : undefined
  let hasHexsides = false
  if (costs) {
    for (let k = 0; k < costs.length; k++) {
      sideCost[k] = costs[k] === IMPASSABLE ? IMPASSABLE_COST : costs[k]!
      if (sideCost[k] !== 0) hasHexsides = true
    }
  }

  const leaders = state.leaders.length
  const leaderSide = Int8Array.from(state.leaders, (l) => sideOf(l.side))
  const leaderBonus = Int8Array.from(state.leaders, (l) => (l.stats['hexes-med'] as { bonus?: number } | undefined)?.bonus ?? 1)
  const leaderStartUnit = Int16Array.from(state.leaders, (l) => (l.status === 'active' && l.unit !== null ? unitIds.indexOf(l.unit) : -1))

  const phaseKind = Uint8Array.from(rules.phases, (p) => {
    const k = PHASE_KINDS[p.id]
    if (k === undefined) throw new Error(`reference engine: phase "${p.id}" is not a HEXES Med phase`)
    return k
  })
  const phaseSide = Int8Array.from(rules.phases, (p) => (p.side === null ? -1 : p.side))

  const crt = new Uint8Array(8 * 6)
  tables.crt.forEach((row, r) => row.forEach((code, c) => (crt[r * 6 + c] = CRT_CODES.indexOf(code as (typeof CRT_CODES)[number]))))

  const conds = scenario.victory.conditions
  const winKind = new Uint8Array(conds.length)
  const winTiming = new Uint8Array(conds.length)
  const winSide = new Int8Array(conds.length)
  const winSubject = new Int16Array(conds.length)
  const winCount = new Int16Array(conds.length)
  const winHexes: Int16Array[] = []
  conds.forEach((c, k) => {
    winTiming[k] = TIMING[c.timing]!
    winSide[k] = c.winner === null ? -1 : sideOf(c.winner)
    let hexes = new Int16Array(0)
    if (c.kind === 'leaderEliminated') {
      winKind[k] = WIN_LEADER_LOST
      winSubject[k] = state.leaders.findIndex((l) => l.id === c.leader)
    } else if (c.kind === 'holdHexes') {
      winKind[k] = WIN_HOLD_HEXES
      hexes = Int16Array.from(c.hexes, (h) => grid.indexOfRef(h))
      winCount[k] = c.count ?? c.hexes.length
    } else if (c.kind === 'sideEliminated') {
      winKind[k] = WIN_SIDE_GONE
      winSubject[k] = sideOf(c.side)
    } else throw new Error(`reference engine: victory condition kind "${c.kind}" is not implemented`)
    winHexes.push(hexes)
  })
  const d = scenario.victory.default.winner

  return {
    size, nb, dist, los, terrain, terrainCost, terrainStop, terrainDefence, terrainClear, terrainElevated, sideCost, hasHexsides,
    units, unitIds, unitSide, strengthFull, strengthReduced, rangedFull, rangedReduced, range, mp, charge, startHex, startReduced,
    leaders, leaderSide, leaderBonus, leaderStartUnit,
    sideIds, turns: scenario.turns, phaseKind, phaseSide,
    crt, minOdds: Math.max(0, ODDS.indexOf(config.minOdds)), chargeBonus: config.chargeBonus, minimumMove: config.minimumMove,
    blockedRetreatEliminates: config.blockedRetreat === 'eliminate', defenderOncePerPhase: config.defenderOncePerPhase,
    winKind, winTiming, winSide, winSubject, winHexes, winCount, defaultWinner: d === null ? -1 : sideOf(d),
  }
}
