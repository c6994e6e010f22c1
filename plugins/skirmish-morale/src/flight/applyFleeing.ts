import { findUnit, reject, unitParam, type HookRegistry, type PluginApi } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import type { MoraleConfig } from '../config/moraleConfig'
import { isFleeing, isLost, MORALE, moraleState } from '../state/MoraleState'
import { panicTrigger } from '../test/moraleTrigger'
import { testOrFlee } from '../test/testOrFlee'
import { RALLY, rallyAction, rallyTest } from './rallyAction'

/**
 * What fleeing means for the other rules, and the rally in the turn (SK-MORALE-1, -6, -7, GAP-SK-14, GAP-SK-17):
 * - a unit that fled off the edge is eliminated with the HP it had (the skirmish rules'
 *   `addLeftBattlefield`);
 * - a fleeing unit cannot defend itself (the skirmish rules' `addDefenceless`: every attack on it
 *   hits automatically, R-05; it never strikes in a melee);
 * - a fleeing unit moves only by its flight: no move, charge or attack; a rallied one neither
 *   moves, shoots nor charges in the turn it rallies (`canMove`, `combatCandidate`, `addChargerVeto`);
 * - `sk-morale/rally` in each side's charge step (the turn's start, GAP-SK-07; in a HEXES Med
 *   game its movement phase), and at the end of that step every fleeing unit of the side that has
 *   not tested does;
 * - when a side's turn starts, its units' rally records are cleared, and the tests the scenario
 *   orders for that turn are taken (`orderedTests`).
 */
export function applyFleeing(hooks: HookRegistry, api: PluginApi, tables: SkTables, config: MoraleConfig): void {
  tables.addDefenceless((_state, unit) => isFleeing(unit))
  // A unit lost off the edge keeps its HP: they were not killed (SK-VP-1).
  tables.addLeftBattlefield(isLost)
  const vetoOf = (state: Parameters<Parameters<SkTables['addChargerVeto']>[0]>[0], unit: Parameters<Parameters<SkTables['addChargerVeto']>[0]>[1]) => {
    if (isFleeing(unit)) return reject('morale/fleeing', 'SK-MORALE-1', `${unit.name ?? unit.id} is fleeing: it moves only by its flight`, { unit: unitParam(unit.id) })
    if (moraleState(state).rallied.includes(unit.id)) return reject('morale/rallied', 'GAP-SK-14', `${unit.name ?? unit.id} rallied this turn: it may not move, shoot or charge`, { unit: unitParam(unit.id) })
    return undefined
  }
  tables.addChargerVeto(vetoOf)
  hooks.canMove.tap({ plugin: MORALE, ruleId: 'SK-MORALE-1' }, ({ state, unit }) => vetoOf(state, unit))
  hooks.combatCandidate.tap({ plugin: MORALE, ruleId: 'SK-MORALE-1' }, ({ state, attackers }) => {
    for (const a of attackers) {
      const r = vetoOf(state, a)
      if (r) return r
    }
    return undefined
  })
  // The step a side's turn starts with: the skirmish charge step, HEXES Med's movement phase in a mix.
  const first = tables.mix ? 'movement' : 'charges'
  hooks.phases.tap({ plugin: MORALE, ruleId: 'SK-MORALE-7' }, (phases) => phases.map((p) => (p.id === first ? { ...p, actions: [...p.actions, RALLY] } : p)))
  api.defineAction(rallyAction(tables))
  hooks.phaseStart.tap({ plugin: MORALE, ruleId: 'SK-MORALE-7' }, (ctx) => {
    if (ctx.phase.id !== first) return
    const { draft } = ctx
    const side = draft.turn.activeSide
    const m = moraleState(draft)
    const own = new Set(draft.units.filter((u) => u.side === side).map((u) => u.id))
    m.rallyTested = m.rallyTested.filter((id) => !own.has(id))
    m.rallied = m.rallied.filter((id) => !own.has(id))
    for (const t of config.orderedTests) {
      const u = findUnit(draft, t.unit)
      if (t.turn !== draft.turn.turn || !u || u.side !== side) continue
      testOrFlee(ctx, tables, u, panicTrigger('ordered'), 'SK-MORALE-19')
    }
  })
  hooks.phaseEnd.tap({ plugin: MORALE, ruleId: 'SK-MORALE-7' }, (ctx) => {
    if (ctx.phase.id !== first) return
    const { draft } = ctx
    const tested = moraleState(draft).rallyTested
    for (const u of draft.units) {
      if (u.side === draft.turn.activeSide && u.status === 'active' && u.hex !== null && isFleeing(u) && !tested.includes(u.id)) rallyTest(ctx, tables, u)
    }
  })
}
