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
  /** Catalogue rule ID (`"HM-ZOC-4"`), or `"core"` for engine-level checks. */
  ruleId: string
  /** Human-readable explanation in English. */
  message: string
}

/**
 * Builds a {@link Rejection}.
 * @example reject('move/zoc-to-zoc', 'HM-ZOC-4', 'A unit may not move from one enemy ZOC hex to another')
 */
export function reject(code: string, ruleId: string, message: string): Rejection {
  return { ok: false, code, ruleId, message }
}

/** True when `value` is a {@link Rejection}. */
export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as Rejection).ok === false && typeof (value as Rejection).code === 'string'
}
