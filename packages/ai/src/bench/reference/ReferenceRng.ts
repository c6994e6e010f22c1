/**
 * The reference engine's PRNG: mulberry32, one 32-bit word of state advanced in place. Seeded,
 * allocation-free, and used for both the random policy and the dice of a reference playout.
 */
export class ReferenceRng {
  private s: number

  constructor(seed: number) {
    this.s = seed >>> 0
  }

  /** Restarts the stream from `seed`. */
  seed(seed: number): void {
    this.s = seed >>> 0
  }

  /** A uniform float in [0, 1). */
  next01(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0)
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next01() * n)
  }

  /** One d6, 1..6. */
  d6(): number {
    return 1 + this.int(6)
  }

  /** Shuffles the first `n` entries of `a` in place (Fisher-Yates). */
  shuffle(a: Int16Array | Int32Array, n: number): void {
    for (let i = n - 1; i > 0; i--) {
      const j = this.int(i + 1)
      const t = a[i]!
      a[i] = a[j]!
      a[j] = t
    }
  }
}
