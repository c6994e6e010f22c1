import { createHash, randomBytes } from 'node:crypto'

/** The dice of a new server game: the secret seed, its generator and the public commitment. */
export interface GameDice {
  /** 64 lowercase hex characters (256 bits from node:crypto). Secret until the game is over. */
  seed: string
  rng: 'sfc32'
  commitment: string
}

/**
 * Draws the secret dice of a new game. The one place that picks the generator: until core's
 * `hmac-sha256` generator is available, the game plays sfc32 seeded from the secret's first 52 bits
 * (see {@link engineSeed}); the commitment is SHA-256 of `'hexes-seed-v1:' + seed`.
 */
export function newGameDice(): GameDice {
  const seed = randomBytes(32).toString('hex')
  return { seed, rng: 'sfc32', commitment: createHash('sha256').update(`hexes-seed-v1:${seed}`).digest('hex') }
}

/** The seed as the engine's generator takes it. */
export function engineSeed(seed: string, rng: string): number | string {
  return rng === 'sfc32' ? Number.parseInt(seed.slice(0, 13), 16) : seed
}
