import type { GameState, UnitState } from '@hexes/core'
import { livingFigures, pairsOf, skState, type MeleePair, type SkTables } from '@hexes/plugin-skirmish'
import type { UnitCardRow } from '@hexes/web-kit'
import { FACING_KEYS, type Words } from './words'

/** The other unit of a melee pair. */
const opponent = (p: MeleePair, id: string) => (p.units[0] === id ? p.units[1] : p.units[0])

/**
 * A skirmish unit's card lines (GAP-SK-06, R-01): its HP pool and living figures out of those it
 * deployed with, its facing, its profile (attacks, attack bonus, defence, damage, constitution,
 * HP a figure), its weapon's short and long ranges (SK-MISSILE-1..5), the melees it is in
 * (locked or engaged, with whom, SK-MELEE-1) and what it did in its side's last turn (moved, charged, shot: kept until that side's next turn, GAP-SK-07).
 */
export function cardRows(state: GameState, tables: SkTables, unit: UnitState, w: Words): UnitCardRow[] {
  if (!tables.isSkUnit(unit) || !unit.stats.sk) return []
  const t = (k: string, p?: Record<string, unknown>) => w.t(`card.${k}`, p)
  const type = tables.typeOf(unit)
  const { hp, startHp } = unit.stats.sk
  const rows: UnitCardRow[] = [
    { id: 'hp', label: t('hp'), value: t('outOf', { n: hp, of: startHp }) },
    { id: 'figures', label: t('figures'), value: t('outOf', { n: livingFigures(hp, type.hp), of: livingFigures(startHp, type.hp) }), title: t('figuresTitle', { hp: type.hp }) },
  ]
  if (unit.facing !== undefined) rows.push({ id: 'facing', label: t('facing'), value: w.t(`facing.${FACING_KEYS[unit.facing]}`) })
  rows.push({ id: 'profile', label: t('profile'), value: t('profileValue', { a: type.attacks, bonus: type.attackBonus >= 0 ? `+${type.attackBonus}` : String(type.attackBonus), d: type.defence, dmg: type.damage, c: type.constitution, hp: type.hp }), title: t('profileTitle') })
  const weapon = tables.weaponOf(type)
  if (weapon && type.missile) rows.push({ id: 'weapon', label: t('weapon'), value: t('weaponValue', { weapon: w.t(`weapons.${type.missile.weapon}`), short: weapon.short, long: weapon.long }) })
  const pairs = pairsOf(state, unit.id)
  const locked = pairs.filter((p) => p.locked).map((p) => w.unit(opponent(p, unit.id)))
  const engaged = pairs.filter((p) => !p.locked).map((p) => w.unit(opponent(p, unit.id)))
  if (locked.length) rows.push({ id: 'locked', label: t('locked'), value: locked.join(', ') })
  if (engaged.length) rows.push({ id: 'engaged', label: t('engaged'), value: engaged.join(', ') })
  const sk = skState(state)
  const done: string[] = []
  const moved = sk.moved.find((m) => m.unit === unit.id)
  if (moved) done.push(t('moved', { paces: moved.paces }))
  if (sk.charged.includes(unit.id)) done.push(t('charged'))
  if (sk.shot.includes(unit.id)) done.push(t('shot'))
  if (done.length) rows.push({ id: 'turn', label: t('thisTurn'), value: done.join(', ') })
  return rows
}
