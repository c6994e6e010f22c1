import { z } from 'zod'

/** The kinds of notice a player can get: their turn, a clock reminder, a timeout, the end, a chat line. */
export const NOTICE_KINDS = ['your-turn', 'reminder', 'timeout', 'game-over', 'chat'] as const

/** The languages a notice is written in. */
export const NOTICE_LOCALES = ['en', 'fr'] as const

/** Longest chat line a notice carries (characters). */
export const MAX_NOTICE_TEXT = 2000

const shortText = z.string().min(1).max(200)

/**
 * What a notice says, as plain JSON (it is stored in the outbox and read back, so it is checked
 * with this schema both ways). `link` is the seat's own private link: it goes into the message
 * for its player and nowhere else (never into a log line).
 */
export const noticeSchema = z.strictObject({
  kind: z.enum(NOTICE_KINDS),
  gameId: shortText,
  seq: z.number().int().min(0),
  side: shortText,
  sideName: shortText,
  scenarioName: shortText,
  turn: z.number().int().min(0),
  link: z.url({ protocol: /^https?$/ }).max(2000),
  deadline: z.iso.datetime().optional(),
  text: z.string().min(1).max(MAX_NOTICE_TEXT).optional(),
  locale: z.enum(NOTICE_LOCALES),
})

/**
 * One thing to tell one player: whose game, which side, which turn, the seat's link to come back
 * (`link`), the clock's `deadline` (ISO date) for reminders and turns under a clock, the chat
 * line (`text`) for `chat`, and the player's language.
 */
export type Notice = z.infer<typeof noticeSchema>

/** A notice kind. */
export type NoticeKind = Notice['kind']

/** A language a notice is written in. */
export type NoticeLocale = Notice['locale']
