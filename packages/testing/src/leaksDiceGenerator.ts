import type { RngState } from '@hexes/core'

/**
 * Whether a document sent to a client holds the game's dice generator anywhere: an `rng` key, or
 * for sfc32 one of the generator's state words as a number (words below 100,000 are too common to
 * tell), for hmac-sha256 the secret key or any 16-character quarter of it (in either case). The
 * check of `viewFor` and of anything a server sends to a seat: a player must never be able to
 * predict a die before it is rolled.
 *
 * @example expect(leaksDiceGenerator(viewFor(rules, state, 'a'), state.rng)).toBe(false)
 */
export function leaksDiceGenerator(doc: unknown, rng: RngState): boolean {
  const json = JSON.stringify(doc)
  if (/"rng"\s*:/.test(json)) return true
  if (rng.algo === 'hmac-sha256') {
    const text = json.toLowerCase()
    return [0, 16, 32, 48].some((i) => text.includes(rng.key.slice(i, i + 16)))
  }
  return rng.s.some((w) => w >= 100_000 && new RegExp(`(^|[^0-9])${w}([^0-9]|$)`).test(json))
}
