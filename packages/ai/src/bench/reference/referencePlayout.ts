import { applyReferenceAction } from './applyReferenceAction'
import { chooseReferenceAction } from './chooseReferenceAction'
import type { ReferenceAction } from './ReferenceAction'
import { ReferenceEngine } from './ReferenceEngine'
import type { ReferenceGame } from './ReferenceGame'
import { ONGOING } from './ReferenceState'
import { validateReferenceAction } from './validateReferenceAction'

/** Options of {@link referencePlayout}. */
export interface ReferencePlayoutOptions {
  /** The engine to play on (default: one cached per game, reused by every playout). */
  engine?: ReferenceEngine
  /** Called with every action after it passed the check and before it is applied. */
  onAction?: (engine: ReferenceEngine, action: ReferenceAction) => void
  /** Safety cap (default 100 000 actions). */
  maxActions?: number
}

/** The end of one reference playout. */
export interface ReferencePlayoutResult {
  /** Actions played, decision answers and phase ends included. */
  actions: number
  /** Winning side index, -1 for a draw, -2 when stopped by `maxActions`. */
  result: number
  /** Turn the game ended in. */
  turn: number
}

const engines = new WeakMap<ReferenceGame, ReferenceEngine>()

/**
 * Plays one whole reference game from the set-up with seed `seed` (policy and dice from the
 * engine's own PRNG): the random policy picks each action, {@link validateReferenceAction}
 * re-checks it (a refusal throws: the policy and the rules disagree), then it is applied, until
 * the game ends. Deterministic: the same game and seed give the same game.
 *
 * @example const r = referencePlayout(compileReferenceGame(rules), 7) // { actions, result, turn }
 */
export function referencePlayout(game: ReferenceGame, seed: number, options: ReferencePlayoutOptions = {}): ReferencePlayoutResult {
  let e = options.engine
  if (!e) {
    e = engines.get(game)
    if (!e) engines.set(game, (e = new ReferenceEngine(game)))
  }
  e.reset(seed)
  const s = e.state
  const a = e.action
  const max = options.maxActions ?? 100_000
  const onAction = options.onAction
  let n = 0
  while (s.result === ONGOING && n < max) {
    chooseReferenceAction(e)
    if (!validateReferenceAction(e, a)) throw new Error(`reference engine: the policy chose an illegal action (kind ${a.kind}, turn ${s.turn}, phase ${s.phase}, action ${n})`)
    if (onAction) onAction(e, a)
    applyReferenceAction(e, a)
    n++
  }
  return { actions: n, result: s.result, turn: s.turn }
}
