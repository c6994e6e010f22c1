import { commitSeed } from '../dice/commitSeed'
import { errors } from '../errors/errors'
import { cloneJson } from '../util/cloneJson'
import { createGame } from './createGame'
import type { Game } from './Game'
import type { GameRecord } from './GameRecord'
import { hashScenario, hashState } from './hashState'

/**
 * The publishable {@link GameRecord} of a game played on secret dice (`rng: 'hmac-sha256'`): its
 * pins (scenario id and hash, plugin versions), the commitment and the revealed seed, the hash of
 * the initial state and each action of the log with its 1-based `seq` and the hash of the state
 * after it (found by replaying the log from the seed). Publish it when the game is over: it reveals
 * the seed.
 *
 * @param game - a game created with `rng: 'hmac-sha256'` and the seed below
 * @param secret - the commitment published at the start and the seed it commits to
 * @param meta - free metadata to carry (players, dates)
 * @throws EngineError `record/not-secret-dice` for a game on another generator, `record/seed` when
 *   the seed is not the game's or does not match the commitment, `save/hash-mismatch` when the log
 *   does not replay to the game's state (a game played on scripted dice)
 * @example recordOf(game, { commitment, seed }) // verifyRecord(record, { scenario, plugins }).ok === true
 */
export function recordOf(game: Game, secret: { commitment: string; seed: string }, meta?: Record<string, unknown>): GameRecord {
  if (game.rng !== 'hmac-sha256') throw errors.recordNotSecret(game.rng)
  if (secret.seed !== game.seed || commitSeed(secret.seed) !== secret.commitment) throw errors.recordSeed()
  const rules = game.rules
  const replay = createGame({ scenario: rules.scenario, plugins: rules.plugins.map((p) => p.definition), seed: secret.seed, rng: 'hmac-sha256' })
  const startHash = hashState(replay.state)
  const actions = game.log.map((action, i) => {
    const r = replay.act(action)
    if (!r.ok) throw errors.replayRejected(i, r.code, r.message, r)
    return { seq: i + 1, action: cloneJson(action) as GameRecord['actions'][number]['action'], stateHash: hashState(r.state) }
  })
  const hash = hashState(replay.state)
  if (hash !== game.hash()) throw errors.replayMismatch(game.hash(), hash)
  return {
    format: 'hexes-game-record',
    version: 1,
    scenario: { id: rules.scenario.id, hash: hashScenario(rules.scenario) },
    plugins: rules.plugins.map((p) => ({ id: p.id, version: p.definition.manifest.version })),
    rng: 'hmac-sha256',
    commitment: secret.commitment,
    seed: secret.seed,
    startHash,
    actions,
    ...(meta ? { meta } : {}),
  }
}
