import { commitMove, d6, findUnit, msg, pursuitMove, reject, unitParam, type ActionDefinition, type DraftCtx, type GameRules, type GameState, type Rejection, type UnitState } from '@hexes/core'
import { applyHpLoss, attackResolver, fighterOf, planAttack, type SkTables } from '@hexes/plugin-skirmish'
import { z } from 'zod'
import { gapBetween } from '../geometry/gapBetween'
import { isFleeing } from '../state/MoraleState'
import { PURSUE, PURSUIT, type PursuitData } from './pursuitDecision'

/** `{ type: 'sk-morale/pursue', side, unit, target, pursue }`: answer a pursuit decision (SK-MORALE-4). */
export const pursueSchema = z.strictObject({
  type: z.literal(PURSUE),
  side: z.string(),
  unit: z.string(),
  target: z.string(),
  /** Pursue (`true`) or let it go. */
  pursue: z.boolean(),
})

/** A pursuit answer. */
export type PursueAction = z.infer<typeof pursueSchema>

/** The most paces a pursuit can cover: M + the highest face of the pursuit die (SK-MORALE-4). */
export function reachOf(tables: SkTables, unit: UnitState, die: number): number {
  return tables.move(unit) + die
}

/** Why a pursuit answer is refused, if it is. */
function pursueCheck(rules: GameRules, state: GameState, tables: SkTables, action: PursueAction, die: number): Rejection | undefined {
  const pending = state.pending[0]
  const data = pending?.data as PursuitData | undefined
  if (!pending || pending.kind !== PURSUIT || data?.unit !== action.unit || data.target !== action.target) {
    return reject('pursuit/not-offered', 'GAP-SK-16', `${action.unit} may not pursue ${action.target} now: a pursuit follows a flight from its melee`, { unit: unitParam(action.unit), target: unitParam(action.target) })
  }
  // Letting the quarry go is always an answer to the decision offered.
  if (!action.pursue) return undefined
  const unit = findUnit(state, action.unit)
  const target = findUnit(state, action.target)
  if (!unit || unit.status !== 'active' || unit.hex === null) return reject('pursuit/not-on-map', 'SK-MORALE-4', `${action.unit} is not on the map`, { unit: unitParam(action.unit) })
  if (!target || target.status !== 'active' || target.hex === null || !isFleeing(target)) return reject('pursuit/not-fleeing', 'SK-MORALE-4', `${action.target} is not a fleeing unit on the map`, { unit: unitParam(action.target) })
  const gap = gapBetween(rules, tables, unit.hex, target.hex)
  const reach = reachOf(tables, unit, die)
  if (gap > reach) return reject('pursuit/out-of-reach', 'SK-MORALE-4', `${unit.name ?? unit.id} cannot reach ${target.name ?? target.id}: a gap of ${gap} paces, at most ${reach} (M + 1d${die})`, { unit: unitParam(unit.id), target: unitParam(target.id), gap, reach })
  return undefined
}

/**
 * The pursuit (SK-MORALE-4/5, GAP-SK-16/17, R-05, R-18): the answer to a `sk-morale/pursuit`
 * decision. Letting the unit go ends the decision. Pursuing moves the pursuer M + 1d6 paces after
 * its quarry (core `pursuitMove`); it catches it when it reaches contact (that distance covers the
 * gap), and then attacks it at once as in a charge (the charge bonus dice) with every die hitting
 * automatically (no to-hit roll, R-05), the damage rolled as usual. Refused, with the state
 * untouched: no such decision first (`pursuit/not-offered`), the quarry no longer fleeing, or a
 * quarry out of reach even with a 6 (`pursuit/out-of-reach`).
 */
