import { sql, type Transaction } from 'kysely'
import pg from 'pg'
import type { Database } from './Database'

/** The PostgreSQL channel the server processes announce commits on. */
export const GAMES_CHANNEL = 'hexes_games'

/** What a notification says: an action committed, or a chat message posted. */
export type GameNotice = { gameId: string; seq: number } | { gameId: string; chat: number }

/** The payload of a notice: `<gameId>:<seq>` or `<gameId>:chat:<id>`. */
export function noticePayload(n: GameNotice): string {
  return 'seq' in n ? `${n.gameId}:${n.seq}` : `${n.gameId}:chat:${n.chat}`
}

/** Reads a payload of {@link noticePayload}; `undefined` for anything else. */
export function parseNotice(payload: string): GameNotice | undefined {
  const m = /^([A-Za-z0-9_-]{1,64}):(?:(\d{1,9})|chat:(\d{1,12}))$/.exec(payload)
  if (!m) return undefined
  return m[2] !== undefined ? { gameId: m[1]!, seq: Number(m[2]) } : { gameId: m[1]!, chat: Number(m[3]) }
}

/**
 * Issues `NOTIFY` inside a transaction: PostgreSQL delivers it only if the transaction commits,
 * so no process hears of an action that was not committed.
 */
export async function notifyInTransaction(trx: Transaction<Database>, n: GameNotice): Promise<void> {
  await sql`select pg_notify(${GAMES_CHANNEL}, ${noticePayload(n)})`.execute(trx)
}

/**
 * A dedicated PostgreSQL connection that `LISTEN`s on {@link GAMES_CHANNEL} and hands each notice
 * to `onNotice`. Reconnects after a lost connection (and then calls `onReconnect`, since notices
 * sent meanwhile are lost).
 */
export class PgListener {
  private client: pg.Client | undefined
  private closed = false

  constructor(private readonly url: string, private readonly onNotice: (n: GameNotice) => void, private readonly onReconnect: () => void, private readonly onError: (err: unknown) => void) {}

  /** Connects and starts listening. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url })
    client.on('notification', (m) => {
      const n = m.channel === GAMES_CHANNEL && m.payload ? parseNotice(m.payload) : undefined
      if (n) this.onNotice(n)
    })
    client.on('error', (err) => {
      this.onError(err)
      void this.restart()
    })
    await client.connect()
    await client.query(`LISTEN ${GAMES_CHANNEL}`)
    this.client = client
  }

  private async restart(): Promise<void> {
    const old = this.client
    this.client = undefined
    await old?.end().catch(() => undefined)
    while (!this.closed) {
      try {
        await this.start()
        this.onReconnect()
        return
      } catch (err) {
        this.onError(err)
        await new Promise((r) => setTimeout(r, 1000))
      }
    }
  }

  /** Stops listening. */
  async close(): Promise<void> {
    this.closed = true
    await this.client?.end().catch(() => undefined)
  }
}
