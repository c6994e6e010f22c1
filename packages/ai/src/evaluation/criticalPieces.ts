import type { AiContext } from './AiContext'

/**
 * How many game-deciding pieces ride on a unit: its leaders whose fall ends the game
 * (`leaderEliminated`), plus one when the unit's own fall does (`unitEliminated`).
 */
export function criticalOn(ai: AiContext, unit: string, leaders: readonly string[]): number {
  let n = ai.criticalUnits.has(unit) ? 1 : 0
  for (const l of leaders) if (ai.criticalLeaders.has(l)) n++
  return n
}
