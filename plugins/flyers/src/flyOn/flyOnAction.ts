import { checkMover, findUnit, hexRefSchema, moveAction, reject, rejectWith, msg, unitParam, hexParam, type ActionDefinition, type MoveAction, type Rejection, type StateCtx } from '@hexes/core'
import { skState, type SkTables } from '@hexes/plugin-skirmish'
import { z } from 'zod'
import type { FlyersConfig } from '../config/flyersConfig'
import { isFlyer, isGrounded } from '../rules/flyerOf'
import { flyersState } from '../state/FlyersState'

/** Action type of a flyer flying on after its attack (SK-FLY-4), in the melee step. */
export const FLY_ON = 'fly/on'

/** `{ type: 'fly/on', side, unit, to, facing? }`: a flyer that attacked in this melee step flies on with what is left of its M (SK-FLY-4). */
export const flyOnSchema = z.strictObject({
  type: z.literal(FLY_ON),
  side: z.string(),
  unit: z.string(),
  to: hexRefSchema,
  /** Facing at the end, 0..5 (the cheapest otherwise). */
  facing: z.number().int().min(0).max(5).optional(),
})

/** A fly-on action. */
export type FlyOnAction = z.infer<typeof flyOnSchema>

const name = (u: { id: string; name?: string }) => u.name ?? u.id

/** The core move a fly-on makes. */
function asMove(a: FlyOnAction): MoveAction {
  return { type: 'move', side: a.side, unit: a.unit, to: a.to, ...(a.facing !== undefined ? { facing: a.facing } : {}) }
}

/** Why `unitId` may not fly on now, before its destination is looked at (SK-FLY-2, SK-FLY-4). */
function flierCheck(ctx: StateCtx, tables: SkTables, config: FlyersConfig, side: string, unitId: string): Rejection | undefined {
  const { state, rules } = ctx
  const unit = findUnit(state, unitId)
  if (!unit || unit.side !== side || !isFlyer(tables, unit)) return reject('fly/not-a-flyer', 'SK-FLY-4', `${unit ? name(unit) : unitId} is not a flyer of ${side}: only a flyer flies on after its attack`, { unit: unitParam(unitId) })
  if (isGrounded(rules, state, tables, config, unit)) return reject('fly/grounded', 'SK-FLY-2', `${name(unit)} is grounded in a forest or building: it can no longer fly`, { unit: unitParam(unit.id) })
  const s = flyersState(state)
  if (s.flownOn.includes(unit.id)) return reject('fly/flown-on', 'GAP-SK-26', `${name(unit)} has already flown on after its attack this turn`, { unit: unitParam(unit.id) })
  if (!s.attacked.includes(unit.id)) return reject('fly/no-attack', 'SK-FLY-4', `${name(unit)} has made no melee attack in this step: a flyer flies on after its attack`, { unit: unitParam(unit.id) })
  return undefined
}

/** The paces of M a flyer has left this turn (SK-FLY-4: what it flew before its attack counts). */
function pacesLeft(ctx: StateCtx, tables: SkTables, unitId: string): { m: number; left: number } {
  const unit = findUnit(ctx.state, unitId)!
  const m = tables.move(unit)
  return { m, left: Math.max(0, m - (skState(ctx.state).moved.find((x) => x.unit === unitId)?.paces ?? 0)) }
}

/**
 * The fly-on (SK-FLY-4, GAP-SK-26): in the melee step of the standalone skirmish rules, a flyer
 * that made its melee attack in this step, in flight (not grounded, SK-FLY-2) and not locked in
 * melee (SK-MELEE-5), flies on once with what is left of its M: the paces it flew before the
 * attack count, so a move beyond M across the attack is refused (`fly/too-far`). The move is the
 * core's own (its path rules, its events, `afterMove`), with the flyer's profile.
 */
export function flyOnAction(tables: SkTables, config: FlyersConfig): ActionDefinition<FlyOnAction> {
  return {
    type: FLY_ON,
    schema: flyOnSchema,
    validate(ctx) {
      const { action } = ctx
      const first = flierCheck(ctx, tables, config, action.side, action.unit)
      if (first) return first
      const r = moveAction.validate({ state: ctx.state, rules: ctx.rules, action: asMove(action) })
      if (!r || (r.code !== 'move/too-far' && r.code !== 'move/no-paces')) return r
      const { m, left } = pacesLeft(ctx, tables, action.unit)
      const unit = unitParam(action.unit)
      return rejectWith('fly/too-far', 'SK-FLY-4', `${action.to} is beyond what is left of M ${m} after the attack (${left} paces)`, msg('fly/too-far', { unit, hex: hexParam(action.to), m, left }))
    },
    apply(ctx) {
      moveAction.apply({ ...ctx, action: asMove(ctx.action) })
      flyersState(ctx.draft).flownOn.push(ctx.action.unit)
    },
    enumerate(ctx) {
      const out: FlyOnAction[] = []
      const s = flyersState(ctx.state)
      for (const id of s.attacked) {
        if (flierCheck(ctx, tables, config, ctx.side, id)) continue
        const checked = checkMover(ctx.rules, ctx.state, ctx.side, id)
        if ('ok' in checked) continue
        for (const to of checked.movement.destinations) out.push({ type: FLY_ON, side: ctx.side, unit: id, to })
      }
      return out
    },
  }
}
