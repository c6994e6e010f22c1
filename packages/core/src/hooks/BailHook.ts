import { Hook } from './Hook'

/**
 * A hook whose first answering tap wins: `(ctx) => answer | undefined`.
 * Used for vetoes (a returned `Rejection` forbids the action) and overrides (line of sight).
 * A hook that only one plugin may answer is an `ExclusiveHook` instead.
 */
export class BailHook<R, C> extends Hook<(ctx: C) => R | undefined> {
  readonly kind = 'bail' as const

  /** Returns the first answer, or `undefined` when no tap answers. */
  call(ctx: C): R | undefined {
    const taps = this.running
    let i = 0
    try {
      for (; i < taps.length; i++) {
        const r = taps[i]!.fn(ctx)
        if (r !== undefined) return r
      }
    } catch (error) {
      this.rethrow(taps[i], error)
    }
    return undefined
  }
}
