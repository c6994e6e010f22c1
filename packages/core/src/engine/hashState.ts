import { cloneJson } from '../util/cloneJson'
import type { GameState } from '../model/GameState'
import type { Scenario } from '../scenario/Scenario'
import { hashString } from '../util/hashString'
import { stableStringify } from '../util/stableStringify'

/** Hash of a game state: equal states (key order aside) have equal hashes. */
export function hashState(state: GameState): string {
  return hashString(stableStringify(state))
}

/** Content hash of a scenario, recorded in save files to detect an edited scenario. */
export function hashScenario(scenario: Scenario): string {
  return hashString(stableStringify(scenario))
}

/** Deep copy of a state (plain JSON). */
export function cloneState(state: GameState): GameState {
  return cloneJson(state)
}
