import { errors } from '../errors/errors'
import { Hook } from './Hook'

/**
 * A hook that at most one tap may answer for a given context: `(ctx) => answer | undefined`.
 * Every tap runs; two answers throw `hooks/exclusive-conflict` naming both plugins. Used where
 * the catalogue wants a single owner: one combat resolver per combat and one morale model per
 * unit (§3.3 rules 1 and 2), one answer to "is this unit weakened".
 */
export class ExclusiveHook<R, C> extends Hook<(ctx: C) => R | undefined> {
  readonly kind = 'exclusive' as const

  /** The single answer, or `undefined` when no tap answers; throws when two do. */
  call(ctx: C): R | undefined {
    return this.answer(ctx)?.value
  }

  /** The single answer with the plugin that gave it, or `undefined`; throws when two answer. */
  answer(ctx: C): { value: R; plugin: string } | undefined {
    const taps = this.running
    let found: { value: R; plugin: string } | undefined
    let i = 0
    try {
      for (; i < taps.length; i++) {
        const tap = taps[i]!
        const r = tap.fn(ctx)
        if (r === undefined) continue
        if (found) throw errors.hookConflict(this.name, [found.plugin, tap.plugin])
        found = { value: r, plugin: tap.plugin }
      }
    } catch (error) {
      this.rethrow(taps[i], error)
    }
    return found
  }
}
