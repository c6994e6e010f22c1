import type { Game } from '@hexes/core'

/** One committed action as the server's log holds it: what `replayLog` compares against. */
export interface LoggedStep {
  seq: number
  action: unknown
  /** `hashState` after the action, as committed. */
  stateHash: string
}

/** Where a replay under other rules first parts from the log, or `null`: it never does. */
export interface ReplayDivergence {
  /** The first seq whose replay is rejected or ends on another state hash. */
  seq: number
  /** `rejected`: the new rules refuse the action (with the rules' code); `hash`: another state. */
  kind: 'rejected' | 'hash'
  /** The rejection's code (`rejected`), or the replayed state hash (`hash`). */
  detail: string
}

/**
 * Replays a game's logged actions, in order, on `game` (a fresh game built under the rules to
 * test, with the game's own seed and dice generator) and returns the first action whose outcome
 * differs from the log: refused by the new rules, or ending on another state hash. Returns `null`
 * when every action replays to its logged hash (the new rules play this game exactly as the old
 * ones did so far). The log must be in seq order from 1 (as the server stores it).
 *
 * @example
 * const d = replayLog(createGame({ scenario, plugins: newRules, seed, rng }), logged)
 * if (d) console.log(`diverges at action ${d.seq}`)
 */
export function replayLog(game: Game, log: readonly LoggedStep[]): ReplayDivergence | null {
  for (const step of log) {
    const r = game.act(step.action)
    if (!r.ok) return { seq: step.seq, kind: 'rejected', detail: r.code }
    const hash = game.hash()
    if (hash !== step.stateHash) return { seq: step.seq, kind: 'hash', detail: hash }
  }
  return null
}
