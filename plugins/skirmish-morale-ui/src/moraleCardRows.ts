import type { GameRules, GameState, UnitState } from '@hexes/core'
import { commandOf, guardCapacity, heldBy, isFleeing, isUndead, moraleModelOf, moraleState, type MoraleConfig } from '@hexes/plugin-skirmish-morale'
import type { SkTables } from '@hexes/plugin-skirmish'
import type { UnitCardRow } from '@hexes/web-kit'
import type { MoraleWords } from './words'

/**
 * A skirmish unit's morale lines on the unit card: its state (fleeing, rallied this turn, undead:
 * immune, SK-MORALE-1..7, -22, GAP-SK-14); the Cd it tests on now and where it comes from (its
 * own, or its general's within the aura, SK-MORALE-20), or, for a HEXES Med unit of a HEXES Med
 * game, that it takes HEXES Med's test (I-03); its standing orders (pursue: ask, always,
 * never, SK-MORALE-4; take characters prisoner or not, GAP-SK-27), the defaults when none is set;
 * the prisoners it guards out of what it can (SK-PRIS-1).
 */
export function moraleCardRows(rules: GameRules, state: GameState, tables: SkTables, config: MoraleConfig, unit: UnitState, w: MoraleWords): UnitCardRow[] {
  if (!tables.isSkUnit(unit) || unit.status !== 'active' || unit.hex === null) return []
  const t = (k: string, p?: Record<string, unknown>) => w.t(`card.${k}`, p)
  const rows: UnitCardRow[] = []
  if (isUndead(tables, unit)) {
    rows.push({ id: 'morale', label: t('morale'), value: t('undead'), title: t('undeadTitle') })
    return rows
  }
  const m = moraleState(state)
  const status = isFleeing(unit) ? 'fleeing' : m.rallied.includes(unit.id) ? 'rallied' : 'steady'
  rows.push({ id: 'morale', label: t('morale'), value: t(status), title: t(`${status}Title`) })
  if (moraleModelOf(tables, config, unit) === 'hm') rows.push({ id: 'cd', label: t('test'), value: t('hmTest') })
  else {
    const cd = commandOf(rules, state, tables, unit, config.auraPaces)
    rows.push({ id: 'cd', label: t('cd'), value: cd.source === 'general' && cd.general ? t('cdGeneral', { cd: cd.cd, general: w.unit(cd.general), paces: config.auraPaces }) : t('cdOwn', { cd: cd.cd }) })
  }
  const order = m.orders.find((o) => o.unit === unit.id)
  const pursuit = order?.pursuit ?? 'default'
  const capture = order?.capture ?? config.capture
  rows.push({ id: 'orders', label: t('orders'), value: t('ordersValue', { pursuit: w.t(`orders.pursuit.${pursuit}`), capture: w.t(`orders.capture.${capture}`) }), title: t('ordersTitle') })
  const held = heldBy(state, unit.id)
  if (held.length) rows.push({ id: 'prisoners', label: t('prisoners'), value: t('prisonersValue', { names: held.map((p) => w.unit(p.unit)).join(', '), n: held.length, of: guardCapacity(tables, unit) }) })
  return rows
}
