import { msg, type MessageParam } from '@hexes/core'

/**
 * A list for a message, in the reader's language: folded into nested `sk/list` messages (`a; b`),
 * so every language joins it its own way. An empty list is the empty string.
 *
 * @example listParam(['b', 'c'].map(sideParam))
 */
export function listParam(items: readonly MessageParam[]): MessageParam {
  if (items.length === 0) return ''
  return items.reduce((head, item) => msg('sk/list', { head, item }))
}
