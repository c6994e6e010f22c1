import type { BaseAction, SideState } from '@hexes/core'
import { ALLY } from '@hexes/plugin-skirmish'
import type { Words } from './words'

/**
 * The words of an answer to a third army's `sk/ally` decision (SK-MELEE-3): `join <side>`, with
 * the side's name in the page's language (`sideName`); `undefined` for another action.
 */
export function allyLabel(action: BaseAction, sides: readonly SideState[], sideName: (s: SideState) => string, w: Words): string | undefined {
  if (action.type !== ALLY) return undefined
  const join = (action as BaseAction & { join?: unknown }).join
  const side = sides.find((s) => s.id === join)
  return w.t('decision.ally', { side: side ? sideName(side) : String(join) })
}
