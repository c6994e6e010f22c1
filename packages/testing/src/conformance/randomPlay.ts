import { nextInt, seedRng, type BaseAction, type Game } from '@hexes/core'

/** What {@link randomPlay} did: the actions applied, the state hash after each, and why it stopped. */
export interface RandomPlayLog {
  actions: BaseAction[]
  /** `hashes[i]`: the state hash after `actions[i]`. */
  hashes: string[]
  /** `over`: the game ended; `limit`: `maxActions` reached; `stuck`: no legal action in a running game; `rejected`: a listed action was refused. */
  end: 'over' | 'limit' | 'stuck' | 'rejected'
  /** For `rejected`: the action and the engine's answer. */
  rejected?: { action: BaseAction; code: string; message: string }
}

/**
 * Plays `game` with seeded random legal actions (from `game.legalActions()`, so every action a
 * plugin lists is exercised): ends the phase one time in five when something else is legal,
 * otherwise a uniform pick among the rest. The same game, seed and `maxActions` give the same
 * actions. `afterEach` runs after every applied action (checks, snapshots).
 */
export function randomPlay(game: Game, seed: number | string, maxActions: number, hash: (g: Game) => string, afterEach?: (i: number) => void): RandomPlayLog {
  const rng = seedRng(`conformance/${seed}`)
  const log: RandomPlayLog = { actions: [], hashes: [], end: 'limit' }
  while (log.actions.length < maxActions) {
    if (game.state.result) return { ...log, end: 'over' }
    const legal = game.legalActions()
    if (legal.length === 0) return { ...log, end: 'stuck' }
    const others = legal.filter((a) => a.type !== 'end-phase')
    const end = legal.find((a) => a.type === 'end-phase')
    const action = others.length === 0 || (end && nextInt(rng, 5) === 0) ? (end ?? legal[0]!) : others[nextInt(rng, others.length)]!
    const r = game.act(action)
    if (!r.ok) return { ...log, end: 'rejected', rejected: { action, code: r.code, message: r.message } }
    log.actions.push(action)
    log.hashes.push(hash(game))
    afterEach?.(log.actions.length - 1)
  }
  return log
}
