/**
 * Where notification parts write what they do: the pino shape (`log.info(fields, message)`), so
 * the server passes fastify's logger as it is. Fields never hold a seat link, a recipient
 * address, a webhook URL or a secret.
 */
export interface NotifyLogger {
  info(fields: Record<string, unknown>, message: string): void
  warn(fields: Record<string, unknown>, message: string): void
  error(fields: Record<string, unknown>, message: string): void
}

/** A logger that writes nothing (the default). */
export const silentLogger: NotifyLogger = { info() {}, warn() {}, error() {} }

/** Longest error text kept in a log line or in `outbox.last_error`. */
export const MAX_ERROR_TEXT = 500

/**
 * An error's message with every secret in `secrets` (seat link, recipient, webhook secret) and
 * its URL-encoded form replaced by `[hidden]`, cut to {@link MAX_ERROR_TEXT} characters: safe to
 * log and to store.
 */
export function scrubSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  let out = text
  for (const secret of secrets) {
    if (secret === undefined || secret.length < 4) continue
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join('[hidden]')
  }
  return out.length > MAX_ERROR_TEXT ? `${out.slice(0, MAX_ERROR_TEXT)}…` : out
}
