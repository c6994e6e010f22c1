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

/**
 * Copy of a state for a draft: everything is deep-copied except `map`, which is shared between
 * states (it is the largest part and almost never changes). A rule that changes the map (a bridge
 * destroyed, catalogue I-20) replaces it through `changeMap`, never in place.
 */
export function cloneState(state: GameState): GameState {
  const src = state as unknown as Record<string, unknown>
  const out: Record<string, unknown> = {}
  // Own keys in their order (hashes and saves do not depend on it, but JSON readers see the same document).
  for (const k in src) {
    if (!Object.prototype.hasOwnProperty.call(src, k)) continue
    const v = src[k]
    if (v !== undefined) out[k] = k === 'map' ? v : cloneJson(v)
  }
  return out as unknown as GameState
}
