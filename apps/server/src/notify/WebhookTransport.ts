import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'
import type { Delivery, NoticeTransport } from './NoticeTransport'
import { NotifyError } from './NotifyError'
import { isPrivateAddress } from './privateAddress'
import { renderNotice } from './renderNotice'
import { signWebhookBody, WEBHOOK_SIGNATURE_HEADER } from './signWebhookBody'

/** Settings of a {@link WebhookTransport}. */
export interface WebhookOptions {
  /** How long the webhook may take to answer (ms, default 5000). */
  timeoutMs?: number
  /** Largest body sent (bytes, default 16 KiB). */
  maxBodyBytes?: number
  /**
   * Let webhooks reach loopback and private addresses (a chat server on the LAN; tests). Off by
   * default: a player's webhook URL must not make the server post to its own network.
   */
  allowPrivate?: boolean
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
 * A URL whose host is, or resolves to, a loopback or private address is refused
 * (`notify/webhook-private`, permanent) unless `allowPrivate`: the address is checked where the
 * connection is made (the socket's own DNS lookup), so a name that resolves differently the
 * second time cannot slip through.
 */
export class WebhookTransport implements NoticeTransport {
  private readonly timeoutMs: number
  private readonly maxBodyBytes: number
  private readonly allowPrivate: boolean

  constructor(options: WebhookOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 5000
    this.maxBodyBytes = options.maxBodyBytes ?? 16 * 1024
    this.allowPrivate = options.allowPrivate ?? false
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
    const headers = { 'content-type': 'application/json', 'user-agent': 'Hexes', [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(delivery.secret, body) }
    const status = await post(url, headers, body, this.timeoutMs, this.allowPrivate)
    checkStatus(status)
  }
}

/** Thrown by the guarded lookup: the host resolves to an address webhooks may not reach. */
class PrivateAddress extends Error {}

/** A DNS lookup that fails when any address of the name is private (see {@link isPrivateAddress}). */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4)
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) return callback(new PrivateAddress(hostname), '', 4)
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
    callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}

/** POSTs `body` and resolves with the answer's status (its body is never read). */
function post(url: URL, headers: Record<string, string>, body: string, timeoutMs: number, allowPrivate: boolean): Promise<number> {
  if (!allowPrivate && isIPLiteral(url.hostname) && isPrivateAddress(url.hostname)) return Promise.reject(privateError())
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body, 'utf8')) }, timeout: timeoutMs, ...(allowPrivate ? {} : { lookup: guardedLookup }) }, (res: IncomingMessage) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    const timer = setTimeout(() => req.destroy(new NotifyError('notify/webhook-timeout', `the webhook did not answer within ${timeoutMs} ms`)), timeoutMs)
    req.on('timeout', () => req.destroy(new NotifyError('notify/webhook-timeout', `the webhook did not answer within ${timeoutMs} ms`)))
    req.on('close', () => clearTimeout(timer))
    req.on('error', (error) => {
      clearTimeout(timer)
      if (error instanceof NotifyError) reject(error)
      else if (error instanceof PrivateAddress || (error as { cause?: unknown }).cause instanceof PrivateAddress) reject(privateError())
      else reject(new NotifyError('notify/webhook-unreachable', 'the webhook could not be reached', { cause: error }))
    })
    req.end(body)
  })
}

const privateError = () => new NotifyError('notify/webhook-private', 'the webhook address is a loopback or private network address, which this server does not post to', { permanent: true })

const isIPLiteral = (host: string) => /^\[.*\]$/.test(host) || /^\d+\.\d+\.\d+\.\d+$/.test(host)

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
