import type { Kysely, Selectable } from 'kysely'
import { claimDueRows } from './claimDueRows'
import { IntervalRunner } from './IntervalRunner'
import type { NoticeTransport } from './NoticeTransport'
import { isNotifyError, NotifyError } from './NotifyError'
import { scrubSecrets, silentLogger, type NotifyLogger } from './NotifyLogger'
import { outboxPayloadSchema, type OutboxPayload } from './OutboxPayload'
import type { OutboxDatabase, OutboxTable, RecipientKind } from './OutboxTable'

/** How failed deliveries are tried again: `baseMs`, then twice as long each time up to `maxMs`, `attempts` in all. */
export interface OutboxRetry {
  attempts: number
  baseMs: number
  maxMs: number
}

/** Settings of an {@link OutboxDispatcher}. */
export interface OutboxDispatcherOptions {
  /** Most rows sent per run (default 20). */
  batch?: number
  /** How long a claim holds (ms, default 60 000): longer than a batch takes (webhooks time out at 5 s). */
  claimMs?: number
  retry?: Partial<OutboxRetry>
  logger?: NotifyLogger
}

/** The transports, by recipient kind; a row whose kind has none is given up (`notify/no-transport`). */
export type NoticeTransports = Partial<Record<RecipientKind, NoticeTransport>>

/** What one run did. */
export interface DispatchResult {
  sent: number
  failed: number
}

const DEFAULT_RETRY: OutboxRetry = { attempts: 8, baseMs: 30_000, maxMs: 3_600_000 }

type Row = Selectable<OutboxTable>

/**
 * Sends what the outbox holds, after the fact: rows are only ever written in the transaction of
 * the action they announce ({@link enqueueNotices}), so nothing goes out for an action that was
 * not committed. Any number of server processes may run one on the same database: a row is
 * claimed before it is sent ({@link claimDueRows}), and a claim that runs out (a crashed process)
 * is taken again, so delivery is at least once and, short of a crash between sending and
 * marking, exactly once.
 *
 * A failed delivery is tried again after `retry.baseMs`, doubling up to `retry.maxMs`, until
 * `retry.attempts`; a permanent failure (bad address, a webhook answering 404) gives up at once.
 * A sent or given-up row keeps no seat link and no secret. Logs never hold a link, a recipient or
 * a secret.
 *
 * @example
 * const dispatcher = new OutboxDispatcher(db, { mail: new MailTransport(mailConfig), webhook: new WebhookTransport() }, { logger: app.log })
 * dispatcher.start(1000)
 * // ... on shutdown
 * await dispatcher.stop()
 */
export class OutboxDispatcher {
  private readonly db: Kysely<OutboxDatabase>
  private readonly transports: NoticeTransports
  private readonly batch: number
  private readonly claimMs: number
  private readonly retry: OutboxRetry
  private readonly logger: NotifyLogger
  private readonly runner: IntervalRunner

  constructor(db: Kysely<any>, transports: NoticeTransports, options: OutboxDispatcherOptions = {}) {
    this.db = db
    this.transports = transports
    this.batch = options.batch ?? 20
    this.claimMs = options.claimMs ?? 60_000
    this.retry = { ...DEFAULT_RETRY, ...options.retry }
    this.logger = options.logger ?? silentLogger
    this.runner = new IntervalRunner(
      () => this.runOnce(new Date()),
      (error) => this.logger.error({ code: codeOf(error) }, `outbox: run failed: ${messageOf(error)}`),
    )
  }

  /** Claims the due rows at `now`, sends them (in parallel) and records each outcome. */
  async runOnce(now: Date): Promise<DispatchResult> {
    const rows = await claimDueRows(this.db, { now, batch: this.batch, claimMs: this.claimMs, maxAttempts: this.retry.attempts })
    const outcomes = await Promise.all(rows.map((row) => this.deliver(row, now)))
    const sent = outcomes.filter(Boolean).length
    return { sent, failed: outcomes.length - sent }
  }

  /** Runs every `intervalMs` (runs never overlap) until {@link stop}. */
  start(intervalMs: number): void {
    this.runner.start(intervalMs)
  }

  /** Runs now unless a run is going on (e.g. right after a commit, or on a PostgreSQL NOTIFY). */
  kick(): void {
    this.runner.kick()
  }

  /** Stops the timer and waits for the run going on, if any. */
  stop(): Promise<void> {
    return this.runner.stop()
  }

  private async deliver(row: Row, now: Date): Promise<boolean> {
    const fields = { outboxId: row.id, gameId: row.game_id, seq: row.seq, kind: row.kind, recipientKind: row.recipient_kind, attempts: row.attempts }
    let payload: OutboxPayload | undefined
    try {
      payload = outboxPayloadSchema.parse(JSON.parse(row.payload))
      const transport = this.transports[row.recipient_kind]
      if (transport === undefined) throw new NotifyError('notify/no-transport', `no ${row.recipient_kind} transport is configured`, { permanent: true })
      await transport.send({ recipient: row.recipient, notice: payload.notice, secret: payload.secret })
    } catch (error) {
      const text = scrubSecrets(messageOf(error), [payload?.notice.link, row.recipient, payload?.secret])
      const giveUp = row.attempts >= this.retry.attempts || isPermanent(error)
      await this.recordFailure(row, now, text, giveUp, payload)
      this.logger.warn({ ...fields, code: codeOf(error), givenUp: giveUp }, `outbox: ${row.recipient_kind} delivery failed: ${text}`)
      return false
    }
    await this.db
      .updateTable('outbox')
      .set({ sent_at: now.toISOString(), claimed_until: null, last_error: null, payload: wipe(payload) })
      .where('id', '=', row.id)
      .execute()
    this.logger.info(fields, `outbox: ${row.recipient_kind} notice sent`)
    return true
  }

  /** Records a failed try: again later, or given up (the payload kept, less its link and secret). */
  private async recordFailure(row: Row, now: Date, error: string, giveUp: boolean, payload: OutboxPayload | undefined): Promise<void> {
    const delay = Math.min(this.retry.maxMs, this.retry.baseMs * 2 ** Math.max(0, row.attempts - 1))
    await this.db
      .updateTable('outbox')
      .set(
        giveUp
          ? { claimed_until: null, last_error: error, attempts: Math.max(row.attempts, this.retry.attempts), payload: wipe(payload) }
          : { claimed_until: null, last_error: error, next_attempt_at: new Date(now.getTime() + delay).toISOString() },
      )
      .where('id', '=', row.id)
      .execute()
  }
}

/** The payload without the seat link and the secret, for a row that will never be sent again. */
function wipe(payload: OutboxPayload | undefined): string {
  if (payload === undefined) return '{}'
  const { link: _link, ...notice } = payload.notice
  return JSON.stringify({ notice })
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function codeOf(error: unknown): string {
  if (isNotifyError(error)) return error.code
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? code : 'notify/failed'
}

function isPermanent(error: unknown): boolean {
  if (isNotifyError(error)) return error.permanent
  return (error as { permanent?: unknown } | undefined)?.permanent === true || error instanceof SyntaxError || (error as { name?: unknown })?.name === 'ZodError'
}
