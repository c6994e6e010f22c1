import { Hook } from './Hook'

/**
 * A hook whose taps all run in order for their effects: `(ctx) => void`.
 * Used for state setup, end-of-turn steps, phase starts and event reactions.
 */
export class SeriesHook<C> extends Hook<(ctx: C) => void> {
  readonly kind = 'series' as const

  /** Runs every tap in order. */
  call(ctx: C): void {
    const taps = this.running
    let i = 0
    try {
      for (; i < taps.length; i++) taps[i]!.fn(ctx)
    } catch (error) {
      this.rethrow(taps[i], error)
    }
  }
}
