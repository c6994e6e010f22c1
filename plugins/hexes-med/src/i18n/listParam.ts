import { msg, type MessageParam } from '@hexes/core'

/**
 * A comma-separated list for a message, in the reader's language (`Huscarls, Fyrd`). Each item is
 * any message parameter (a unit reference, a nested message...); the list is folded into nested
 * `hm/list` messages, so every language joins it its own way. An empty list is the empty string.
 *
 * @example listParam(['a1', 'a2'].map(unitParam))
 */
export function listParam(items: readonly MessageParam[]): MessageParam {
  if (items.length === 0) return ''
  return items.reduce((head, item) => msg('hm/list', { head, item }))
}
