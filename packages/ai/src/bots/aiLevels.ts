import type { SearchEffort } from '../search/SearchContext'

/** Names of the difficulty levels, weakest first. */
export const AI_LEVELS = ['easy', 'normal', 'hard'] as const
/** A difficulty level. */
export type AiLevel = (typeof AI_LEVELS)[number]

/** The level used when none is given. */
export const DEFAULT_AI_LEVEL: AiLevel = 'normal'

/**
 * Difficulty levels as effort budgets. All levels share the evaluation; they differ in how much
 * of the game tree they look at, and every budget is counted in nodes (states applied through the
 * engine, outcome distributions computed; valuing a position costs no node), so a level plays the
 * same on every machine.
 *
 * - `easy`: greedy movement (one line, two destinations per unit) judged on the static
 *   evaluation without threat analysis (it does not ask what the enemy can strike next turn),
 *   attacks chosen on their exact odds without replaying them in position.
 * - `normal`: a beam of up to 6 movement plans, 8 destinations per unit, each position credited
 *   with the attacks it allows and charged with the enemy's attacks on units in contact; the 4
 *   best attacks replayed outcome by outcome. A Hastings half-turn takes well under 2 s.
 * - `hard`: a beam of up to 12, 12 destinations per unit, 6 attacks replayed, more attacker
 *   groups, a larger node budget.
 */
export const AI_EFFORT: Readonly<Record<AiLevel, Readonly<SearchEffort>>> = Object.freeze({
  easy: Object.freeze({ beamWidth: 1, movesPerUnit: 2, exactAttacks: 0, groupsPerDefender: 2, attackLookahead: false, contactThreat: false, threatAnalysis: false, maxNodes: 150 }),
  normal: Object.freeze({ beamWidth: 6, movesPerUnit: 8, exactAttacks: 4, groupsPerDefender: 6, attackLookahead: true, contactThreat: true, threatAnalysis: true, maxNodes: 12_000 }),
  hard: Object.freeze({ beamWidth: 12, movesPerUnit: 12, exactAttacks: 6, groupsPerDefender: 10, attackLookahead: true, contactThreat: true, threatAnalysis: true, maxNodes: 40_000 }),
})

/** Whether `name` is a level name. */
export function isAiLevel(name: string): name is AiLevel {
  return (AI_LEVELS as readonly string[]).includes(name)
}
