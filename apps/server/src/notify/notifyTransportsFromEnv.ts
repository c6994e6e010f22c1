import { MailTransport } from './MailTransport'
import { NotifyError } from './NotifyError'
import type { NoticeTransports } from './OutboxDispatcher'
import { WebhookTransport } from './WebhookTransport'

/** The environment variables that configure notifications (see docs/server-notify.md). */
export const NOTIFY_ENV = {
  smtpUrl: 'HEXES_SMTP_URL',
  mailFrom: 'HEXES_MAIL_FROM',
  webhooks: 'HEXES_WEBHOOKS',
  webhookPrivate: 'HEXES_WEBHOOK_PRIVATE',
} as const

/**
 * The transports the environment asks for: mail when `HEXES_SMTP_URL` is set (then
 * `HEXES_MAIL_FROM` is required), webhooks unless `HEXES_WEBHOOKS=off`; webhooks to loopback and
 * private addresses only with `HEXES_WEBHOOK_PRIVATE=allow`.
 *
 * @throws NotifyError `notify/bad-config` naming the variable at fault
 */
export function notifyTransportsFromEnv(env: Readonly<Record<string, string | undefined>>): NoticeTransports {
  const transports: NoticeTransports = {}
  const url = env[NOTIFY_ENV.smtpUrl]?.trim()
  const from = env[NOTIFY_ENV.mailFrom]?.trim()
  if (url) {
    if (!from) throw new NotifyError('notify/bad-config', `${NOTIFY_ENV.mailFrom} is required when ${NOTIFY_ENV.smtpUrl} is set (the sender of notices, e.g. "Hexes <hexes@example.org>").`, { permanent: true })
    try {
      transports.mail = new MailTransport({ url, from })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      throw new NotifyError('notify/bad-config', `${NOTIFY_ENV.smtpUrl} or ${NOTIFY_ENV.mailFrom}: ${message.replace(url, '[hidden]')}`, { permanent: true })
    }
  }
  const webhooks = (env[NOTIFY_ENV.webhooks] ?? 'on').trim()
  if (webhooks !== 'on' && webhooks !== 'off') throw new NotifyError('notify/bad-config', `${NOTIFY_ENV.webhooks} is "on" or "off", not "${webhooks.slice(0, 20)}".`, { permanent: true })
  const priv = (env[NOTIFY_ENV.webhookPrivate] ?? 'deny').trim()
  if (priv !== 'allow' && priv !== 'deny') throw new NotifyError('notify/bad-config', `${NOTIFY_ENV.webhookPrivate} is "allow" or "deny", not "${priv.slice(0, 20)}".`, { permanent: true })
  if (webhooks === 'on') transports.webhook = new WebhookTransport({ allowPrivate: priv === 'allow' })
  return transports
}
