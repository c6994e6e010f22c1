import type { Delivery, NoticeTransport } from './NoticeTransport'
import { NotifyError } from './NotifyError'
import { renderNotice } from './renderNotice'
import { signWebhookBody, WEBHOOK_SIGNATURE_HEADER } from './signWebhookBody'

/** Settings of a {@link WebhookTransport}. */
export interface WebhookOptions {
  /** How long the webhook may take to answer (ms, default 5000). */
  timeoutMs?: number
  /** Largest body sent (bytes, default 16 KiB). */
  maxBodyBytes?: number
}

/** Discord refuses a `content` longer than this. */
const DISCORD_CONTENT_MAX = 2000

/**
 * Sends notices to chat webhooks: an HTTP POST of `{ text, content, notice }` JSON, so Slack and
 * Mattermost (which read `text`) and Discord (`content`) show the same words, and other tools get
 * the notice itself. The body is signed with the game's secret ({@link signWebhookBody}, header
 * `X-Hexes-Signature`). Only http and https URLs; redirects are not followed (a 3xx is a
 * permanent failure); the answer's body is never read.
 *
 * Failures: `notify/webhook-url`, `notify/webhook-body`, `notify/webhook-redirect` and 4xx
 * answers (`notify/webhook-status`) are permanent; a timeout (`notify/webhook-timeout`), an
 * unreachable host (`notify/webhook-unreachable`), 408, 429 and 5xx are tried again.
 */
export class WebhookTransport implements NoticeTransport {
  private readonly timeoutMs: number
  private readonly maxBodyBytes: number

  constructor(options: WebhookOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 5000
    this.maxBodyBytes = options.maxBodyBytes ?? 16 * 1024
  }

  async send(delivery: Delivery): Promise<void> {
    const url = webhookUrl(delivery.recipient)
    if (delivery.secret === undefined) throw new NotifyError('notify/webhook-secret', 'a webhook needs the game secret to sign its body', { permanent: true })
    const { subject, text } = renderNotice(delivery.notice)
    const words = `${subject}\n\n${text}`
    const body = JSON.stringify({ text: words, content: words.slice(0, DISCORD_CONTENT_MAX), notice: delivery.notice })
    if (Buffer.byteLength(body, 'utf8') > this.maxBodyBytes) {
      throw new NotifyError('notify/webhook-body', `the webhook body would be over ${this.maxBodyBytes} bytes`, { permanent: true })
    }
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Hexes', [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(delivery.secret, body) },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (error) {
      const timedOut = (error as { name?: unknown }).name === 'TimeoutError'
      throw new NotifyError(timedOut ? 'notify/webhook-timeout' : 'notify/webhook-unreachable', timedOut ? `the webhook did not answer within ${this.timeoutMs} ms` : 'the webhook could not be reached', { cause: error })
    }
    await response.body?.cancel().catch(() => undefined)
    checkStatus(response.status)
  }
}

function webhookUrl(recipient: string): URL {
  let url: URL
  try {
    url = new URL(recipient)
  } catch {
    throw new NotifyError('notify/webhook-url', 'the webhook address is not a URL', { permanent: true })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new NotifyError('notify/webhook-url', `webhooks are http or https, not ${url.protocol}`, { permanent: true })
  return url
}

function checkStatus(status: number): void {
  if (status >= 200 && status < 300) return
  if (status >= 300 && status < 400) throw new NotifyError('notify/webhook-redirect', `the webhook answered ${status} (redirects are not followed)`, { permanent: true })
  const retry = status === 408 || status === 429 || status >= 500
  throw new NotifyError('notify/webhook-status', `the webhook answered ${status}`, { permanent: !retry })
}
