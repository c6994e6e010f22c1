import { commitMove, errors, findUnit, unitParam, msg, type ActionDefinition } from '@hexes/core'
import { hexRefSchema } from '@hexes/core'
import { z } from 'zod'
import type { SkTables } from '../config/SkTables'
import { isLocked, pairOf } from '../melee/contacts'
import { CHARGE } from '../sequence/skPhases'
import { skState } from '../state/SkState'
import { gapPaces } from '../geometry/gapPaces'
import { chargeCheck, chargeEnd, chargeFacing, chargeGapBreaks, chargerCheck, chargeTargetCheck } from './chargeCheck'

/** `{ type: 'sk/charge', side, unit, target, to? }`: charge `target`, ending on `to` (a contact hex of the arc) or the cheapest. */
export const chargeSchema = z.strictObject({
  type: z.literal(CHARGE),
  side: z.string(),
  unit: z.string(),
  target: z.string(),
  to: hexRefSchema.optional(),
})

/** A charge action. */
export type ChargeAction = z.infer<typeof chargeSchema>

/**
 * The charge (SK-CHARGE-1..3, GAP-SK-25; checks in {@link chargeCheck}): the charger moves up to
 * 2M into contact, facing its target, through the arc it started in (in a HEXES Med game: with its
 * HEXES Med movement, in MP, I-05); the pair is in melee with
 * the charge pending, fought in the melee step. Events: `sk/charged` with the arc (the
 * catalogue's `charged{arc}`), and `sk/panic-test` for the target charged in the rear
 * (SK-CHARGE-11) or while locked in another melee (SK-MELEE-6), one test for both, for the
 * morale rules to take.
 */
export function chargeAction(tables: SkTables): ActionDefinition<ChargeAction> {
  return {
    type: CHARGE,
    schema: chargeSchema,
    validate({ state, rules, action }) {
      const plan = chargeCheck(rules, state, tables, action.side, action.unit, action.target)
      if ('ok' in plan) return plan
      const end = chargeEnd(plan, action.to)
      return 'ok' in end ? end : undefined
    },
    apply(ctx) {
      const { before, draft, rules, action } = ctx
      const plan = chargeCheck(rules, before, tables, action.side, action.unit, action.target)
      if ('ok' in plan) throw errors.internal(`charge became illegal between validate and apply: ${plan.code}`)
      const end = chargeEnd(plan, action.to)
      if ('ok' in end) throw errors.internal(`charge end became illegal: ${end.code}`)
      const intoMelee = isLocked(before, plan.target.id)
      skState(draft).charged.push(plan.unit.id)
      // Facing its target at the end (under movement without facing rules too: I-11's last hex entered gives way).
      const facing = chargeFacing(rules, end, plan.target)
      const mix = tables.mix?.charge
      commitMove(ctx, findUnit(draft, plan.unit.id)!, { to: end.hex, path: end.path, cost: end.cost, facing, units: mix ? mix.units : 'paces', ruleId: mix ? 'I-05' : 'SK-CHARGE-3' })
      const pair = pairOf(draft, plan.unit.id, plan.target.id)
      if (!pair) throw errors.internal(`charge of ${plan.unit.id} ended out of contact with ${plan.target.id}`)
      pair.charge = { by: plan.unit.id, arc: plan.arc, intoMelee }
      const who = { unit: unitParam(plan.unit.id), target: unitParam(plan.target.id) }
      ctx.emit({ type: 'sk/charged', message: `${plan.unit.name ?? plan.unit.id} charges ${plan.target.name ?? plan.target.id} in the ${plan.arc}`, text: msg('sk/charged', { ...who, arc: msg(`sk/arc/${plan.arc}`, undefined, plan.arc) }), ruleId: 'SK-CHARGE-3', side: action.side, unit: plan.unit.id, target: plan.target.id, arc: plan.arc, intoMelee })
      const triggers = [...(plan.arc === 'rear' ? ['rear-charge'] : []), ...(intoMelee ? ['charged-in-melee'] : [])]
      if (triggers.length) {
        const ruleId = plan.arc === 'rear' ? 'SK-CHARGE-11' : 'SK-MELEE-6'
        ctx.emit({ type: 'sk/panic-test', message: `${plan.target.name ?? plan.target.id} must take a panic test (${triggers.join(', ')})`, text: msg('sk/panic-test', { unit: unitParam(plan.target.id) }), ruleId, side: plan.target.side, unit: plan.target.id, triggers, cause: plan.unit.id })
      }
    },
    enumerate({ state, rules, side }) {
      // Every (charger, target) pair chargeCheck accepts, in unit order. The charger's checks run
      // once per unit, and a pair whose gap already breaks SK-CHARGE-1/2 is not planned at all.
      const out: ChargeAction[] = []
      const { grid } = rules
      for (const u of state.units) {
        if (u.side !== side || u.status !== 'active' || u.hex === null || !tables.isSkUnit(u)) continue
        const charger = chargerCheck(rules, state, tables, side, u.id)
        if ('ok' in charger) continue
        const from = grid.indexOfRef(u.hex)
        const reach = 2 * charger.type.move
        const mixed = tables.mix?.charge?.distances(rules, state, u)
        for (const t of state.units) {
          if (tables.allied(t.side, side) || t.status !== 'active' || t.hex === null) continue
          if (mixed) {
            const d = grid.distance(from, grid.indexOfRef(t.hex))
            if (d < mixed.min || d > mixed.max) continue
          } else if (chargeGapBreaks(gapPaces(grid, from, grid.indexOfRef(t.hex), tables.pacesPerHex), reach) !== undefined) continue
          if (!('ok' in chargeTargetCheck(rules, state, tables, charger, t.id))) out.push({ type: CHARGE, side, unit: u.id, target: t.id })
        }
      }
      return out
    },
  }
}
