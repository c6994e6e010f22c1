import { addRationals, enumerateOutcomes, exactRational, rational, rationalTerms, type CombatCtx, type Outcome, type Rational, type UnitId } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { aftermathMarks, combatAftermath, marksKey } from './combatAftermath'
import type { SkCombatData } from './SkCombatData'

/** The exact chance of one mark of a unit's aftermath (`flees`, `captured`...). */
export interface MarkOdds {
  mark: string
  probability: Rational
}

/** What the aftermath depends on: the HP each unit lost, the push-backs, a misfire, and who struck the units that lost HP (a capture names its takers). */
function aftermathKey(d: SkCombatData): string {
  let key = ''
  for (const l of d.losses) key += `${l.unit}=${l.hpLost},`
  key += '|'
  for (const p of d.pushes) key += `${p.unit}=${p.paces},`
  key += '|'
  for (const s of d.strikes) if (s.hpLost > 0) key += `${s.unit}>${s.target},`
  return d.misfire ? `${key}|1` : key
}

function times(a: Rational, b: Rational): Rational {
  const x = rationalTerms(a)
  const y = rationalTerms(b)
  return exactRational(x.num * y.num, x.den * y.den)
}

/**
 * The exact odds of what each unit comes to after a combat (the marks of the readers of
 * `SkTables.addAftermathReader`: the morale rules' `flees`, `captured`...), over the combat's dice
 * and the aftermath's: for each distinct aftermath of the combat's outcomes (`aftermathKey`), core
 * `enumerateOutcomes` over the outcome applied as play applies it (`combatAftermath`) and the
 * event bus as play runs it (`aftermathMarks`: the morale tests, the banner's re-roll, with their
 * own dice; up to a unit's breaking); each mark's chance is Σ P(outcome) × P(mark | outcome),
 * exactly. Empty without a reader.
 *
 * @param ctx - the combat, prepared on the state it is fought in
 * @param tables - the skirmish tables
 * @param outcomes - the combat's exact outcomes (their examples' losses, pushes and strikes are read)
 * @returns the marks of each unit, by unit; the leaves the enumerations ran
 */
export function aftermathOdds(ctx: CombatCtx, tables: SkTables, outcomes: readonly Outcome<SkCombatData>[]): { byUnit: Map<UnitId, MarkOdds[]>; leaves: number } {
  const byUnit = new Map<UnitId, MarkOdds[]>()
  if (tables.aftermath.length === 0) return { byUnit, leaves: 0 }
  const groups = new Map<string, { data: SkCombatData; terms: Rational[] }>()
  for (const o of outcomes) {
    const key = aftermathKey(o.example)
    const g = groups.get(key)
    if (g) g.terms.push(o.probability)
    else groups.set(key, { data: o.example, terms: [o.probability] })
  }
  const terms = new Map<string, { unit: UnitId; mark: string; terms: Rational[] }>()
  let leaves = 0
  for (const g of groups.values()) {
    const p = addRationals(g.terms)
    // The outcome applied in the enumeration: a rule that rolls as it is applied has its dice enumerated too.
    const dist = enumerateOutcomes((dice) => aftermathMarks(combatAftermath(ctx, tables, g.data, dice), tables, dice), marksKey)
    leaves += dist.leaves
    for (const o of dist.outcomes) {
      for (const m of o.example) {
        const k = `${m.unit}=${m.mark}`
        const t = terms.get(k) ?? { unit: m.unit, mark: m.mark, terms: [] }
        t.terms.push(times(p, o.probability))
        terms.set(k, t)
      }
    }
  }
  for (const t of terms.values()) {
    const list = byUnit.get(t.unit) ?? []
    list.push({ mark: t.mark, probability: t.terms.length ? addRationals(t.terms) : rational(0) })
    byUnit.set(t.unit, list)
  }
  for (const list of byUnit.values()) list.sort((a, b) => (a.mark < b.mark ? -1 : a.mark > b.mark ? 1 : 0))
  return { byUnit, leaves }
}
