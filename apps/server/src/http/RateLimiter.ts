/** A token bucket's size: `burst` requests at once, refilled at `perSecond`. */
export interface BucketSpec {
  burst: number
  perSecond: number
}

/** The request rates the server accepts, per client address and per seat token. */
export interface RateLimits {
  perAddress: BucketSpec
  perToken: BucketSpec
}

/** Defaults: generous for people, tight for a script hammering one game. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  perAddress: { burst: 300, perSecond: 50 },
  perToken: { burst: 60, perSecond: 10 },
}

/** Most buckets kept: beyond it, the oldest are forgotten (a full bucket is the same as none). */
const MAX_BUCKETS = 50_000

/**
 * Token buckets by key (an address, a token's hash): {@link take} says whether one more request
 * fits. In memory, per process: with several processes each allows its own rate.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(private readonly spec: BucketSpec, private readonly clock: () => number = () => performance.now()) {}

  /** Takes one token for `key`; `false` when the bucket is empty (refuse the request). */
  take(key: string): boolean {
    const now = this.clock()
    const b = this.buckets.get(key) ?? { tokens: this.spec.burst, at: now }
    b.tokens = Math.min(this.spec.burst, b.tokens + ((now - b.at) / 1000) * this.spec.perSecond)
    b.at = now
    this.buckets.delete(key)
    if (b.tokens < 1) {
      this.buckets.set(key, b)
      return false
    }
    b.tokens -= 1
    this.buckets.set(key, b)
    if (this.buckets.size > MAX_BUCKETS) this.buckets.delete(this.buckets.keys().next().value!)
    return true
  }
}
