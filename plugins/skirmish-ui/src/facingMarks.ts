import type { GameState, UnitState } from '@hexes/core'
import { isLocked, type SkTables } from '@hexes/plugin-skirmish'
import type { CounterMark } from '@hexes/web-kit'
import { FACING_KEYS, type Words } from './words'

/**
 * The marks on a skirmish unit's counter: an arrow toward its facing (GAP-SK-02: every skirmish
 * unit has one), and a badge while it is locked in melee (SK-MELEE-1). Other units get none.
 */
export function facingMarks(state: GameState, tables: SkTables, unit: UnitState, w: Words): CounterMark[] {
  if (!tables.isSkUnit(unit) || unit.facing === undefined) return []
  const marks: CounterMark[] = [{ kind: 'arrow', dir: unit.facing, title: w.t('facing.title', { dir: w.t(`facing.${FACING_KEYS[unit.facing]}`) }) }]
  if (isLocked(state, unit.id)) marks.push({ kind: 'badge', text: w.t('badges.locked'), tone: 'danger', title: w.t('badges.lockedTitle') })
  return marks
}
