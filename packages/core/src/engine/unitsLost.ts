import type { GameRules } from './GameRules'
import type { GameState } from '../model/GameState'

/**
 * How many of `side`'s units are out of the battle now: eliminated (killed, or gone for good some
 * other way, such as a skirmish unit that fled off the battlefield, SK-MORALE-3: their status is
 * `eliminated`), or held off the map for good (`reserve` and `mayReturn` answers `false`: a
 * prisoner). Read from the units as they are, not from the append-only record: a unit a rule
 * brings back (a Successive Waves gathering) no longer counts. Victory kind `unitsLost`.
 */
export function unitsLost(state: GameState, rules: GameRules, side: string): number {
  let n = 0
  for (const u of state.units) {
    if (u.side !== side) continue
    if (u.status === 'eliminated' || (u.status === 'reserve' && rules.hooks.mayReturn.call({ state, rules, unit: u }) === false)) n++
  }
  return n
}
