import type { GameState, UnitState } from '@hexes/core'
import { heldBy, isFleeing, moraleState } from '@hexes/plugin-skirmish-morale'
import type { CounterMark } from '@hexes/web-kit'
import type { MoraleWords } from './words'

/**
 * The morale badges on a unit's counter: fleeing (SK-MORALE-1..7), rallied this turn (it may not
 * move, shoot or charge, GAP-SK-14), and the prisoners it guards (SK-PRIS-1..3: they go where it
 * goes, off the map).
 */
export function counterBadges(state: GameState, unit: UnitState, w: MoraleWords): CounterMark[] {
  if (unit.status !== 'active' || unit.hex === null) return []
  const marks: CounterMark[] = []
  if (isFleeing(unit)) marks.push({ kind: 'badge', text: w.t('badges.fleeing'), tone: 'caution', title: w.t('badges.fleeingTitle') })
  else if (moraleState(state).rallied.includes(unit.id)) marks.push({ kind: 'badge', text: w.t('badges.rallied'), tone: 'good', title: w.t('badges.ralliedTitle') })
  const held = heldBy(state, unit.id)
  if (held.length) marks.push({ kind: 'badge', text: w.t('badges.guard', { n: held.length }), tone: 'info', title: w.t('badges.guardTitle', { n: held.length, prisoners: held.map((p) => w.unit(p.unit)).join(', ') }) })
  return marks
}
