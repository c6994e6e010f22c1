import { z } from 'zod'

/**
 * `PUT /api/games/:id/notify` (a seat only): where this seat's "your turn" and "game over"
 * notices go. `null` removes an address; an absent field is left as it is. A webhook is http(s)
 * only; the answer carries the secret that signs its bodies (`X-Hexes-Signature`), shown once.
 */
export const notifySettingsSchema = z.strictObject({
  email: z.email().max(320).nullable().optional(),
  webhook: z.url({ protocol: /^https?$/ }).max(2000).nullable().optional(),
  locale: z.enum(['en', 'fr']).optional(),
})
/** See {@link notifySettingsSchema}. */
export type NotifySettings = z.infer<typeof notifySettingsSchema>

/** The answer to `PUT /api/games/:id/notify`. */
export interface NotifySettingsAccepted {
  ok: true
  email: string | null
  webhook: string | null
  locale: 'en' | 'fr'
  /** A new webhook's signing secret (only when `webhook` was set by this request). */
  webhookSecret?: string
}
