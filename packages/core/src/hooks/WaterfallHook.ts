import { Hook } from './Hook'

/**
 * A hook whose taps transform a value in turn: `(value, ctx) => newValue | undefined`.
 * `undefined` keeps the value unchanged. Used for movement cost, movement allowance, phase lists.
 */
export class WaterfallHook<T, C> extends Hook<(value: T, ctx: C) => T | undefined> {
  readonly kind = 'waterfall' as const

  /** Runs every tap in order, threading the value through. */
  call(value: T, ctx: C): T {
    const taps = this.running
    let v = value
    let i = 0
    try {
      for (; i < taps.length; i++) {
        const next = taps[i]!.fn(v, ctx)
        if (next !== undefined) v = next
      }
    } catch (error) {
      this.rethrow(taps[i], error)
    }
    return v
  }
}
