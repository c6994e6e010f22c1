import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header that carries a webhook body's signature. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Hexes-Signature'

/**
 * The signature of a webhook body: `sha256=` and the hex HMAC-SHA-256 of the exact body bytes
 * with the game's webhook secret, as sent in the {@link WEBHOOK_SIGNATURE_HEADER} header.
 */
export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`
}

/**
 * True when `header` is the signature of `body` with `secret` (compared in constant time): what
 * a webhook receiver checks before it trusts a notice.
 */
export function verifyWebhookSignature(secret: string, body: string, header: string | undefined): boolean {
  if (header === undefined) return false
  const expected = Buffer.from(signWebhookBody(secret, body), 'utf8')
  const given = Buffer.from(header, 'utf8')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
