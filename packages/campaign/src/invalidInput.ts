import { findUnsafeKeys, zodIssues } from '@hexes/core'
import type { z } from 'zod'
import { refuse, type CampaignRejection } from './CampaignRejection'

/**
 * Checks untrusted input against a schema: prototype keys first (`__proto__`, `constructor`), then
 * the schema (unknown keys refused). Gives the parsed value, or a `camp/invalid` rejection naming
 * the first bad field under `prefix`.
 */
export function checkInput<T>(schema: z.ZodType<T>, input: unknown, prefix = ''): T | CampaignRejection {
  const unsafe = findUnsafeKeys(input, prefix)
  if (unsafe.length) return refuse('camp/invalid', unsafe[0]!.path, unsafe[0]!.message)
  const r = schema.safeParse(input)
  if (r.success) return r.data
  const first = zodIssues(r.error, { code: 'camp/invalid', prefix })[0]!
  return refuse('camp/invalid', first.path, first.message)
}
