import { errors } from '../errors/errors'
import { Hook } from './Hook'

/**
 * A hook whose first answering tap wins: `(ctx) => answer | undefined`.
 * Used for vetoes (a returned `Rejection` forbids the action) and for resolvers.
 */
export class BailHook<R, C> extends Hook<(ctx: C) => R | undefined> {
  readonly kind = 'bail' as const

  /** Returns the first answer, or `undefined` when no tap answers. */
  call(ctx: C): R | undefined {
    for (const tap of this.running) {
      const r = this.guard(tap, () => tap.fn(ctx))
      if (r !== undefined) return r
    }
    return undefined
  }

  /**
   * Runs every tap and requires at most one answer (e.g. exactly one combat resolver per combat,
   * catalogue §3.3 rule 1). Throws `hooks/exclusive-conflict` when two answer.
   */
  callExclusive(ctx: C): { value: R; plugin: string } | undefined {
    let found: { value: R; plugin: string } | undefined
    for (const tap of this.running) {
      const r = this.guard(tap, () => tap.fn(ctx))
      if (r === undefined) continue
      if (found) throw errors.hookConflict(this.name, [found.plugin, tap.plugin])
      found = { value: r, plugin: tap.plugin }
    }
    return found
  }
}
