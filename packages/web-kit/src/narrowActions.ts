import type { BaseAction } from '@hexes/core'
import type { ActionDescriptor, ActionPick } from './ActionDescriptor'

/** Where the player stands in picking an action of a described type (see {@link narrowActions}). */
export interface ActionPicking {
  /** The legal actions of the type that agree with every pick made so far. */
  remaining: readonly BaseAction[]
  /** The next field to pick, or `null` when every pick is made (or nothing is left). */
  next: ActionPick | null
  /** The values the next field may take (distinct, in the engine's order). */
  candidates: readonly string[]
  /** The one action left once every pick is made, else `null`. */
  action: BaseAction | null
}

function valueOf(action: BaseAction, field: string): string | undefined {
  const v = (action as BaseAction & Record<string, unknown>)[field]
  return typeof v === 'string' ? v : undefined
}

/**
 * Whether the picks of `descriptor` reach `action`: it is of the described type and has a value
 * for every picked field. An action of the type without one (a shot at a structure when the picks
 * name a target unit) is not the picker's: the app offers it in its generic list of actions.
 */
export function pickable(descriptor: ActionDescriptor, action: BaseAction): boolean {
  return action.type === descriptor.type && descriptor.picks.every((p) => valueOf(action, p.field) !== undefined)
}

/**
 * Narrows the engine's legal actions of `descriptor.type` by the picks made so far (`field` →
 * value), and says what to pick next. No rule is decided here: a value is offered only when some
 * legal action has it, and the action played is one the engine enumerated. Only the actions the
 * picks reach are narrowed ({@link pickable}).
 *
 * @example
 * narrowActions(signal, legal, { unit: 'a1' }) // { next: { field: 'hex', kind: 'hex' }, candidates: ['2,3', '3,3'], ... }
 */
export function narrowActions(descriptor: ActionDescriptor, legal: readonly BaseAction[], picked: Readonly<Record<string, string>>): ActionPicking {
  let remaining = legal.filter((a) => pickable(descriptor, a))
  for (const p of descriptor.picks) {
    const v = picked[p.field]
    if (v === undefined) {
      const candidates: string[] = []
      const seen = new Set<string>()
      for (const a of remaining) {
        const c = valueOf(a, p.field)
        if (c !== undefined && !seen.has(c)) {
          seen.add(c)
          candidates.push(c)
        }
      }
      return { remaining, next: p, candidates, action: null }
    }
    remaining = remaining.filter((a) => valueOf(a, p.field) === v)
  }
  return { remaining, next: null, candidates: [], action: remaining.length === 1 ? remaining[0]! : null }
}
