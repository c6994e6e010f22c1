// "It is your turn": notices and their words, the outbox that sends them only for committed
// actions, the mail and webhook transports, and the turn clock. See docs/server-notify.md.

// notices
export { noticeSchema, NOTICE_KINDS, NOTICE_LOCALES, MAX_NOTICE_TEXT } from './Notice'
export type { Notice, NoticeKind, NoticeLocale } from './Notice'
export { renderNotice } from './renderNotice'
export type { RenderedNotice } from './renderNotice'
export { noticeTexts } from './noticeTexts'
export type { NoticeLanguage, NoticeWords, NoticeFrame } from './noticeTexts'

// errors and logs
export { NotifyError, isNotifyError } from './NotifyError'
export { silentLogger, scrubSecrets, MAX_ERROR_TEXT } from './NotifyLogger'
export type { NotifyLogger } from './NotifyLogger'

// the outbox
export { createOutboxTable } from './OutboxTable'
export type { OutboxTable, OutboxDatabase, RecipientKind } from './OutboxTable'
export { enqueueNotices, outboxInputSchema, webhookUrlSchema, MAX_ENQUEUE } from './enqueueNotices'
export type { OutboxInput } from './enqueueNotices'
export { outboxPayloadSchema, MAX_WEBHOOK_SECRET } from './OutboxPayload'
export type { OutboxPayload } from './OutboxPayload'
export { OutboxDispatcher } from './OutboxDispatcher'
export type { OutboxDispatcherOptions, OutboxRetry, NoticeTransports, DispatchResult } from './OutboxDispatcher'
export { claimDueRows } from './claimDueRows'
export type { ClaimOptions } from './claimDueRows'
export { sqlDialectOf } from './sqlDialectOf'
export type { SqlDialectName } from './sqlDialectOf'
export { IntervalRunner } from './IntervalRunner'

// transports
export type { NoticeTransport, Delivery } from './NoticeTransport'
export { MailTransport, mailConfigSchema } from './MailTransport'
export type { MailConfig } from './MailTransport'
export { WebhookTransport } from './WebhookTransport'
export type { WebhookOptions } from './WebhookTransport'
export { signWebhookBody, verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from './signWebhookBody'
export { notifyTransportsFromEnv, NOTIFY_ENV } from './notifyTransportsFromEnv'

// the turn clock
// (the clock's schema is the protocol's: a game's clock is chosen in its creation request)
export { turnClockSchema } from '@hexes/protocol'
export type { TurnClock } from '@hexes/protocol'
export { clockStatus } from './clockStatus'
export type { ClockStatus } from './clockStatus'
export { ClockSweeper } from './ClockSweeper'
export type { ClockedGame, ClockSweeperHooks, SweepResult } from './ClockSweeper'
