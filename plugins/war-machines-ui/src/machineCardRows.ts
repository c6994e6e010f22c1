import type { GameEvent, GameState, UnitState } from '@hexes/core'
import { livingFigures, type SkTables } from '@hexes/plugin-skirmish'
import { machineOf, reloadTurnsNeeded, type WmConfig } from '@hexes/plugin-war-machines'
import type { UnitCardRow } from '@hexes/web-kit'
import type { WmWords } from './words'

/** Whether the machine's last misfire jammed it and it has not reloaded since (GAP-SK-05: it must reload). */
function jammed(events: readonly GameEvent[], unit: string, loaded: boolean): boolean {
  if (loaded) return false
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!
    if (e.unit !== unit) continue
    if (e.type === 'wm/misfire') return e.result === 'jam'
    if (e.type === 'wm/shot' && e.misfire !== true) return false
  }
  return false
}

/**
 * A machine's lines on the unit card (SK-WM-2/3/15/16, GAP-SK-05/33): loaded, or reloading (turns
 * done of needed; more when it has lost half its crew); the misfire re-rolls banked; its crew
 * (living figures of those at deployment) and HP; disabled by a misfire until a turn, or jammed.
 */
export function machineCardRows(state: GameState, events: readonly GameEvent[], tables: SkTables, config: WmConfig, unit: UnitState, w: WmWords): UnitCardRow[] {
  const m = machineOf(state, unit.id)
  const profile = config.machines[unit.type]
  if (!m || !profile || unit.status !== 'active' || unit.hex === null) return []
  const t = (k: string, p?: Record<string, unknown>) => w.t(`card.${k}`, p)
  const needed = reloadTurnsNeeded(tables, config, profile, unit)
  const rows: UnitCardRow[] = [
    { id: 'machine', label: t('machine'), value: t(`kinds.${profile.kind}`) },
    { id: 'reload', label: t('reload'), value: m.loaded ? t('loaded') : t('reloading', { done: m.reloading, needed }), title: t('reloadTitle') },
    { id: 'banked', label: t('banked'), value: t('bankedValue', { banked: m.banked, most: config.maxBankedRerolls }), title: t('bankedTitle') },
  ]
  const stats = tables.stats(unit)
  rows.push({ id: 'crew', label: t('crew'), value: t('crewValue', { crew: tables.figures(unit), of: livingFigures(stats.startHp, tables.typeOf(unit).hp), hp: stats.hp, startHp: stats.startHp }) })
  if (state.turn.turn <= m.disabledUntil) rows.push({ id: 'state', label: t('state'), value: t('disabled', { turn: m.disabledUntil }), title: t('disabledTitle') })
  else if (jammed(events, unit.id, m.loaded)) rows.push({ id: 'state', label: t('state'), value: t('jammed'), title: t('jammedTitle') })
  return rows
}
