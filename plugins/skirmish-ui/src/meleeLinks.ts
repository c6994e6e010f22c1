import type { GameState } from '@hexes/core'
import { skState } from '@hexes/plugin-skirmish'
import type { LinkMark } from '@hexes/web-kit'
import type { Words } from './words'

/**
 * Every melee on the map (SK-MELEE-1): a line between the two units of each pair in contact,
 * solid and marked while they are locked, dashed while they are only engaged (the attacks each has
 * made so far, out of the lock's `lockAfter`).
 */
export function meleeLinks(state: GameState, lockAfter: number, w: Words): LinkMark[] {
  const hexOf = (id: string) => state.units.find((u) => u.id === id && u.status === 'active')?.hex ?? null
  const out: LinkMark[] = []
  for (const p of skState(state).melees) {
    const from = hexOf(p.units[0])
    const to = hexOf(p.units[1])
    if (!from || !to) continue
    const names = { a: w.unit(p.units[0]), b: w.unit(p.units[1]) }
    out.push(p.locked
      ? { kind: 'link', id: `melee-${p.units[0]}-${p.units[1]}`, from, to, tone: 'danger', label: w.t('badges.locked'), title: w.t('melee.locked', names) }
      : { kind: 'link', id: `melee-${p.units[0]}-${p.units[1]}`, from, to, tone: 'caution', dashed: true, title: w.t('melee.engaged', { ...names, attacks: Math.min(...p.attacks), lock: lockAfter }) })
  }
  return out
}
