import { Hook } from './Hook'

/**
 * A hook whose taps contribute items, concatenated in tap order: `(ctx) => item | item[] | undefined`.
 * Used for combat modifiers, victory results, scenario checks and invariants.
 */
export class CollectHook<T, C> extends Hook<(ctx: C) => T | readonly T[] | undefined> {
  readonly kind = 'collect' as const

  /** Runs every tap and returns all contributions in order. */
  call(ctx: C): T[] {
    const taps = this.running
    const out: T[] = []
    let i = 0
    try {
      for (; i < taps.length; i++) {
        const r = taps[i]!.fn(ctx)
        if (r === undefined) continue
        if (Array.isArray(r)) for (const x of r as readonly T[]) out.push(x)
        else out.push(r as T)
      }
    } catch (error) {
      this.rethrow(taps[i], error)
    }
    return out
  }
}
