import type { MessageParam, MessageRef } from '../i18n/MessageRef'

/**
 * Rule violations are data, not exceptions.
 *
 * An illegal action (a move through enemy ZOC, an attack at odds below 1:2, an order out of phase)
 * is answered with a `Rejection` and leaves the game state untouched. Codes are namespaced
 * strings (`move/zoc-to-zoc`); `ruleId` names the catalogue rule that forbids it (`HM-ZOC-4`), or
 * `core` for engine-level checks such as "not your turn".
 */
export interface Rejection {
  ok: false
  /** Namespaced, stable code (`"move/zoc-to-zoc"`). Tests and UIs branch on it. */
  code: string
  /** Catalogue rule ID (`"HM-ZOC-4"`), or a core rule id (`"core/action"`) for engine-level checks. */
  ruleId: string
  /** Human-readable explanation in English. */
  message: string
  /**
   * The same explanation as a message key and parameters, for any language (`renderMessage`).
   * The key is the rejection's `code` unless a variant is given.
   */
  text?: MessageRef
}

/**
 * Builds a {@link Rejection}. With `params` it also carries its text for every language, under
 * the message key `code` (see {@link rejectWith} for another key).
 *
 * @example reject('move/zoc-to-zoc', 'HM-ZOC-4', 'a1 may not move from one enemy ZOC hex to another', { unit: unitParam('a1') })
 */
export function reject(code: string, ruleId: string, message: string, params?: Readonly<Record<string, MessageParam>>): Rejection {
  if (params === undefined) return { ok: false, code, ruleId, message }
  return { ok: false, code, ruleId, message, text: { key: code, params } }
}

/**
 * Builds a {@link Rejection} whose text has its own message key: one code explained in several
 * ways (`move/impassable` for a terrain and for a hexside).
 *
 * @example rejectWith('move/impassable', 'HM-MOVE-6', 'the hexside cannot be crossed', msg('move/impassable-hexside', { hex: hexParam('3,4') }))
 */
export function rejectWith(code: string, ruleId: string, message: string, text: MessageRef): Rejection {
  return { ok: false, code, ruleId, message, text }
}

/** True when `value` is a {@link Rejection}. */
export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as Rejection).ok === false && typeof (value as Rejection).code === 'string'
}
