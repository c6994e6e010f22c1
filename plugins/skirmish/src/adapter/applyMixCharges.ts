import { reject, unitParam, type HookRegistry, type PluginApi } from '@hexes/core'
import { HM } from '@hexes/plugin-hexes-med'
import { chargeAction } from '../charge/chargeAction'
import type { SkTables } from '../config/SkTables'
import { fightTheRest } from '../melee/applyMeleeStep'
import { CHARGE } from '../sequence/skPhases'
import { SK, skState } from '../state/SkState'

/**
 * The skirmish charge and the automatic fights in a HEXES Med game (R-15, §3.3 rule 4, I-02,
 * I-05; config `adapter.charge` and `adapter.lockedRounds`):
 * - the charge (`sk/charge`, the skirmish rules' action, checked by `MixCharge`) is played in
 *   HEXES Med's movement phases, as a unit's whole move: its MP (times `reach`) with HEXES Med's
 *   costs and zones of control, into contact through the arc it starts in, facing its target; a
 *   unit that charged makes no other move this turn (SK-CHARGE-3); the "charged this turn" list
 *   of a side is cleared when its movement phase starts;
 * - the fight it brings about is fought in the same half-turn's combat phase, where the player
 *   may declare it as an attack (order, allies); at the end of the combat phase the rules fight
 *   every charge of the active side not fought yet, and (`lockedRounds: 'automatic'`) every
 *   locked melee of its units not fought in the phase: these rounds are not declarations and count
 *   against no unit's combat of the phase (I-02, HM-COMBAT-5).
 */
export function applyMixCharges(hooks: HookRegistry, api: PluginApi, tables: SkTables): void {
  const charge = tables.mix?.charge
  if (charge) {
    api.defineAction(chargeAction(tables))
    hooks.phases.tap({ plugin: SK, ruleId: 'R-15', after: [HM] }, (phases) => phases.map((p) => (p.id === 'movement' && p.side !== null && !p.actions.includes(CHARGE) ? { ...p, actions: [...p.actions, CHARGE] } : p)))
    hooks.phaseStart.tap({ plugin: SK, ruleId: 'SK-CHARGE-3' }, ({ draft, phase }) => {
      if (phase.id !== 'movement') return
      const own = new Set(draft.units.filter((u) => u.side === draft.turn.activeSide).map((u) => u.id))
      skState(draft).charged = skState(draft).charged.filter((id) => !own.has(id))
    })
    hooks.canMove.tap({ plugin: SK, ruleId: 'SK-CHARGE-3' }, ({ state, unit }) =>
      skState(state).charged.includes(unit.id) ? reject('move/charged', 'SK-CHARGE-3', `${unit.name ?? unit.id} charged this turn: its charge was its move`, { unit: unitParam(unit.id) }) : undefined,
    )
    const reach = tables.config.adapter.charge.reach
    if (reach > 1) {
      hooks.movementProfile.tap({ plugin: SK, ruleId: 'I-05', after: [HM] }, (profile, { purpose }) => (purpose === 'charge' ? { ...profile, mp: profile.mp * reach } : profile))
    }
  }
  const automatic = tables.config.adapter.lockedRounds === 'automatic'
  hooks.phaseEnd.tap({ plugin: SK, ruleId: 'I-02' }, (ctx) => {
    if (ctx.phase.id === 'combat') fightTheRest(ctx, tables, (p, id) => p.charge?.by === id || (automatic && p.locked))
  })
}
