import { isRejection, movementProfile, movementRange, type GameRules, type GameState } from '@hexes/core'
import { chargeCheck, CHARGE, type SkTables } from '@hexes/plugin-skirmish'
import type { ActionDraft, MapMark } from '@hexes/web-kit'
import type { Words } from './words'

/**
 * A charge being declared, on the map: once the charger is picked, its reach (every hex its
 * charge move can take it to: the engine's movement range for a charge, of 2M paces, SK-CHARGE-3,
 * or of its HEXES Med move in MP in a HEXES Med game, I-05; the targets in reach are lit by the
 * app's pick); once the target is picked, where the charge ends (the cheapest contact hex of the
 * arc it starts in, as the engine moves it: GAP-SK-25) and a line from the charger to its target
 * named by that arc (front, flank, rear; GAP-SK-02).
 */
export function chargeMarks(rules: GameRules, state: GameState, tables: SkTables, draft: ActionDraft | null, w: Words): MapMark[] {
  if (draft?.type !== CHARGE) return []
  const unitId = draft.fields.unit
  const unit = typeof unitId === 'string' ? state.units.find((u) => u.id === unitId) : undefined
  if (!unit || unit.hex === null || unit.status !== 'active' || !tables.isSkUnit(unit)) return []
  const inMp = tables.mix?.charge !== undefined
  const targetId = draft.fields.target
  if (typeof targetId !== 'string') {
    const reach = movementRange(rules, state, unit, { purpose: 'charge' }).destinations
    const label = inMp ? w.t('charge.reachMp', { mp: movementProfile(rules, state, unit, 'charge').mp }) : w.t('charge.reach', { paces: 2 * tables.move(unit) })
    return [{ kind: 'zone', id: 'charge-reach', hexes: reach, tone: 'info', label }]
  }
  const plan = chargeCheck(rules, state, tables, unit.side, unit.id, targetId)
  if (isRejection(plan) || plan.target.hex === null) return []
  const end = plan.ends[0]!
  const arc = w.t(`odds.arcs.${plan.arc}`)
  return [
    { kind: 'link', id: 'charge-line', from: unit.hex, to: plan.target.hex, tone: 'danger', dashed: true, title: w.t('charge.line', { unit: w.unit(unit.id), target: w.unit(plan.target.id), arc }) },
    { kind: 'hex', id: 'charge-end', hex: end.hex, tone: 'danger', label: arc, title: inMp ? w.t('charge.endMp', { hex: end.hex, mp: end.cost, arc }) : w.t('charge.end', { hex: end.hex, paces: end.cost, arc }) },
  ]
}