export function pursueAction(tables: SkTables, die: number): ActionDefinition<PursueAction> {
  return {
    type: PURSUE,
    schema: pursueSchema,
    answers: PURSUIT,
    validate: ({ state, rules, action }) => pursueCheck(rules, state, tables, action, die),
    apply(ctx) {
      const { draft, action } = ctx
      draft.pending.shift()
      const unit = findUnit(draft, action.unit)!
      const target = findUnit(draft, action.target)!
      const who = { unit: unitParam(unit.id), target: unitParam(target.id) }
      if (!action.pursue) {
        ctx.emit({ type: 'sk-morale/no-pursuit', message: `${unit.name ?? unit.id} does not pursue ${target.name ?? target.id}`, text: msg('sk-morale/no-pursuit', who), ruleId: 'SK-MORALE-4', side: unit.side, unit: unit.id, target: target.id })
        return
      }
      runPursuit(ctx, tables, unit, target)
      dropMootPursuits(draft)
    },
    enumerate({ state, rules, side, decision }) {
      const data = decision?.data as PursuitData | undefined
      if (!data) return []
      const out: PursueAction[] = []
      for (const pursue of [true, false]) {
        const a: PursueAction = { type: PURSUE, side, unit: data.unit, target: data.target, pursue }
        if (!pursueCheck(rules, state, tables, a, die)) out.push(a)
      }
      return out
    },
  }
}

/**
 * Drops the pursuit decisions still pending whose quarry is no longer a fleeing unit on the map
 * (caught and destroyed, taken, lost off the edge) or whose pursuer is gone: nothing is left to
 * decide, and no player is asked (GAP-SK-16).
 */
export function dropMootPursuits(draft: GameState): void {
  for (let i = draft.pending.length - 1; i >= 0; i--) {
    const d = draft.pending[i]!
    if (d.kind !== PURSUIT) continue
    const data = d.data as PursuitData
    const unit = findUnit(draft, data.unit)
    const target = findUnit(draft, data.target)
    const moot = !unit || unit.status !== 'active' || unit.hex === null || !target || target.status !== 'active' || target.hex === null || !isFleeing(target)
    if (moot) draft.pending.splice(i, 1)
  }
}

/**
 * A pursuit (SK-MORALE-4/5): M + 1d6 paces after the quarry (core `pursuitMove`); on contact an
 * attack as in a charge with every die hitting. Used by the answer to a decision and by a
 * standing order (no decision then).
 */
export function runPursuit(ctx: DraftCtx, tables: SkTables, unit: UnitState, target: UnitState): void {
  const { draft, rules } = ctx
  const who = { unit: unitParam(unit.id), target: unitParam(target.id) }
  const roll = ctx.dice.roll(d6(), 'SK-MORALE-4 pursuit').value
  const paces = tables.move(unit) + roll
  const move = pursuitMove(rules, draft, unit, target, { mp: paces })
  ctx.emit({ type: 'sk-morale/pursuit', message: `${unit.name ?? unit.id} pursues ${target.name ?? target.id} ${paces} paces (M + ${roll}): ${move.caught ? 'caught' : 'escapes'}`, text: msg(move.caught ? 'sk-morale/pursuit/caught' : 'sk-morale/pursuit/escaped', { ...who, paces }), ruleId: 'SK-MORALE-4', side: unit.side, unit: unit.id, target: target.id, roll, paces, path: move.path, caught: move.caught })
  if (move.path.length > 0) commitMove(ctx, unit, { to: move.to, path: move.path, cost: move.cost, facing: move.facing, units: 'paces', ruleId: 'SK-MORALE-4' })
  if (!move.caught) return
  const plan = planAttack({ kind: 'pursuit', attacker: fighterOf(rules, draft, tables, unit), target: fighterOf(rules, draft, tables, target) }, tables.config)
  const r = attackResolver(plan)(ctx.dice)
  ctx.emit({ type: 'sk-morale/pursuit-attack', message: `${unit.name ?? unit.id} strikes the fleeing ${target.name ?? target.id}: ${r.hits} automatic hits, ${r.hpLost} HP`, text: msg('sk-morale/pursuit-attack', { ...who, hits: r.hits, hp: r.hpLost }), ruleId: 'SK-MORALE-5', side: unit.side, unit: unit.id, target: target.id, dice: plan.dice, hits: r.hits, hpLost: r.hpLost, damageFaces: r.damageFaces })
  // The attack is a melee attack (as in a charge): a character it would kill may be taken prisoner (GAP-SK-27).
  if (r.hpLost > 0 && !(r.hpLost >= tables.stats(target).hp && tables.meleeFall(ctx, target, [unit.id]))) applyHpLoss(ctx, tables, target, r.hpLost, 'SK-MORALE-5')
}
