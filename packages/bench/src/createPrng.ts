/**
 * A tiny seeded PRNG for generating benchmark fixtures (mulberry32): no `Math.random`, so every
 * run measures exactly the same maps and queries.
 *
 * @returns `next(n)`: a uniform-enough integer in `0 .. n - 1` (fixture generation only, not dice).
 */
export function createPrng(seed: number): (n: number) => number {
  let a = seed >>> 0
  return (n: number): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) % n
  }
}
