import { describe, expect, it } from 'vitest'
import { MailTransport } from './MailTransport'
import { notifyTransportsFromEnv } from './notifyTransportsFromEnv'
import { WebhookTransport } from './WebhookTransport'

describe('server/notify notifyTransportsFromEnv', () => {
  it('gives webhooks only by default, mail too when an SMTP server is set', () => {
    const none = notifyTransportsFromEnv({})
    expect(none.mail).toBeUndefined()
    expect(none.webhook).toBeInstanceOf(WebhookTransport)
    const both = notifyTransportsFromEnv({ HEXES_SMTP_URL: 'smtp://mail.example.org:587', HEXES_MAIL_FROM: 'Hexes <hexes@example.org>', HEXES_WEBHOOKS: 'off' })
    expect(both.mail).toBeInstanceOf(MailTransport)
    expect(both.webhook).toBeUndefined()
    ;(both.mail as MailTransport).close()
  })

  it('names the variable at fault, without echoing the SMTP password', () => {
    expect(() => notifyTransportsFromEnv({ HEXES_SMTP_URL: 'smtp://mail.example.org' })).toThrow(/HEXES_MAIL_FROM is required/)
    expect(() => notifyTransportsFromEnv({ HEXES_SMTP_URL: 'imap://u:pa55word@mail.example.org', HEXES_MAIL_FROM: 'hexes@example.org' })).toThrow(/^HEXES_SMTP_URL or HEXES_MAIL_FROM: Bad mail settings.*at url/s)
    expect(() => notifyTransportsFromEnv({ HEXES_SMTP_URL: 'imap://u:pa55word@mail.example.org', HEXES_MAIL_FROM: 'hexes@example.org' })).not.toThrow(/pa55word/)
    expect(() => notifyTransportsFromEnv({ HEXES_WEBHOOKS: 'yes' })).toThrow(/HEXES_WEBHOOKS is "on" or "off"/)
    expect(() => notifyTransportsFromEnv({ HEXES_WEBHOOK_PRIVATE: 'yes' })).toThrow(/HEXES_WEBHOOK_PRIVATE is "allow" or "deny"/)
  })
})
