import { toFloat, type BaseAction, type GameRules, type GameState, type Rational } from '@hexes/core'
import { SHOOT, shotChances, type ShootAction, type TemplateChances } from '@hexes/plugin-war-machines'
import type { MapMark, OddsView } from '@hexes/web-kit'
import type { WmWords } from './words'

/** A chance as a short percentage for a hex's label (`28%`, `<1%`). */
export function percentOf(p: Rational): string {
  const v = toFloat(p) * 100
  if (v > 0 && v < 1) return '<1%'
  return `${Math.round(v)}%`
}

/** The exact chances of a complete shot being aimed, from the rules' `shotChances` (the code that resolves it), or `undefined` when it is not a legal shot. */
export function aimChances(rules: GameRules, state: GameState, action: BaseAction | null | undefined): TemplateChances | undefined {
  if (!action || action.type !== SHOOT) return undefined
  const c = shotChances(rules, state, action as ShootAction)
  return c && !('ok' in c) ? c : undefined
}

/**
 * While a machine aims (GAP-SK-35, SK-WM-6..11): every hex its template may cover, ringed on the
 * map with the exact chance that it is covered (`28%`, the fraction in the tooltip). A hex more
 * likely than not to be hit is `danger`, the others `caution`.
 */
export function aimMarks(chances: TemplateChances, w: WmWords): MapMark[] {
  return chances.hexes.map(({ hex, probability }) => ({
    kind: 'hex', id: `aim-${hex}`, hex, tone: toFloat(probability) >= 0.25 ? 'danger' : 'caution',
    label: percentOf(probability), title: w.t('aim.hex', { hex, percent: percentOf(probability), num: probability.num, den: probability.den }),
  }))
}

/** The odds of a shot beside its confirm button: the chance of each hex, most likely first, and of a misfire (SK-WM-3/4, GAP-SK-05). */
export function aimOdds(chances: TemplateChances, w: WmWords): OddsView[] {
  const rows = [...chances.hexes].sort((a, b) => toFloat(b.probability) - toFloat(a.probability))
  return [{
    id: 'template',
    title: w.t('aim.title'),
    facts: [{ id: 'hexes', label: w.t('aim.hexes'), value: String(chances.hexes.length) }],
    lines: [{ id: 'misfire', label: w.t('aim.misfire'), probability: chances.misfire }],
    tables: [{ id: 'hexes', title: w.t('aim.byHex'), rows: rows.map((h) => ({ id: h.hex, label: w.t('aim.hexLine', { hex: h.hex }), probability: h.probability })) }],
    note: w.t('aim.note'),
  }]
}
