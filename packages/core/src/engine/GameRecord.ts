import { z } from 'zod'

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
