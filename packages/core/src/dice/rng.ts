/**
 * The seeded PRNG behind every die in the game (catalogue GAP-X-01).
 *
 * Two generators, tagged by `algo`, share one contract (`nextUint32`, `nextInt`):
 * - `sfc32` (the default): Chris Doty-Humphrey's Small Fast Counting generator, 128-bit state, a
 *   counter word guaranteeing a period of at least 2^32, passes PractRand. Fast, but not
 *   cryptographic: its state can in principle be solved from enough observed rolls. All arithmetic
 *   is 32-bit integer math (`Math.imul`, `| 0`, `>>> 0`): no floats, no platform dependence.
 * - `hmac-sha256` (server games, issue 16): each word is drawn from HMAC-SHA-256 keyed with a secret
 *   256-bit seed (see `hmacRng.ts`), so observed rolls reveal nothing about the next ones.
 *
 * Either state is plain JSON stored in `GameState.rng`, so `seed + action log` replays a game bit for
 * bit in Node and in the browser.
 */

import { DiceError } from './DiceError'
import { isHmacRngState, nextHmacUint32, seedHmacRng, type HmacRngState } from './hmacRng'

/** The dice generators a game can use: `sfc32` (default) or `hmac-sha256` (secret-seeded). */
export type RngAlgo = 'sfc32' | 'hmac-sha256'

/** The generators, for validation and option lists. */
export const RNG_ALGOS: readonly RngAlgo[] = ['sfc32', 'hmac-sha256']

/**
 * The PRNG state as stored in the game state: plain JSON, either generator.
 *
 * Treat it as opaque: only {@link nextUint32} and {@link nextInt} change it (in place).
 *
 * @example `{ algo: 'sfc32', s: [2914197226, 1553217880, 3542353446, 1380178617] }`
 */
export type RngState = Sfc32State | HmacRngState

export type { HmacRngState }

/**
 * The sfc32 generator's state: four uint32 words.
 *
 * @example `{ algo: 'sfc32', s: [2914197226, 1553217880, 3542353446, 1380178617] }`
 */
export interface Sfc32State {
  /** Algorithm tag, so that a stored game can be recognised and migrated. */
  algo: 'sfc32'
  /** The words `a, b, c, counter`, each an integer in `[0, 2^32)`. */
  s: [number, number, number, number]
}

const TWO_32 = 4294967296

/** Rounds of output discarded after seeding, so similar seeds diverge fully. */
const WARM_UP = 12

/** MurmurHash3's 32-bit finaliser: a bijective avalanche on uint32. */
function fmix32(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

function rotl(x: number, r: number): number {
  return (x << r) | (x >>> (32 - r))
}

/** Four words from a safe integer: distinct integers give distinct words `a, b`. */
function wordsFromNumber(seed: number): [number, number, number, number] {
  if (!Number.isSafeInteger(seed)) {
    throw new DiceError('dice/invalid-argument', `Numeric seed must be a safe integer, got ${seed}`)
  }
  const lo = ((seed % TWO_32) + TWO_32) % TWO_32
  const hi = ((Math.floor(seed / TWO_32) % TWO_32) + TWO_32) % TWO_32
  return [
    fmix32(lo ^ 0x243f6a88),
    fmix32(hi ^ 0x85a308d3),
    fmix32((lo ^ 0x13198a2e) + Math.imul(hi, 0x03707345)),
    1,
  ]
}

/** Four words from a string: a 4-lane multiplicative hash of its UTF-16 code units. */
function wordsFromString(seed: string): [number, number, number, number] {
  let h1 = 0x9e3779b9
  let h2 = 0x7f4a7c15
  let h3 = 0xf39cc060
  let h4 = 0x5ced1a13
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i)
    h1 = rotl(Math.imul(h1 ^ k, 0x01000193), 13)
    h2 = rotl(Math.imul(h2 ^ k, 0x5bd1e995), 17)
    h3 = rotl(Math.imul(h3 ^ k, 0x2c1b3c6d), 19)
    h4 = rotl(Math.imul(h4 ^ k, 0x297a2d39), 23)
  }
  h1 = fmix32(h1 ^ seed.length)
  h2 = fmix32(h2 ^ h1)
  h3 = fmix32(h3 ^ h2)
  h4 = fmix32(h4 ^ h3)
  return [fmix32(h1 ^ h4), h2, h3, h4]
}

