import { z } from 'zod'
import { boundedJsonProblem, jsonPath } from './boundedJson'

/**
 * `POST /api/games/:id/actions`. `seq` is the sequence number this action will have (the number
 * of actions the client has seen, plus one): a stale or concurrent one is refused with
 * `server/stale-seq`. `key` is the client's idempotency key: the same key sent again (a retry after
 * a lost answer) gets the first answer back and changes nothing. The action may not carry `dice`
 * (`server/client-dice`): only the server rolls.
 */
export const submitActionRequestSchema = z.strictObject({
  seq: z.number().int().min(1).max(1_000_000),
  key: z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/),
  action: z
    .unknown()
    .superRefine((a, ctx) => {
      // On the raw value, before any parse copies it (a copy would drop `__proto__`).
      if (a !== null && typeof a === 'object' && Object.hasOwn(a, 'dice')) ctx.addIssue({ code: 'custom', message: 'client-supplied dice are refused: only the server rolls', path: ['dice'] })
      const p = boundedJsonProblem(a)
      if (p) ctx.addIssue({ code: 'custom', message: p.message, path: jsonPath(p.path) })
    })
    .pipe(z.looseObject({ type: z.string().min(1).max(64), side: z.string().min(1).max(64) })),
})
/** See {@link submitActionRequestSchema}. */
export type SubmitActionRequest = z.infer<typeof submitActionRequestSchema>

/** `POST /api/games/:id/chat`. */
export const chatRequestSchema = z.strictObject({ text: z.string().trim().min(1).max(1000) })
