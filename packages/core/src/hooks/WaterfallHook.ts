import { Hook } from './Hook'

/**
 * A hook whose taps transform a value in turn: `(value, ctx) => newValue | undefined`.
 * `undefined` keeps the value unchanged. Used for movement cost, movement allowance, phase lists.
 */
export class WaterfallHook<T, C> extends Hook<(value: T, ctx: C) => T | undefined> {
  readonly kind = 'waterfall' as const

  /** Runs every tap in order, threading the value through. */
  call(value: T, ctx: C): T {
    let v = value
    for (const tap of this.running) {
      const next = this.guard(tap, () => tap.fn(v, ctx))
      if (next !== undefined) v = next
    }
    return v
  }
}
