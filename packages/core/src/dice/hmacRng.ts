/**
 * The cryptographic dice generator of server games (issue 16): every draw is a word of
 * HMAC-SHA-256 keyed with a secret 256-bit seed, so the dice a player sees reveal nothing about
 * the ones to come, and anyone given the seed at the end can recompute every die.
 *
 * Draw number `n` (from 0) is the big-endian uint32 word `n % 8` of
 * `HMAC-SHA-256(key bytes, block)`, where `block` is `floor(n / 8)` written as 8 big-endian bytes.
 * The state is plain JSON, `{ algo: 'hmac-sha256', key, n }`: the key and how many words were drawn.
 */

import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { hexToBytes } from '@noble/hashes/utils.js'
import { DiceError } from './DiceError'

/**
 * The state of the HMAC-SHA-256 generator, as stored in `GameState.rng`: plain JSON.
 *
 * Treat it as opaque and secret: whoever holds `key` knows every die of the game. Only
 * `nextUint32` / `nextInt` change it (in place, `n` by one per word drawn).
 *
 * @example `{ algo: 'hmac-sha256', key: '00…ff' (64 hex chars), n: 0 }`
 */
export interface HmacRngState {
  /** Algorithm tag. */
  algo: 'hmac-sha256'
  /** The secret 256-bit seed: 64 lowercase hexadecimal characters. */
  key: string
  /** Words drawn so far (a non-negative safe integer). */
  n: number
}

const KEY_PATTERN = /^[0-9a-f]{64}$/
const TWO_32 = 4294967296
/** Keys whose last block is remembered; the memo is cleared beyond that (it only saves work). */
const MEMO_KEYS = 64

/** The last block computed per key: a cache of a pure function, nothing observable. */
const memo = new Map<string, { block: number; words: Uint32Array }>()

/**
 * Whether `value` is a valid secret seed for the HMAC generator: 64 lowercase hex characters.
 *
 * @param value - anything
 */
export function isHmacKey(value: unknown): value is string {
  return typeof value === 'string' && KEY_PATTERN.test(value)
}

/**
 * A fresh HMAC-SHA-256 generator state for a secret seed.
 *
 * @param seed - 64 lowercase hex characters (the server makes them from 32 random bytes)
 * @throws DiceError `dice/invalid-argument` for anything else
 */
export function seedHmacRng(seed: unknown): HmacRngState {
  if (!isHmacKey(seed)) {
    throw new DiceError('dice/invalid-argument', 'An hmac-sha256 seed must be a string of 64 lowercase hexadecimal characters')
  }
  return { algo: 'hmac-sha256', key: seed, n: 0 }
}

/** The 8 words of block `block` under `key`. */
function blockWords(key: string, block: number): Uint32Array {
  const hit = memo.get(key)
  if (hit && hit.block === block) return hit.words
  const message = new Uint8Array(8)
  const view = new DataView(message.buffer)
  view.setUint32(0, Math.floor(block / TWO_32))
  view.setUint32(4, block >>> 0)
  const mac = hmac(sha256, hexToBytes(key), message)
  const macView = new DataView(mac.buffer, mac.byteOffset, mac.byteLength)
  const words = new Uint32Array(8)
  for (let i = 0; i < 8; i++) words[i] = macView.getUint32(i * 4)
  if (memo.size >= MEMO_KEYS && !memo.has(key)) memo.clear()
  memo.set(key, { block, words })
  return words
}

/**
 * Draws the next uint32 of an HMAC-SHA-256 generator and advances it IN PLACE.
 *
 * @param state - the generator state (mutated: `n` grows by one)
 * @returns an integer in `[0, 2^32)`
 * @throws DiceError `dice/invalid-argument` for a malformed key or count
 */
export function nextHmacUint32(state: HmacRngState): number {
  const n = state.n
  if (!isHmacKey(state.key) || !Number.isSafeInteger(n) || n < 0) {
    throw new DiceError('dice/invalid-argument', 'Malformed hmac-sha256 generator state (key must be 64 lowercase hex characters, n a non-negative integer)')
  }
  const word = blockWords(state.key, Math.floor(n / 8))[n % 8]!
  state.n = n + 1
  return word
}

/**
 * Checks that a value read from storage or the network is a usable {@link HmacRngState}.
 *
 * @param value - anything (typically parsed JSON)
 */
export function isHmacRngState(value: unknown): value is HmacRngState {
  if (typeof value !== 'object' || value === null) return false
  const v = value as { algo?: unknown; key?: unknown; n?: unknown }
  return v.algo === 'hmac-sha256' && isHmacKey(v.key) && Number.isSafeInteger(v.n) && (v.n as number) >= 0
}

