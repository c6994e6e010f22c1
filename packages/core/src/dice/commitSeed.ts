import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/** Domain prefix of {@link commitSeed}, so the commitment is not a bare hash of the seed. */
const PREFIX = 'hexes-seed-v1:'

/**
 * The public commitment to a game's secret dice seed: the lowercase hex SHA-256 of the UTF-8
 * string `'hexes-seed-v1:' + seed`. A server publishes it when the game starts and reveals the
 * seed when it ends; anyone can then check `commitSeed(seed) === commitment` (and replay every die
 * with {@link verifyRecord}).
 *
 * @param seed - the secret seed (for server games, 64 lowercase hex characters)
 * @returns 64 lowercase hex characters
 * @example commitSeed('00'.repeat(32)) // '…' (64 hex chars)
 */
export function commitSeed(seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(PREFIX + seed)))
}
