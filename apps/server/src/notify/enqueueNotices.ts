import type { Kysely, Transaction } from 'kysely'
import { z } from 'zod'
import { noticeSchema } from './Notice'
import { NotifyError } from './NotifyError'
import { MAX_WEBHOOK_SECRET, type OutboxPayload } from './OutboxPayload'

/** Most rows one call may add (one action tells a few players, not thousands). */
export const MAX_ENQUEUE = 100

/** A webhook address: http or https only (no file:, no javascript:, no data:). */
export const webhookUrlSchema = z.url({ protocol: /^https?$/ }).max(2000)

/** One notice for one recipient, as the server hands it to {@link enqueueNotices}. */
export const outboxInputSchema = z.discriminatedUnion('recipientKind', [
  z.strictObject({ recipientKind: z.literal('mail'), recipient: z.email().max(320), notice: noticeSchema }),
  z.strictObject({
    recipientKind: z.literal('webhook'),
    recipient: webhookUrlSchema,
    /** The game's webhook secret: signs the body (`X-Hexes-Signature`). */
    secret: z.string().min(16).max(MAX_WEBHOOK_SECRET),
    notice: noticeSchema,
  }),
])

/** One notice for one recipient (an e-mail address, or a webhook URL and the game's secret). */
export type OutboxInput = z.infer<typeof outboxInputSchema>

/**
 * Adds notices to the outbox. Call it INSIDE the transaction that commits the action the notices
 * announce: they exist exactly when the action does (a rolled-back action leaves no notice, a
 * committed one always has its notices), and the {@link OutboxDispatcher} sends them afterwards.
 *
 * Bad rows are a bug of the caller: throws `notify/bad-input` naming the path of the bad field
 * (`[0].recipient`), and adds nothing.
 *
 * @param trx the action's transaction (or a Kysely instance outside any, for tests and tools)
 * @param rows the notices, each with its recipient
 * @param now the creation time, also the first delivery time
 */
export async function enqueueNotices(trx: Kysely<any> | Transaction<any>, rows: readonly OutboxInput[], now: Date = new Date()): Promise<void> {
  const parsed = z.array(outboxInputSchema).max(MAX_ENQUEUE).safeParse(rows)
  if (!parsed.success) throw new NotifyError('notify/bad-input', `Bad outbox rows: ${z.prettifyError(parsed.error)}`, { permanent: true })
  if (parsed.data.length === 0) return
  const at = now.toISOString()
  await trx
    .insertInto('outbox')
    .values(
      parsed.data.map((row) => {
        const payload: OutboxPayload = row.recipientKind === 'webhook' ? { notice: row.notice, secret: row.secret } : { notice: row.notice }
        return {
          game_id: row.notice.gameId,
          seq: row.notice.seq,
          kind: row.notice.kind,
          recipient_kind: row.recipientKind,
          recipient: row.recipient,
          payload: JSON.stringify(payload),
          created_at: at,
          attempts: 0,
          next_attempt_at: at,
        }
      }),
    )
    .execute()
}
