import type { RngState } from '@hexes/core'

/**
 * Whether a document sent to a client holds the game's dice generator anywhere: an `rng` key, or
 * one of the generator's state words as a number (words below 100,000 are too common to tell).
 * The check of `viewFor` and of anything a server sends to a seat: a player must never be able to
 * predict a die before it is rolled.
 *
 * @example expect(leaksDiceGenerator(viewFor(rules, state, 'a'), state.rng)).toBe(false)
 */
export function leaksDiceGenerator(doc: unknown, rng: RngState): boolean {
  const json = JSON.stringify(doc)
  if (/"rng"\s*:/.test(json)) return true
  return rng.s.some((w) => w >= 100_000 && new RegExp(`(^|[^0-9])${w}([^0-9]|$)`).test(json))
}
