/** What one field of an action is, for the player to pick it on the map or in a list. */
export type PickKind = 'unit' | 'leader' | 'hex'

/** One field of an action that the player picks (`{ field: 'unit', kind: 'unit' }`). */
export interface ActionPick {
  /** The action's field (`unit`, `to`, `hex`, `leader`...). */
  field: string
  kind: PickKind
}

/**
 * How a plugin action type is played, for an app that knows nothing of it: which fields the player
 * picks, in order, and how it is confirmed. The candidates of every pick are the values of that
 * field in the engine's legal actions of the type, filtered by the picks already made, so the
 * rules stay in the engine: the app only narrows the legal list.
 *
 * @example
 * { type: 'drill/signal', label: 'signal', picks: [{ field: 'unit', kind: 'unit' }, { field: 'hex', kind: 'hex' }], confirm: 'button' }
 */
export interface ActionDescriptor {
  /** The action type (`drill/signal`). */
  type: string
  /** Key of the action's name in the module's messages (`actions.<label>`); default: the type. */
  label?: string
  /** The fields to pick, in order; the others must be the same in every legal action left. */
  picks: readonly ActionPick[]
  /** `immediate`: played once the last pick leaves one action; `button` (default): a confirm button. */
  confirm?: 'immediate' | 'button'
}
