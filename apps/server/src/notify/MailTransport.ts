import nodemailer, { type Transporter } from 'nodemailer'
import { z } from 'zod'
import type { Delivery, NoticeTransport } from './NoticeTransport'
import { NotifyError } from './NotifyError'
import { renderNotice } from './renderNotice'

/** SMTP settings: `url` (`smtp://user:pass@host:587`, `smtps://host:465`) and the `from` address. */
export const mailConfigSchema = z.strictObject({
  url: z
    .string()
    .max(2000)
    .regex(/^smtps?:\/\/[^\s]+$/, 'expected an smtp:// or smtps:// URL'),
  from: z.string().min(3).max(320),
})

/** SMTP settings of a {@link MailTransport}. */
export type MailConfig = z.infer<typeof mailConfigSchema>

/** How long the SMTP server may take to answer (ms). */
const SMTP_TIMEOUT_MS = 10_000

/**
 * Sends notices by e-mail through an SMTP server (nodemailer): a plain-text message in the
 * notice's language ({@link renderNotice}), with the seat link in the body. An SMTP 5xx answer
 * (no such mailbox) is a permanent failure (`notify/mail-rejected`); anything else
 * (`notify/mail-failed`: server down, 4xx) is tried again by the outbox.
 *
 * @throws NotifyError `notify/bad-config` when `config` is not valid, naming the bad field
 */
export class MailTransport implements NoticeTransport {
  private readonly transporter: Transporter
  private readonly from: string

  constructor(config: MailConfig) {
    const parsed = mailConfigSchema.safeParse(config)
    if (!parsed.success) throw new NotifyError('notify/bad-config', `Bad mail settings: ${z.prettifyError(parsed.error)}`, { permanent: true })
    this.from = parsed.data.from
    this.transporter = nodemailer.createTransport({
      url: parsed.data.url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    })
  }

  async send(delivery: Delivery): Promise<void> {
    const { subject, text } = renderNotice(delivery.notice)
    try {
      await this.transporter.sendMail({ from: this.from, to: delivery.recipient, subject, text })
    } catch (error) {
      const responseCode = (error as { responseCode?: unknown }).responseCode
      const rejected = typeof responseCode === 'number' && responseCode >= 500
      const message = error instanceof Error ? error.message : String(error)
      throw new NotifyError(rejected ? 'notify/mail-rejected' : 'notify/mail-failed', `mail not sent: ${message}`, { permanent: rejected, cause: error })
    }
  }

  /** Closes the SMTP connections. */
  close(): void {
    this.transporter.close()
  }
}
