import { z } from 'zod'
import { findUnsafeKeys } from '../util/safeJson'
import { zodIssues } from '../util/zodIssues'

const HEX16 = /^[0-9a-f]{16}$/
const HEX64 = /^[0-9a-f]{64}$/

/** Most actions a record may hold (as many as a save file). */
export const MAX_RECORD_ACTIONS = 1_000_000

/**
 * The published record of a finished game with secret dice (`hexes-game-record`, version 1):
 * everything anyone needs to check every die and every state. The server publishes `commitment`
 * (`commitSeed(seed)`) when the game starts and reveals `seed` when it ends; `verifyRecord`
 * replays the actions from the seed and checks each state hash.
 *
 * `actions[i].seq` is `i + 1`; `stateHash` is `hashState` of the state after the action, and
 * `startHash` that of the initial state (before any action). Hashes are 16 lowercase hex digits, the
 * seed and the commitment 64.
 */
export const gameRecordSchema = z.strictObject({
  format: z.literal('hexes-game-record'),
  version: z.literal(1),
  scenario: z.strictObject({ id: z.string().min(1).max(200), hash: z.string().regex(HEX16) }),
  plugins: z.array(z.strictObject({ id: z.string().min(1).max(200), version: z.string().min(1).max(100) })).max(200),
  rng: z.literal('hmac-sha256'),
  commitment: z.string().regex(HEX64),
  seed: z.string().regex(HEX64),
  startHash: z.string().regex(HEX16),
  actions: z
    .array(
      z.strictObject({
        seq: z.number().int().min(1),
        action: z.looseObject({ type: z.string().min(1).max(200), side: z.string().min(1).max(200) }),
        stateHash: z.string().regex(HEX16),
      }),
    )
    .max(MAX_RECORD_ACTIONS),
  /** Free metadata (players, dates, server); not checked. */
  meta: z.record(z.string(), z.unknown()).optional(),
})

/** A published game record: see {@link gameRecordSchema}. */
export type GameRecord = z.infer<typeof gameRecordSchema>

/**
 * Validates parsed JSON as a {@link GameRecord}: no unsafe key, the schema, and `seq` numbering the
 * actions 1, 2, 3… in order. Only the shape: {@link verifyRecord} checks the contents.
 *
 * @param value - anything (typically parsed JSON)
 * @returns the record, or the first problem with the path of the bad field (and its `seq` when a
 *   number is out of order)
 */
export function parseGameRecord(value: unknown): { ok: true; record: GameRecord } | { ok: false; code: 'record/invalid'; path: string; seq?: number; message: string } {
  const unsafe = findUnsafeKeys(value)
  if (unsafe.length) return { ok: false, code: 'record/invalid', path: unsafe[0]!.path, message: `${unsafe[0]!.path}: ${unsafe[0]!.message}` }
  const parsed = gameRecordSchema.safeParse(value)
  if (!parsed.success) {
    const issue = zodIssues(parsed.error, { code: 'record/invalid' })[0]!
    return { ok: false, code: 'record/invalid', path: issue.path, message: `${issue.path || '(record)'}: ${issue.message}` }
  }
  const actions = parsed.data.actions
  const i = actions.findIndex((a, index) => a.seq !== index + 1)
  if (i >= 0) return { ok: false, code: 'record/invalid', path: `actions[${i}].seq`, seq: i + 1, message: `actions[${i}] has seq ${actions[i]!.seq}, expected ${i + 1}` }
  return { ok: true, record: parsed.data }
}
