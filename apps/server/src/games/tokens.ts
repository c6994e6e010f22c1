import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A new seat or spectator token: 32 random bytes, base64url (43 characters). Shown once, never stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The SHA-256 (hex) of a token: what the database stores. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Constant-time comparison of two token hashes (hex strings of the same length). */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y)
}

/** A new game id: 16 url-safe random characters (96 bits). */
export function newGameId(): string {
  return randomBytes(12).toString('base64url')
}
