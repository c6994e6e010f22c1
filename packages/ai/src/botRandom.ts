import { nextInt, nextUint32, type RngState } from '@hexes/core'

/**
 * Small helpers over a bot's own PRNG state (core's sfc32 `RngState`, advanced in place).
 * Never pass the game state's `rng` here: that stream is the game's dice.
 */

/** A uniform float in [0, 1). */
export function random01(rng: RngState): number {
  return nextUint32(rng) / 4294967296
}

/** A uniform element of a non-empty array. */
export function pickOne<T>(rng: RngState, items: readonly T[]): T {
  return items[nextInt(rng, items.length)]!
}

/** Shuffles `items` in place (Fisher-Yates) and returns it. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1)
    const t = items[i]!
    items[i] = items[j]!
    items[j] = t
  }
  return items
}
