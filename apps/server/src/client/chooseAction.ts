import { nextInt, type BaseAction, type RngState } from '@hexes/core'

/**
 * How a scripted player picks among the legal actions: `any` (uniformly, `concede` aside),
 * `combat` (an attack whenever one is legal, otherwise anything but a charge's refusal), or
 * `moves` (never an attack: moves, answers and ends of phase only).
 */
export type ChoicePolicy = 'any' | 'combat' | 'moves'

/**
 * One of `legal` for a scripted player (tests, the bench), drawn from the player's own generator
 * `rand` (never the game's dice). `concede` is never chosen. Returns `undefined` when nothing is
 * left to choose.
 *
 * @example const a = chooseAction(legalActions(rules, state), rand, 'combat')
 */
export function chooseAction(legal: readonly BaseAction[], rand: RngState, policy: ChoicePolicy = 'any'): BaseAction | undefined {
  let options = legal.filter((a) => a.type !== 'concede')
  if (policy === 'combat') {
    const attacks = options.filter((a) => a.type === 'attack')
    if (attacks.length > 0) options = attacks
  } else if (policy === 'moves') {
    options = options.filter((a) => a.type !== 'attack')
  }
  if (options.length === 0) return undefined
  return options[nextInt(rand, options.length)]
}