/**
 * Creates the PRNG state for a new game.
 *
 * For `sfc32` (the default), numbers must be safe integers (negative allowed); strings are hashed
 * deterministically from their UTF-16 code units, so the same string gives the same game everywhere.
 * For `hmac-sha256`, the seed is the secret key itself: 64 lowercase hex characters (256 bits, made
 * by the server from a cryptographic random source), and the state starts at draw 0.
 *
 * @param seed - a safe integer or any string (`'hastings-1066'`); for `hmac-sha256`, 64 hex chars
 * @param algo - the generator (default `sfc32`)
 * @returns a fresh state, to store in `GameState.rng`
 * @throws DiceError `dice/invalid-argument` for a non-integer or unsafe numeric seed, an hmac seed
 *   that is not 64 lowercase hex characters, or an unknown algorithm
 * @example
 * ```ts
 * const rng = seedRng('hastings-1066')
 * nextInt(rng, 6) + 1 // a d6 roll; `rng` has advanced
 * const secret = seedRng('9f'.repeat(32), 'hmac-sha256') // { algo: 'hmac-sha256', key, n: 0 }
 * ```
 */
export function seedRng(seed: number | string, algo: RngAlgo = 'sfc32'): RngState {
  if (algo === 'hmac-sha256') return seedHmacRng(seed)
  if (algo !== 'sfc32') throw new DiceError('dice/invalid-argument', `Unknown PRNG algorithm "${String(algo)}"`)
  const words = typeof seed === 'number' ? wordsFromNumber(seed) : wordsFromString(String(seed))
  const state: Sfc32State = { algo: 'sfc32', s: words }
  for (let i = 0; i < WARM_UP; i++) nextUint32(state)
  return state
}

/**
 * Advances the state IN PLACE and returns the next uniform 32-bit unsigned integer.
 *
 * The engine passes the draft game state it owns; nothing else may hold a copy it expects to stay
 * in sync. Works for both generators.
 *
 * @param state - the PRNG state to advance (mutated)
 * @returns an integer in `[0, 2^32)`
 */
export function nextUint32(state: RngState): number {
  if (state.algo === 'hmac-sha256') return nextHmacUint32(state)
  if (state.algo !== 'sfc32') {
    throw new DiceError('dice/invalid-argument', `Unknown PRNG algorithm "${String((state as { algo: unknown }).algo)}"`)
  }
  const s = state.s
  const a = s[0] | 0
  const b = s[1] | 0
  const c = s[2] | 0
  const d = s[3] | 0
  const t = (((a + b) | 0) + d) | 0
  s[0] = (b ^ (b >>> 9)) >>> 0
  s[1] = (c + (c << 3)) >>> 0
  s[2] = (rotl(c, 21) + t) >>> 0
  s[3] = (d + 1) >>> 0
  return t >>> 0
}

/**
 * Advances the state and returns a uniform integer in `[0, n)`, without modulo bias.
 *
 * Draws below the largest multiple of `n` that fits in 2^32 are accepted, others are redrawn
 * (rejection sampling), so every result has probability exactly `1/n`. For `n = 6` a redraw
 * happens with probability 4/2^32.
 *
 * @param state - the PRNG state to advance (mutated; at least one step)
 * @param n - number of outcomes, an integer in `[1, 2^32]`
 * @throws DiceError `dice/invalid-argument` when `n` is out of range
 * @example `nextInt(rng, 6) + 1` rolls a d6.
 */
export function nextInt(state: RngState, n: number): number {
  if (!(n >= 1 && n <= TWO_32 && Math.floor(n) === n)) {
    throw new DiceError('dice/invalid-argument', `nextInt bound must be an integer in [1, 2^32], got ${n}`)
  }
  const limit = TWO_32 - (TWO_32 % n)
  let x = nextUint32(state)
  while (x >= limit) x = nextUint32(state)
  return x % n
}

/**
 * Checks that a value read from storage or the network is a usable {@link RngState}.
 *
 * @param value - anything (typically parsed JSON)
 * @returns `true` when it is an sfc32 state of four uint32 words, or an hmac-sha256 state (a
 *   64-hex-char key and a non-negative integer count)
 */
export function isRngState(value: unknown): value is RngState {
  if (typeof value !== 'object' || value === null) return false
  if (isHmacRngState(value)) return true
  const v = value as { algo?: unknown; s?: unknown }
  return (
    v.algo === 'sfc32' &&
    Array.isArray(v.s) &&
    v.s.length === 4 &&
    v.s.every((w) => Number.isInteger(w) && w >= 0 && w < TWO_32)
  )
}
