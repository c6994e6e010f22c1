import { z } from 'zod'

/**
 * A saved game (`hexes-save/1`): enough to rebuild it exactly, and to explain why it cannot be:
 * the scenario id and content hash, the plugins with their versions, the seed, the action log
 * and the hash of the final state.
 */
export const saveFileSchema = z.strictObject({
  format: z.literal('hexes-save/1'),
  scenario: z.strictObject({ id: z.string().min(1), hash: z.string().regex(/^[0-9a-f]{16}$/) }),
  plugins: z.array(z.strictObject({ id: z.string().min(1), version: z.string().min(1) })),
  seed: z.union([z.number().int(), z.string().max(200)]),
  /**
   * The dice generator (absent: `sfc32`, as in every save made before there was a choice). With
   * `hmac-sha256` the seed is the secret key, 64 lowercase hex characters.
   */
  rng: z.enum(['sfc32', 'hmac-sha256']).optional(),
  actions: z.array(z.record(z.string(), z.unknown())).max(1_000_000),
  /**
   * Scripted die faces the game used, for games created with `dice` (tests): the replay rolls
   * them instead of the seeded dice. Absent for real games.
   */
  dice: z.array(z.number().int().min(1).max(1000)).max(1_000_000).optional(),
  stateHash: z.string().regex(/^[0-9a-f]{16}$/),
  /** Free metadata (players, dates); not used to rebuild the game. */
  meta: z.record(z.string(), z.unknown()).optional(),
}).refine((f) => f.rng !== 'hmac-sha256' || (typeof f.seed === 'string' && /^[0-9a-f]{64}$/.test(f.seed)), {
  path: ['seed'],
  message: 'an hmac-sha256 seed is 64 lowercase hexadecimal characters',
})

/** A saved game. */
export type SaveFile = z.infer<typeof saveFileSchema>
