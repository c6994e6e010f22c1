import { cloneState, combatModifiers, errors, type CombatCtx, type DiceSource, type DraftCtx, type EventCtx, type GameEvent, type GameRules, type GameState } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { SK } from '../state/SkState'
import type { AftermathMark } from './AftermathReader'
import type { SkCombatData } from './SkCombatData'
import { skOutcome } from './skOutcome'

/** A combat's outcome applied to a copy of the state, before the event bus runs. */
export interface CombatAftermath {
  rules: GameRules
  /** The state once the outcome is applied (HP lost, eliminations, captures, push-backs). */
  state: GameState
  /** The events the outcome emitted, for the bus. */
  events: readonly GameEvent[]
}

/**
 * Applies a resolved skirmish combat to a copy of its state as the core `attack` action does (the
 * `combatOutcome` hook, every rule's tap, `applySkOutcome` among them), for the odds of what comes
 * after (`aftermathMarks`). `ctx.state` is untouched.
 *
 * @param ctx - the combat, prepared on the state it is fought in
 * @param tables - the skirmish tables
 * @param data - one resolution of it (`BuiltCombat.resolve`)
 * @param dice - the dice of the action after the combat's (a rule that rolls as the outcome is applied rolls them)
 */
export function combatAftermath(ctx: CombatCtx, tables: SkTables, data: SkCombatData, dice: DiceSource): CombatAftermath {
  const draft = cloneState(ctx.state)
  const events: GameEvent[] = []
  const emit = events.push.bind(events)
  const defender = ctx.defender!
  const outcome = skOutcome(data, defender.id, tables.stats(defender).hp, data.sides?.[0] ?? ctx.decl.attackers)
  ctx.rules.hooks.combatOutcome.call({ draft, rules: ctx.rules, emit, dice, decl: ctx.decl, outcome, modifiers: combatModifiers(ctx) })
  return { rules: ctx.rules, state: draft, events }
}

/**
 * What the units of a combat came to after it, as play has it: the event bus runs over the
 * outcome's events on a copy of the aftermath's state, with `dice` (each tap as in play: the
 * morale tests, the banner's re-roll; a unit that breaks flees, but its flight move and the
 * pursuits it allows are left out, see {@link inAftermathOdds}), then every reader of
 * `SkTables.addAftermathReader` names its marks. Play, the odds' enumeration and the sampled
 * checks all call it. The marks are sorted by unit then mark (one key per aftermath).
 *
 * @param after - from `combatAftermath`
 * @param tables - the skirmish tables (their readers)
 * @param dice - the bus's dice
 */
export function aftermathMarks(after: CombatAftermath, tables: SkTables, dice: DiceSource): AftermathMark[] {
  const { rules } = after
  const draft = cloneState(after.state)
  const events: GameEvent[] = [...after.events]
  const emit = events.push.bind(events)
  const bus = rules.hooks.events
  for (let i = 0; i < events.length; i++) {
    if (i > 100_000) throw errors.internal('event storm: more than 100000 events in a combat aftermath', SK)
    bus.call({ draft, rules, emit, dice, event: events[i]!, aftermathOdds: true } as EventCtx)
  }
  const marks: AftermathMark[] = []
  for (const read of tables.aftermath) for (const m of read(events, draft)) if (!marks.some((x) => x.unit === m.unit && x.mark === m.mark)) marks.push(m)
  return marks.sort((a, b) => (a.unit === b.unit ? (a.mark < b.mark ? -1 : a.mark > b.mark ? 1 : 0) : a.unit < b.unit ? -1 : 1))
}

/**
 * Whether a tap of the event bus runs in a combat's aftermath for the odds (`aftermathMarks`):
 * there the rules stop at what the odds read (a unit breaks and flees) and leave out what follows
 * it in play (the flight move, the pursuits it allows, with their dice).
 *
 * @param ctx - the bus's context
 */
export function inAftermathOdds(ctx: DraftCtx): boolean {
  return (ctx as DraftCtx & { aftermathOdds?: boolean }).aftermathOdds === true
}

/** The key of a list of marks (`unit=mark,...`). */
export function marksKey(marks: readonly AftermathMark[]): string {
  let key = ''
  for (const m of marks) key += `${m.unit}=${m.mark},`
  return key
}
