import type { BaseAction, GameRules, GameState, UnitState } from '@hexes/core'
import { FLY_ON, type FlyersConfig } from '@hexes/plugin-flyers'
import type { SkTables } from '@hexes/plugin-skirmish'
import type { CounterMark, MapMark, UnitCardRow } from '@hexes/web-kit'
import { flightState, type FlightState } from './flightState'
import type { FlyWords } from './words'

/** Why a flyer is grounded, in words: the forest or building it stands in, or a move that started or ended in one this turn. */
function why(f: Extract<FlightState, { kind: 'grounded' }>, w: FlyWords): string {
  return f.terrain !== null ? w.t('why.standing', { terrain: w.terrain(f.terrain) }) : w.t('why.landed')
}

/** A flyer's badge on its counter (SK-FLY-1, SK-FLY-2): in flight, or grounded and why. */
export function flyerBadges(rules: GameRules, state: GameState, tables: SkTables, config: FlyersConfig, unit: UnitState, w: FlyWords): CounterMark[] {
  const f = flightState(rules, state, tables, config, unit)
  if (!f) return []
  if (f.kind === 'flying') return [{ kind: 'badge', text: w.t('badges.flying'), tone: 'info', title: w.t('badges.flyingTitle') }]
  return [{ kind: 'badge', text: w.t('badges.grounded'), tone: 'caution', title: w.t('badges.groundedTitle', { why: why(f, w) }) }]
}

/** A flyer's lines on the unit card: in flight or grounded and why (SK-FLY-1/2), and, grounded, its ground allowance left this turn (GAP-SK-26). */
export function flyerCardRows(rules: GameRules, state: GameState, tables: SkTables, config: FlyersConfig, unit: UnitState, w: FlyWords): UnitCardRow[] {
  const f = flightState(rules, state, tables, config, unit)
  if (!f) return []
  if (f.kind === 'flying') return [{ id: 'flight', label: w.t('card.flight'), value: w.t('card.flying'), title: w.t('card.flyingTitle') }]
  return [
    { id: 'flight', label: w.t('card.flight'), value: w.t('card.grounded', { why: why(f, w) }), title: w.t('card.groundedTitle') },
    { id: 'ground-move', label: w.t('card.groundMove'), value: w.t('card.groundMoveValue', { left: f.left, allowance: f.allowance }) },
  ]
}

/** The reach of a fly-on (SK-FLY-4): the hexes the selected flyer may fly on to, from the engine's legal `fly/on` actions. */
export function flyOnReach(legal: readonly BaseAction[], selected: string | null, w: FlyWords): MapMark[] {
  if (!selected) return []
  const hexes = legal.filter((a) => a.type === FLY_ON && (a as BaseAction & { unit?: unknown }).unit === selected).map((a) => String((a as BaseAction & { to?: unknown }).to))
  return hexes.length ? [{ kind: 'zone', id: `fly-on-${selected}`, hexes, tone: 'info', label: w.t('marks.flyOn', { unit: w.unit(selected) }) }] : []
}

/** The words of a fly-on shown as a button (SK-FLY-4): `the Giant bats fly on to 5,4`; `undefined` for another action. */
export function actionLabel(action: BaseAction, w: FlyWords): string | undefined {
  const a = action as BaseAction & Record<string, unknown>
  return a.type === FLY_ON ? w.t('labels.flyOn', { unit: w.unit(String(a.unit)), hex: String(a.to) }) : undefined
}
