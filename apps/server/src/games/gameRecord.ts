import { hashState, type GameRecord, type GameState } from '@hexes/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database'

/**
 * The published record of a finished game (the seed revealed, every action with the state hash
 * after it); `undefined` while the game runs.
 */
export async function gameRecord(db: Kysely<Database>, gameId: string): Promise<GameRecord | undefined> {
  const g = await db.selectFrom('games').select(['scenario_id', 'scenario_hash', 'pins', 'rng', 'commitment', 'seed', 'status']).where('id', '=', gameId).executeTakeFirst()
  if (!g || g.status !== 'finished') return undefined
  const start = await db.selectFrom('snapshots').select('state').where('game_id', '=', gameId).where('seq', '=', 0).executeTakeFirstOrThrow()
  const rows = await db.selectFrom('actions').select(['seq', 'action', 'state_hash']).where('game_id', '=', gameId).orderBy('seq').execute()
  return {
    format: 'hexes-game-record',
    version: 1,
    scenario: { id: g.scenario_id, hash: g.scenario_hash },
    plugins: JSON.parse(g.pins),
    rng: 'hmac-sha256',
    commitment: g.commitment,
    seed: g.seed,
    startHash: hashState(JSON.parse(start.state) as GameState),
    actions: rows.map((r) => ({ seq: r.seq, action: JSON.parse(r.action), stateHash: r.state_hash })),
  }
}
