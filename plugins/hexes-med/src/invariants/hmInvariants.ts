import type { GameRules, GameState, Issue } from '@hexes/core'
import { hmState } from '../config/HmTables'
import { HM } from '../state/HmState'

/*
 * The core's own invariants (`coreInvariants`) already hold every active unit on a hex of the map,
 * one per hex, and every active leader on an active unit of his side. These are HEXES Med's on
 * top of them.
 */

type Add = (path: string, message: string) => void

/** At most one leader per unit (HM-LDR-9); a fallen leader rides nothing (HM-LDR-11). */
function checkLeaders(state: GameState, add: Add): void {
  const rider = new Map<string, string>()
  state.leaders.forEach((l, i) => {
    const path = `leaders[${i}].unit`
    if (l.status === 'eliminated' && l.unit !== null) add(path, `eliminated leader "${l.id}" still rides "${l.unit}" (HM-LDR-11)`)
    if (l.status !== 'active' || l.unit === null) return
    const other = rider.get(l.unit)
    if (other !== undefined) add(path, `unit "${l.unit}" carries two leaders, "${other}" and "${l.id}" (HM-LDR-9)`)
    else rider.set(l.unit, l.id)
  })
}

/** Every piece has its HEXES Med stats: a unit's step state (GAP-HM-05), a leader's bonus (GAP-HM-04). */
function checkStats(state: GameState, add: Add): void {
  state.units.forEach((u, i) => {
    if (typeof u.stats[HM]?.reduced !== 'boolean') add(`units[${i}].stats.${HM}.reduced`, `unit "${u.id}" has no step state`)
  })
  state.leaders.forEach((l, i) => {
    const b = l.stats[HM]?.bonus
    if (!Number.isInteger(b) || b! < 0) add(`leaders[${i}].stats.${HM}.bonus`, `leader "${l.id}" has no valid bonus`)
  })
}

/** The plugin state names only pieces of the game, and the mover is a unit that moved (HM-MOVE-7). */
function checkPluginState(state: GameState, add: Add): void {
  const hm = hmState(state)
  const units = new Set(state.units.map((u) => u.id))
  const leaders = new Set(state.leaders.map((l) => l.id))
  for (const key of ['moved', 'movedThisTurn', 'startedInZoc', 'fought'] as const) {
    hm[key].forEach((id, i) => !units.has(id) && add(`plugins.${HM}.${key}[${i}]`, `unknown unit "${id}"`))
  }
  hm.leadersMoved.forEach((id, i) => !leaders.has(id) && add(`plugins.${HM}.leadersMoved[${i}]`, `unknown leader "${id}"`))
  if (hm.mover && hm.moved.at(-1) !== hm.mover.unit) add(`plugins.${HM}.mover.unit`, `the mover "${hm.mover.unit}" is not the last unit moved`)
}

/** Pending decisions name a kind, the rule that makes them a choice, and a data object. */
function checkPending(state: GameState, add: Add): void {
  state.pending.forEach((p, i) => {
    const path = `pending[${i}]`
    if (typeof p.kind !== 'string' || p.kind === '') add(`${path}.kind`, 'a decision needs a kind')
    if (typeof p.ruleId !== 'string' || p.ruleId === '') add(`${path}.ruleId`, 'a decision names the rule that makes it a choice')
    if (typeof p.data !== 'object' || p.data === null || Array.isArray(p.data)) add(`${path}.data`, 'decision data must be an object')
  })
  if (state.result !== null && state.pending.length > 0) add('pending', 'decisions are pending after the game ended')
}

/**
 * HEXES Med's state invariants, checked by simulators after every action (`invariants` hook): at
 * most one leader per unit, fallen leaders off their unit, HEXES Med stats on every piece, a
 * plugin state that names real pieces, and well-formed pending decisions.
 */
export function hmInvariants(state: GameState, _rules: GameRules): Issue[] {
  const issues: Issue[] = []
  const add: Add = (path, message) => issues.push({ code: 'state/hm-invariant', path, message, plugin: HM })
  checkLeaders(state, add)
  checkStats(state, add)
  checkPluginState(state, add)
  checkPending(state, add)
  return issues
}
