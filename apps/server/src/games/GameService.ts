import { actingSide, viewFor, type Rejection } from '@hexes/core'
import type { ActionAccepted, SubmitActionRequest } from '@hexes/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database'
import type { Committed, InTransaction } from './Committed'
import { KeyedMutex } from './KeyedMutex'
import { LiveGames, type LiveGame } from './LiveGames'
import type { Principal } from './Principal'
import { refuse, type Refused } from './refusal'
import { play, type Played } from './replay'
import { hashToken, sameHash } from './tokens'

/** A snapshot of the full state is stored every this many actions. */
export const SNAPSHOT_EVERY = 50

/** The answer to {@link GameService.act}: committed, a rules rejection (422) or a refusal. */
export type ActOutcome = { status: 200; body: ActionAccepted } | { status: 422; body: Rejection } | Refused

/** Thrown inside the transaction when another writer took the sequence number first. */
class SeqTaken extends Error {}

/** Whether a database error is a unique or primary key violation (SQLite or PostgreSQL). */
export function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/**
 * The games: who may act, and every action checked by the engine and committed in one
 * transaction (action row, game head, snapshot when due, the hooks' work such as notices) before
 * anyone hears of it. Listeners of {@link onCommitted} run after the commit only.
 */
export class GameService {
  readonly live: LiveGames
  private readonly mutex = new KeyedMutex()
  private readonly hooks: InTransaction[] = []
  private readonly listeners: ((c: Committed) => void)[] = []

  constructor(private readonly db: Kysely<Database>, private readonly now: () => Date = () => new Date()) {
    this.live = new LiveGames(db)
  }

  /** Adds work to do inside every action's transaction (see {@link InTransaction}). */
  inTransaction(hook: InTransaction): void {
    this.hooks.push(hook)
  }

  /** Calls `listener` after each commit, by this process or (through {@link catchUp}) another. */
  onCommitted(listener: (c: Committed) => void): void {
    this.listeners.push(listener)
  }

  /** Tells the listeners about a committed action. */
  emit(c: Committed): void {
    for (const l of this.listeners) l(c)
  }

  /**
   * Who a token speaks for in a game: the hash of the token compared in constant time with each
   * seat's and the spectator's. `undefined`: no such game or an unknown token.
   */
  async authenticate(gameId: string, token: string | undefined): Promise<Principal | undefined> {
    if (!token) return undefined
    const hash = hashToken(token)
    const game = await this.db.selectFrom('games').select(['spectator_hash']).where('id', '=', gameId).executeTakeFirst()
    if (!game) return undefined
    const seats = await this.db.selectFrom('seats').select(['side', 'token_hash']).where('game_id', '=', gameId).execute()
    let found: Principal | undefined
    // Every hash is compared, whichever matches: the time does not tell which seat it was.
    for (const s of seats) if (s.token_hash && sameHash(s.token_hash, hash)) found = { gameId, side: s.side, kind: 'human' }
    if (sameHash(game.spectator_hash, hash)) found = { gameId, side: null, kind: 'spectator' }
    return found
  }

  /** The principal of a computer seat (the server's own player acts through {@link act} too). */
  async computerSeat(gameId: string, side: string): Promise<(Principal & { bot: string }) | undefined> {
    const s = await this.db.selectFrom('seats').select(['side', 'bot']).where('game_id', '=', gameId).where('side', '=', side).where('kind', '=', 'computer').executeTakeFirst()
    return s ? { gameId, side: s.side, kind: 'computer', bot: s.bot ?? 'ai' } : undefined
  }

  /**
   * Brings this process's copy of a game up to date with the database, telling the listeners
   * of every action another process committed meanwhile (PostgreSQL `NOTIFY`).
   */
  async catchUp(gameId: string): Promise<void> {
    await this.mutex.run(gameId, async () => {
      const before = this.live.has(gameId) ? this.live.peek(gameId) : undefined
      if (!before) return
      let prev = before.state
      await this.live.get(gameId, (p) => {
        this.emit({ gameId, seq: p.seq, action: p.action, events: p.events, stateHash: p.stateHash, state: p.state, rules: before.rules, side: p.action.side, before: prev })
        prev = p.state
      })
    })
  }

  /**
   * Submits an action for a seat: refused unless it is the seat's own side and decision, the next
   * sequence number and legal; a key already used returns its first answer. The action row, the
   * game's head, a snapshot when due and the hooks' work are committed in one transaction; only
   * then do the listeners hear of it and the answer goes out.
   */
  act(who: Principal, req: SubmitActionRequest): Promise<ActOutcome> {
    return this.mutex.run(who.gameId, () => this.actNow(who, req))
  }

