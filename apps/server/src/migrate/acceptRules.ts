import type { GameStatus } from '@hexes/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database'
import type { LiveGames } from '../games/LiveGames'
import type { Principal } from '../games/Principal'
import { refuse, type Refused } from '../games/refusal'
import type { PendingRules } from './migrateGames'

/** The answer to `POST /api/games/:id/rules/accept`. */
export type AcceptAnswer = { status: 200; body: { ok: true; status: GameStatus; accepted: string[] } } | Refused

/**
 * A human seat accepts the updated rules of a held game (`hexes server migrate` found that they
 * change its outcome). Once every human seat has accepted, the game continues on the new rules
 * from its current state: that state (played under the old rules) is written as a snapshot at the
 * current seq, so the game is never replayed from before it under the new rules, then the pins
 * move to the new versions and the status goes back to `running`. Guarded by the stored pending
 * rules and seq (another seat accepting at the same time, on any process, is not lost).
 */
export async function acceptRules(db: Kysely<Database>, live: LiveGames, who: Principal): Promise<AcceptAnswer> {
  if (who.kind !== 'human' || who.side === null) return refuse('server/spectator', 'only a player\'s seat can accept updated rules')
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await db.selectFrom('games').select(['status', 'seq', 'pins', 'pending_rules']).where('id', '=', who.gameId).executeTakeFirst()
    if (!row) return refuse('server/not-found', 'no such game')
    if (row.status !== 'held' || !row.pending_rules) return refuse('server/bad-request', 'the game has no updated rules waiting for acceptance')
    const pending = JSON.parse(row.pending_rules) as PendingRules
    const accepted = [...new Set([...pending.accepted, who.side])].sort()
    const humans = await db.selectFrom('seats').select('side').where('game_id', '=', who.gameId).where('kind', '=', 'human').execute()
    const all = humans.every((h) => accepted.includes(h.side))
    const game = all ? await live.get(who.gameId) : undefined
    if (all && game?.seq !== row.seq) continue
    const done = await db.transaction().execute(async (trx) => {
      const guard = trx.updateTable('games').where('id', '=', who.gameId).where('status', '=', 'held').where('seq', '=', row.seq).where('pending_rules', '=', row.pending_rules)
      if (!all) {
        const r = await guard.set({ pending_rules: JSON.stringify({ ...pending, accepted }) }).executeTakeFirst()
        return Number(r.numUpdatedRows) === 1
      }
      const r = await guard.set({ status: 'running', pins: JSON.stringify(pending.pins), pending_rules: null }).executeTakeFirst()
      if (Number(r.numUpdatedRows) !== 1) return false
      await trx.deleteFrom('snapshots').where('game_id', '=', who.gameId).where('seq', '=', row.seq).execute()
      await trx.insertInto('snapshots').values({ game_id: who.gameId, seq: row.seq, state: JSON.stringify(game!.state) }).execute()
      return true
    })
    if (done) return { status: 200, body: { ok: true, status: all ? 'running' : 'held', accepted } }
  }
  return refuse('server/stale-seq', 'the game changed while accepting; try again')
}
