import type { NotifyLogger } from '../notify/NotifyLogger'

/** A logger that keeps every line (level, fields and message as one JSON string) for a test to read. */
export function captureLogger(): NotifyLogger & { lines: string[] } {
  const lines: string[] = []
  const keep = (level: string) => (fields: Record<string, unknown>, message: string) => {
    lines.push(JSON.stringify({ level, ...fields, message }))
  }
  return { lines, info: keep('info'), warn: keep('warn'), error: keep('error') }
}
