import {
  d6, eliminateUnit, findUnit, msg, reject, unitParam,
  type ActionDefinition, type GameRules, type GameState, type Rejection,
} from '@hexes/core'
import { z } from 'zod'
import type { __Name__Config } from './__name__Config.ts'
import { __name__State, actedRefusal } from './__name__State.ts'
import { PLUGIN, VOLLEY } from './ids.ts'

/** The volley's JSON: `{ "type": "__NAME__/volley", "side": "a", "unit": "a1", "target": "b1" }`. */
export const volleySchema = z.strictObject({ type: z.literal(VOLLEY), side: z.string(), unit: z.string(), target: z.string() })

/** A volley. */
export type VolleyAction = z.infer<typeof volleySchema>

const config = (rules: GameRules) => rules.config<__Name__Config>(PLUGIN)!

/** Why `action` may not be played now (__RULE__-2, __RULE__-4), or `undefined` when it may. */
function refusal(state: GameState, rules: GameRules, action: VolleyAction): Rejection | undefined {
  const unit = findUnit(state, action.unit)
  if (!unit || unit.side !== action.side || unit.status !== 'active' || unit.hex === null) {
    return reject('__NAME__/not-yours', '__RULE__-4', `${action.unit} is not a unit of yours on the map`, { unit: unitParam(action.unit) })
  }
  const acted = actedRefusal(state, unit)
  if (acted) return acted
  const target = findUnit(state, action.target)
  if (!target || target.side === unit.side || target.status !== 'active' || target.hex === null) {
    return reject('__NAME__/no-target', '__RULE__-4', `${action.target} is not an enemy unit on the map`, { target: unitParam(action.target) })
  }
  const range = config(rules).range
  if (rules.grid.distance(rules.grid.indexOfRef(unit.hex), rules.grid.indexOfRef(target.hex)) > range) {
    return reject('__NAME__/out-of-range', '__RULE__-4', `${target.name ?? target.id} is more than ${range} hexes from ${unit.name ?? unit.id}`, { target: unitParam(target.id), unit: unitParam(unit.id), range })
  }
  return undefined
}

/**
 * __RULE__-4: a unit looses a volley at an enemy unit within `range` hexes. One d6: on `hitOn` or
 * more the target is eliminated. The unit has then acted for this phase (__RULE__-2).
 */
export const volleyAction: ActionDefinition<VolleyAction> = {
  type: VOLLEY,
  schema: volleySchema,
  validate: ({ state, rules, action }) => refusal(state, rules, action),
  apply(ctx) {
    const { draft, rules, action } = ctx
    const unit = findUnit(draft, action.unit)!
    const target = findUnit(draft, action.target)!
    __name__State(draft).acted.push(unit.id)
    const roll = ctx.dice.roll(d6(), '__RULE__-4 volley').value
    const hit = roll >= config(rules).hitOn
    ctx.emit({
      type: VOLLEY,
      message: `${unit.name ?? unit.id} looses a volley at ${target.name ?? target.id}: ${roll}, ${hit ? 'a hit' : 'a miss'}`,
      text: msg(hit ? '__NAME__/volley/hit' : '__NAME__/volley/miss', { unit: unitParam(unit.id), target: unitParam(target.id), roll }),
      ruleId: '__RULE__-4',
      side: action.side,
      unit: unit.id,
      target: target.id,
      roll,
      hit,
    })
    if (hit) eliminateUnit(ctx, target, 1, '__RULE__-4')
  },
  // Every legal volley now: the AI, the web app and the random games of the conformance suite play from this list.
  enumerate({ state, rules, side }) {
    const out: VolleyAction[] = []
    for (const unit of state.units) {
      if (unit.side !== side) continue
      for (const target of state.units) {
        const action: VolleyAction = { type: VOLLEY, side, unit: unit.id, target: target.id }
        if (!refusal(state, rules, action)) out.push(action)
      }
    }
    return out
  },
}
