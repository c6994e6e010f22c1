import type { HexRef, LeaderId, SideId, UnitId } from '../model/GameState'

/**
 * A parameter of a message. Plain values are printed as they are; references are resolved by the
 * renderer in the reader's language: a unit, leader or side by its (translated) name, a terrain
 * by the rule sets' terrain names, a hex as `col,row`, a nested message by rendering it.
 */
export type MessageParam =
  | string
  | number
  | { readonly unit: UnitId }
  | { readonly leader: LeaderId }
  | { readonly side: SideId }
  | { readonly terrain: string }
  | { readonly hex: HexRef }
  | MessageRef

/**
 * Text that any reader can render in their language: a key of the message catalogues (core's,
 * the plugins', the scenario's) and its parameters. Events, rejections, phase names and victory
 * texts carry one next to their English `message`; see `renderMessage`.
 *
 * @example { key: 'move/zoc-stop', params: { unit: { unit: 'n-hc-1' }, hex: { hex: '4,5' } } }
 */
export interface MessageRef {
  readonly key: string
  readonly params?: Readonly<Record<string, MessageParam>>
  /** English text to show when no catalogue has the key (a phase label, a scenario's own text). */
  readonly fallback?: string
}

/** Builds a {@link MessageRef}. */
export function msg(key: string, params?: Readonly<Record<string, MessageParam>>, fallback?: string): MessageRef {
  // Literals, not spreads: every event and rejection builds one, and V8 makes spreads a slow path.
  if (fallback === undefined) return params === undefined ? { key } : { key, params }
  return params === undefined ? { key, fallback } : { key, params, fallback }
}

/** Reference to a unit, resolved to its name by the renderer. */
export function unitParam(id: UnitId): { unit: UnitId } {
  return { unit: id }
}

/** Reference to a side, resolved to its name by the renderer. */
export function sideParam(id: SideId): { side: SideId } {
  return { side: id }
}

/** Reference to a hex. */
export function hexParam(hex: HexRef): { hex: HexRef } {
  return { hex }
}

/** Reference to a terrain or hexside feature id, resolved to its name by the renderer. */
export function terrainParam(id: string): { terrain: string } {
  return { terrain: id }
}
