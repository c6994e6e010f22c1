import { msg, type CombatCtx, type HookRegistry, type PluginApi } from '@hexes/core'
import { SK, type SkTables } from '@hexes/plugin-skirmish'
import type { MoraleConfig } from '../config/moraleConfig'
import { MORALE, moraleState } from '../state/MoraleState'
import { generalKilled } from '../triggers/applyTriggers'
import { FACE_FEAR, faceFearAction } from './faceFearAction'
import { CLOSE_MODES, daresNot, fearVeto } from './fearInCloseCombat'
import { moraleModelOf } from './moraleModel'

/**
 * The skirmish morale rules in a HEXES Med game (the skirmish tables run in a mix: `skirmish-dice`;
 * catalogue §3.3 rule 2, I-03, I-06, I-13, I-14); nothing in a skirmish game:
 * - one morale model per unit (`moraleModelOf`): HEXES Med's test leaves the SK-model units to
 *   these rules (`leaveMorale`), which leave the HM-model units to HEXES Med's (`applyMoraleModel`),
 *   so an SK trigger on an HM-model unit rolls HEXES Med's test (retreat or reduce, the leader's +1
 *   included; R-16: the post-melee test too) and a DM or AM on an SK-model unit a panic test;
 * - I-06: a HEXES Med leader of `mix.generals` killed with his unit (`leaderEliminated`) is his
 *   army's general killed (SK-MORALE-15);
 * - I-13: a close attack on, or by, a unit causing fear or terror waits for the test
 *   (`sk-morale/face-fear`, in the combat phases), and a failed attacker may not attack that unit
 *   in close combat this phase (`fearVeto`) and stays out of its side's melee against it
 *   (`addMeleeAbstainer`); the tests are forgotten when a combat phase starts;
 * - I-14: undead are immune to both models (the immunity comes first, SK-MORALE-22) and their
 *   necromancer's death dispels them through the event bus (`dispelUndead`), whatever killed him.
 */
export function applyMoraleMix(hooks: HookRegistry, api: PluginApi, tables: SkTables, config: MoraleConfig): void {
  const mix = tables.mix
  if (!mix) return
  mix.leaveMorale((_state, unit) => tables.isSkUnit(unit) && moraleModelOf(tables, config, unit) === 'sk')
  hooks.events.tap({ plugin: MORALE, ruleId: 'I-06' }, (ctx) => {
    const e = ctx.event
    if (e.type !== 'leaderEliminated' || !config.mix.generals.includes(e.leader as string)) return
    const leader = ctx.draft.leaders.find((l) => l.id === e.leader)
    if (!leader) return
    generalKilled(ctx, tables, leader.side, leader.id, () => ctx.emit({ type: 'sk-morale/general-killed', message: `${leader.name}, the general, is killed: his army tests panic`, text: msg('sk-morale/leader-killed', { leader: { leader: leader.id } }), ruleId: 'I-06', side: leader.side, leader: leader.id }))
  })
  const veto = ({ rules, state, decl, attackers, defender }: CombatCtx) => {
    if (!defender || !CLOSE_MODES.includes(decl.mode)) return undefined
    for (const a of attackers) {
      const r = fearVeto(rules, state, tables, config, a, defender)
      if (r) return r
    }
    return undefined
  }
  // A unit that dares not close with the enemy stays out of its side's melee against it (SK-MELEE-3 does not call it in).
  tables.addMeleeAbstainer((state, unit, primary) => daresNot(state, unit.id, primary.id))
  // Before the skirmish rules' checks: the unit kept out of the melee is told why (I-13), not that its side's melee goes without it.
  hooks.combatCandidate.tap({ plugin: MORALE, ruleId: 'I-13', before: [SK] }, veto)
  hooks.combatEligibility.tap({ plugin: MORALE, ruleId: 'I-13', before: [SK] }, veto)
  api.defineAction(faceFearAction(tables, config))
  hooks.phases.tap({ plugin: MORALE, ruleId: 'I-13' }, (phases) => phases.map((p) => (p.id === 'combat' && p.side !== null ? { ...p, actions: [...p.actions, FACE_FEAR] } : p)))
  hooks.phaseStart.tap({ plugin: MORALE, ruleId: 'I-13' }, ({ draft, phase }) => {
    if (phase.id === 'combat') delete moraleState(draft).faced
  })
}
