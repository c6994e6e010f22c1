import { commitSeed } from '@hexes/core'
import { randomBytes } from 'node:crypto'

/** The dice of a new server game: the secret seed, its generator and the public commitment. */
export interface GameDice {
  /** 64 lowercase hex characters (256 bits from node:crypto). Secret until the game is over. */
  seed: string
  rng: 'hmac-sha256'
  /** Core's `commitSeed(seed)`, published when the game starts. */
  commitment: string
}

/**
 * Draws the secret dice of a new game: 256 random bits, played through core's `hmac-sha256`
 * generator (each roll a keyed hash of the seed, so observed dice tell nothing of the ones to come).
 */
export function newGameDice(): GameDice {
  const seed = randomBytes(32).toString('hex')
  return { seed, rng: 'hmac-sha256', commitment: commitSeed(seed) }
}

