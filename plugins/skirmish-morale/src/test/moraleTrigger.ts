/**
 * The triggers of the skirmish morale tests, as the `trigger` string of the core's morale hooks
 * (`runMoraleTest`): plain text, so a test needs nothing but the state, the unit and this string.
 *
 * - `panic:<cause>`: a panic test (SK-MORALE-19), 1d10 below Cd; causes `general-killed`
 *   (SK-MORALE-15), `heavy-losses` (16), `friend-fled` (17), `rear-charge` (18, SK-CHARGE-11),
 *   `charged-in-melee` (SK-MELEE-6), `ordered` (a scenario's);
 * - `rally`: the fleeing unit's panic test on its own turn (SK-MORALE-7);
 * - `combat:<n>`: the post-melee test (SK-MORALE-8/9), 1d6 + n below Cd, n = own casualties − the enemy's;
 * - `fear` (SK-MORALE-11: 3d6 keep the two lowest), `terror` (SK-MORALE-12: 2d6).
 */

/** The kinds of morale test. */
export type MoraleTestKind = 'panic' | 'combat' | 'fear' | 'terror'

/** Causes of a panic test. */
export const PANIC_CAUSES = ['general-killed', 'heavy-losses', 'friend-fled', 'rear-charge', 'charged-in-melee', 'ordered'] as const

/** A cause of a panic test. */
export type PanicCause = (typeof PANIC_CAUSES)[number]

/** A trigger read back: the test it asks for and the rule that defines that test. */
export interface ParsedTrigger {
  kind: MoraleTestKind
  /** The rule of the test's dice (SK-MORALE-19, -8, -11, -12). */
  ruleId: string
  /** `combat` only: own casualties − the enemy's, added to the die (SK-MORALE-8). */
  bonus: number
}

/** The trigger of a panic test for a cause. */
export function panicTrigger(cause: PanicCause): string {
  return `panic:${cause}`
}

/** The trigger of the post-melee test with its casualty difference (SK-MORALE-8). */
export function combatTrigger(difference: number): string {
  return `combat:${difference}`
}

/** Reads a trigger of these rules; `undefined` for another rule set's (then the morale rules do not answer). */
export function parseTrigger(trigger: string): ParsedTrigger | undefined {
  if (trigger === 'rally' || (trigger.startsWith('panic:') && (PANIC_CAUSES as readonly string[]).includes(trigger.slice(6)))) return { kind: 'panic', ruleId: 'SK-MORALE-19', bonus: 0 }
  if (trigger === 'fear') return { kind: 'fear', ruleId: 'SK-MORALE-11', bonus: 0 }
  if (trigger === 'terror') return { kind: 'terror', ruleId: 'SK-MORALE-12', bonus: 0 }
  const m = /^combat:(-?\d{1,3})$/.exec(trigger)
  if (m) return { kind: 'combat', ruleId: 'SK-MORALE-8', bonus: Number(m[1]) }
  return undefined
}
