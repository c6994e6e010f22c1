import { z } from 'zod'
import { noticeSchema } from './Notice'

/** Longest webhook secret accepted (characters). */
export const MAX_WEBHOOK_SECRET = 200

/**
 * What an outbox row carries to its transport: the notice and, for a webhook, the game's secret
 * that signs the body. Stored as JSON in `outbox.payload` and checked again when read back.
 */
export const outboxPayloadSchema = z.strictObject({
  notice: noticeSchema,
  secret: z.string().min(16).max(MAX_WEBHOOK_SECRET).optional(),
})

/** The JSON in `outbox.payload`. */
export type OutboxPayload = z.infer<typeof outboxPayloadSchema>
