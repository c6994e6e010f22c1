import { findUnit, msg, reject, unitParam, type ActionDefinition, type DraftCtx, type GameState, type Rejection, type UnitState } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import { z } from 'zod'
import { isFleeing, MORALE_STATS, moraleState } from '../state/MoraleState'
import { takeTest } from '../test/takeTest'
import { flightOf } from './flightOf'

/** Action type of a fleeing unit's rally test (SK-MORALE-7), in its side's charge step. */
export const RALLY = 'sk-morale/rally'

/** `{ type: 'sk-morale/rally', side, unit }`: the fleeing unit tests to rally now. */
export const rallySchema = z.strictObject({
  type: z.literal(RALLY),
  side: z.string(),
  unit: z.string(),
})

/** A rally action. */
export type RallyAction = z.infer<typeof rallySchema>

/** Why `unit` may not test to rally now, if it may not. */
function rallyCheck(state: GameState, action: RallyAction): Rejection | undefined {
  const unit = findUnit(state, action.unit)
  if (!unit) return reject('action/unknown-unit', 'SK-MORALE-7', `Unknown unit "${action.unit}"`, { id: action.unit })
  if (unit.side !== action.side) return reject('rally/not-your-unit', 'SK-MORALE-7', `${unit.name ?? unit.id} is not a unit of ${action.side}`, { unit: unitParam(unit.id) })
  if (unit.status !== 'active' || unit.hex === null || !isFleeing(unit)) return reject('rally/not-fleeing', 'SK-MORALE-7', `${unit.name ?? unit.id} is not fleeing: only a fleeing unit tests to rally`, { unit: unitParam(unit.id) })
  if (moraleState(state).rallyTested.includes(unit.id)) return reject('rally/already-tested', 'SK-MORALE-7', `${unit.name ?? unit.id} has already tested to rally this turn`, { unit: unitParam(unit.id) })
  return undefined
}

/**
 * A fleeing unit's rally test on its own turn (SK-MORALE-7, GAP-SK-14): a panic test (1d10 below
 * Cd, the general's and the banner's help included). Passed, it stops fleeing and may face as it
 * likes, but may not move, shoot or charge this turn; failed, it flees again (M + 1d10). Every
 * fleeing unit that has not tested by the end of its side's charge step tests then.
 */
export function rallyTest(ctx: DraftCtx, tables: SkTables, unit: UnitState): void {
  const m = moraleState(ctx.draft)
  m.rallyTested.push(unit.id)
  const r = takeTest(ctx, tables, unit, 'rally', 'SK-MORALE-7')
  if (!r) return
  if (r.key === 'hold') {
    unit.stats[MORALE_STATS] = { fleeing: false }
    m.rallied.push(unit.id)
    ctx.emit({ type: 'sk-morale/rallied', message: `${unit.name ?? unit.id} rallies`, text: msg('sk-morale/rallied', { unit: unitParam(unit.id) }), ruleId: 'SK-MORALE-7', side: unit.side, unit: unit.id })
    return
  }
  flightOf(ctx, tables, unit, 'SK-MORALE-7')
}

/** The rally action (see {@link rallyTest}); refused for a unit that is not fleeing or has tested this turn. */
export function rallyAction(tables: SkTables): ActionDefinition<RallyAction> {
  return {
    type: RALLY,
    schema: rallySchema,
    validate: ({ state, action }) => rallyCheck(state, action),
    apply(ctx) {
      rallyTest(ctx, tables, findUnit(ctx.draft, ctx.action.unit)!)
    },
    enumerate({ state, side }) {
      const out: RallyAction[] = []
      for (const u of state.units) {
        const a: RallyAction = { type: RALLY, side, unit: u.id }
        if (u.side === side && isFleeing(u) && !rallyCheck(state, a)) out.push(a)
      }
      return out
    },
  }
}
