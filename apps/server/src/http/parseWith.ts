import type { z } from 'zod'
import { refuse, type Refused } from '../games/refusal'

/** `a.b[2]` from zod path segments. */
export function pathOf(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((acc, s) => (typeof s === 'number' ? `${acc}[${s}]` : acc ? `${acc}.${String(s)}` : String(s)), '')
}

/**
 * Parses a request body or message with a protocol schema; a mismatch is a `server/bad-request`
 * naming the first bad field (a `dice` field on an action is `server/client-dice`).
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): { ok: true; data: z.output<S> } | Refused {
  const r = schema.safeParse(value)
  if (r.success) return { ok: true, data: r.data }
  const issue = r.error.issues[0]!
  const path = pathOf(issue.path)
  if (path === 'action.dice') return refuse('server/client-dice', 'client-supplied dice are refused: only the server rolls', path)
  return refuse('server/bad-request', `${path || 'body'}: ${issue.message}`, path)
}