  private async actNow(who: Principal, req: SubmitActionRequest): Promise<ActOutcome> {
    if (who.side === null) return refuse('server/spectator', 'a spectator cannot act')
    const gameId = who.gameId
    const head = await this.db.selectFrom('games').select(['seq', 'status']).where('id', '=', gameId).executeTakeFirst()
    if (!head) return refuse('server/not-found', 'no such game')
    const again = await this.answerAgain(who, req.key)
    if (again) return again
    if (head.status === 'finished') return refuse('server/game-over', 'the game has ended')
    if (head.status === 'held') return refuse('server/rules-held', 'the game waits for its players to accept updated rules')
    if (req.action.side !== who.side) return refuse('server/not-your-side', `this seat plays "${who.side}", not "${req.action.side}"`, 'action.side')
    const game = await this.live.get(gameId)
    if (!game) return refuse('server/not-found', 'no such game')
    const pending = game.state.pending[0]
    if (pending && pending.side !== who.side) return refuse('server/not-your-decision', `the pending decision belongs to "${pending.side}"`)
    if (req.seq !== game.seq + 1) return refuse('server/stale-seq', `the next action is number ${game.seq + 1}, not ${req.seq}`, 'seq')
    const r = play(game.rules, game.state, req.action)
    if ('ok' in r) return { status: 422, body: r }
    const c: Committed = { gameId, seq: req.seq, action: r.action, events: r.events, stateHash: r.stateHash, state: r.state, rules: game.rules, side: who.side, before: game.state }
    try {
      await this.commit(c, req.key)
    } catch (e) {
      if (!(e instanceof SeqTaken) && !isUniqueViolation(e)) throw e
      // Another writer (another process) took this number: reload, and answer as if it came first.
      this.live.drop(gameId)
      return (await this.answerAgain(who, req.key)) ?? refuse('server/stale-seq', `action number ${req.seq} was taken by another submission`, 'seq')
    }
    this.live.put({ ...game, state: r.state, seq: req.seq })
    this.emit(c)
    return { status: 200, body: accepted(game, c, who.side) }
  }

  /** The first answer to a key already used by this seat, or a refusal if another seat used it. */
  private async answerAgain(who: Principal, key: string): Promise<ActOutcome | undefined> {
    const row = await this.db.selectFrom('actions').select(['seq', 'state_hash', 'events', 'side']).where('game_id', '=', who.gameId).where('idem_key', '=', key).executeTakeFirst()
    if (!row) return undefined
    if (row.side !== who.side) return refuse('server/bad-request', 'this key was used for another action', 'key')
    const game = await this.live.get(who.gameId)
    if (!game) return refuse('server/not-found', 'no such game')
    return { status: 200, body: { ok: true, seq: row.seq, stateHash: row.state_hash, events: JSON.parse(row.events), view: viewFor(game.rules, game.state, who.side) } }
  }

  private async commit(c: Committed, key: string): Promise<void> {
    const at = this.now().toISOString()
    const finished = c.state.result !== null
    const handedOver = actingSide(c.state) !== actingSide(c.before)
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('actions').values({
        game_id: c.gameId, seq: c.seq, action: JSON.stringify(c.action), state_hash: c.stateHash, events: JSON.stringify(c.events), side: c.side, idem_key: key, created_at: at,
      }).execute()
      const u = await trx.updateTable('games')
        .set({ seq: c.seq, state_hash: c.stateHash, status: finished ? 'finished' : 'running', updated_at: at, ...(handedOver ? { turn_started_at: at, reminders_sent: '[]' } : {}) })
        .where('id', '=', c.gameId).where('seq', '=', c.seq - 1).where('status', '=', 'running')
        .executeTakeFirst()
      if (Number(u.numUpdatedRows) !== 1) throw new SeqTaken()
      if (c.seq % SNAPSHOT_EVERY === 0 || finished) await trx.insertInto('snapshots').values({ game_id: c.gameId, seq: c.seq, state: JSON.stringify(c.state) }).execute()
      for (const hook of this.hooks) await hook(trx, c)
    })
  }
}

function accepted(game: LiveGame, c: Committed, side: string): ActionAccepted {
  return { ok: true, seq: c.seq, stateHash: c.stateHash, events: c.events, view: viewFor(game.rules, c.state, side) }
}

export type { Played }
