import { createGame, hashScenario, hashState, type PluginDefinition } from '@hexes/core'
import type { CreateGameResponse, createGameRequestSchema } from '@hexes/protocol'
import { builtinPlugins } from '@hexes/registry'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/Database'
import { checkGameSetup, engineRefusal } from './gameSetup'
import { newGameDice } from './newGameDice'
import type { Refused } from './refusal'
import { hashToken, newGameId, newToken } from './tokens'

/**
 * Creates a game: checks the request against what ships, draws the secret dice, builds the
 * initial state, and stores the game, its seats (token hashes only) and the first snapshot in one
 * transaction. The tokens are in the answer only: shown once, never stored or logged.
 */
export async function createGameRecord(db: Kysely<Database>, req: z.output<typeof createGameRequestSchema>, now: Date, installed: readonly PluginDefinition<any>[] = builtinPlugins): Promise<{ status: 200; body: CreateGameResponse } | Refused> {
  const setup = checkGameSetup(req)
  if ('status' in setup) return setup
  const dice = newGameDice()
  let game
  try {
    game = createGame({ scenario: setup.scenario, plugins: installed, seed: dice.seed, rng: dice.rng })
  } catch (e) {
    const r = engineRefusal(e)
    if (r) return r
    throw e
  }
  const id = newGameId()
  const at = now.toISOString()
  const spectatorToken = newToken()
  const seats = req.seats.map((s) => ({ ...s, token: s.kind === 'human' ? newToken() : undefined }))
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('games').values({
      id,
      scenario_id: setup.scenario.id,
      scenario_hash: hashScenario(game.rules.scenario),
      plugins: JSON.stringify(setup.mix),
      pins: JSON.stringify(game.rules.plugins.map((p) => ({ id: p.id, version: p.definition.manifest.version }))),
      seed: dice.seed,
      commitment: dice.commitment,
      rng: dice.rng,
      status: 'running',
      seq: 0,
      state_hash: hashState(game.state),
      clock: req.clock ? JSON.stringify(req.clock) : null,
      locale: req.locale,
      spectator_hash: hashToken(spectatorToken),
      created_at: at,
      updated_at: at,
      turn_started_at: at,
      reminders_sent: '[]',
    }).execute()
    await trx.insertInto('seats').values(seats.map((s) => ({
      game_id: id, side: s.side, kind: s.kind, bot: s.kind === 'computer' ? setup.bots.get(s.side)! : null, name: s.name ?? null,
      token_hash: s.token ? hashToken(s.token) : null, email: null, webhook: null, webhook_secret: null, locale: null,
    }))).execute()
    await trx.insertInto('snapshots').values({ game_id: id, seq: 0, state: JSON.stringify(game.state) }).execute()
  })
  return {
    status: 200,
    body: { ok: true, gameId: id, commitment: dice.commitment, seats: seats.map((s) => ({ side: s.side, kind: s.kind, ...(s.token ? { token: s.token } : {}) })), spectatorToken },
  }
}
