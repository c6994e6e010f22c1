import { Hook } from './Hook'

/**
 * A hook whose taps contribute items, concatenated in tap order: `(ctx) => item | item[] | undefined`.
 * Used for combat modifiers, victory results, scenario checks and invariants.
 */
export class CollectHook<T, C> extends Hook<(ctx: C) => T | readonly T[] | undefined> {
  readonly kind = 'collect' as const

  /** Runs every tap and returns all contributions in order. */
  call(ctx: C): T[] {
    const out: T[] = []
    for (const tap of this.running) {
      const r = this.guard(tap, () => tap.fn(ctx))
      if (r === undefined) continue
      if (Array.isArray(r)) out.push(...(r as readonly T[]))
      else out.push(r as T)
    }
    return out
  }
}
