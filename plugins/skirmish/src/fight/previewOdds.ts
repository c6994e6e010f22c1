import { addRationals, enumerateOutcomes, rational, type CombatCtx, type Distribution, type Outcome, type Rational } from '@hexes/core'
import { summarizeOdds } from '../combat/attackOdds'
import { aftermathOdds } from './aftermathOdds'
import { attackKey, attackResolver, type AttackResult } from '../combat/attackResolver'
import type { SkTables } from '../config/SkTables'
import { livingFigures } from '../model/skProfile'
import type { BuiltCombat, PlannedStrike, StrikeDetail } from './BuiltCombat'
import type { CombatPreview, StrikePreview, UnitOdds } from './CombatPreview'
import type { SkCombatData } from './SkCombatData'
import { SK_MODES } from './skModes'
import { toHitNeeds } from './toHitNeeds'

const strikeId = (unit: string, target: string, kind: string) => `${unit}>${target}:${kind}`

/** The key that keeps apart every result the preview reads: each recorded strike's dice, skulls, HP and charge roll, each unit's loss, the pushes, a misfire. */
function keyOf(d: SkCombatData): string {
  let key = ''
  for (const s of d.strikes) key += `${strikeId(s.unit, s.target, s.kind)}=${s.dice}/${s.hits}/${s.hpLost}/${s.chargeBonus === null ? '' : Number(s.chargeBonus)},`
  key += '|'
  for (const l of d.losses) key += `${l.unit}=${l.hpLost},`
  key += '|'
  for (const p of d.pushes) key += `${p.unit}=${p.paces},`
  return d.misfire ? `${key}|1` : key
}

function sum(terms: Rational[]): Rational {
  return terms.length ? addRationals(terms) : rational(0)
}

/** Probabilities gathered by key, each group's summed once at the end (exact, and a few sums of many terms rather than many of all). */
class Groups<T> {
  private readonly by = new Map<string, { example: T; terms: Rational[] }>()
  add(key: string, example: T, p: Rational): void {
    const g = this.by.get(key)
    if (g) g.terms.push(p)
    else this.by.set(key, { example, terms: [p] })
  }
  outcomes(): Outcome<T>[] {
    return [...this.by].map(([key, g]) => ({ key, probability: sum(g.terms), example: g.example }))
  }
}

/** The distribution of one value over the outcomes, by value ascending. */
function marginal<T>(outcomes: readonly Outcome<T>[], valueOf: (d: T) => number): { value: number; probability: Rational }[] {
  const g = new Groups<number>()
  for (const o of outcomes) g.add(String(valueOf(o.example)), valueOf(o.example), o.probability)
  return g.outcomes().sort((a, b) => a.example - b.example).map((o) => ({ value: o.example, probability: o.probability }))
}

/** A strike's preview from the distribution of its own results (`made`: the chance it is struck at all; a strike not made counts as nothing). */
function strikeOf(p: PlannedStrike, results: Distribution<AttackResult>, made: Rational, dice: readonly number[], hpPool: number, intoMelee: boolean): StrikePreview {
  return {
    unit: p.unit, target: p.target, kind: p.plan.kind, plan: p.plan, fixed: p.fixed, needs: toHitNeeds(p.plan), made,
    dice: dice.length ? { min: Math.min(...dice), max: Math.max(...dice) } : { min: 0, max: 0 },
    chargeBonus: p.plan.chargeRoll === null ? null : sum(results.outcomes.filter((o) => o.example.chargeBonus === true).map((o) => o.probability)),
    summary: summarizeOdds(results, { hpPool: intoMelee ? 0 : hpPool }),
    hits: marginal(results.outcomes, (r) => r.hits).map((m) => ({ hits: m.value, probability: m.probability })),
    intoMelee,
  }
}

/** A strike with a fixed plan: the exact odds of the resolver it rolls in play (`attackResolver(plan)`), its dice (and so its charge roll) kept apart. */
function fromPlan(p: PlannedStrike): { strike: StrikePreview; leaves: number } {
  const dist = enumerateOutcomes(attackResolver(p.plan), (r) => `${attackKey(r)}:${r.dice}`)
  const dice = [...new Set(dist.outcomes.map((o) => o.example.dice))]
  return { strike: strikeOf(p, dist, rational(1), dice, p.plan.hpPool, false), leaves: dist.leaves }
}

/** The units a combat may hurt: the sides of a melee, else the strikes' targets, then any other unit that lost HP. */
function unitsOf(outcomes: readonly Outcome<SkCombatData>[]): string[] {
  const ids = new Set<string>()
  for (const o of outcomes) {
    for (const id of o.example.sides?.flat() ?? []) ids.add(id)
    for (const s of o.example.strikes) ids.add(s.target)
    for (const l of o.example.losses) ids.add(l.unit)
  }
  return [...ids]
}

/** What one unit suffers over the outcomes: its HP lost and push-back, gathered by value. */
function unitOdds(unit: string, hp: number, outcomes: readonly Outcome<SkCombatData>[]): UnitOdds {
  const g = new Groups<{ hp: number; pushed: boolean }>()
  for (const o of outcomes) {
    const lost = o.example.losses.find((l) => l.unit === unit)?.hpLost ?? 0
    const pushed = o.example.pushes.some((p) => p.unit === unit)
    g.add(`${lost}/${pushed}`, { hp: lost, pushed }, o.probability)
  }
  const values = g.outcomes()
  return {
    unit,
    hpLost: marginal(values, (v) => v.hp).map((m) => ({ hp: m.value, probability: m.probability })),
    pushed: sum(values.filter((v) => v.example.pushed).map((v) => v.probability)),
    destroyed: hp > 0 ? sum(values.filter((v) => v.example.hp >= hp).map((v) => v.probability)) : rational(0),
  }
}

/**
 * The exact odds of a built skirmish combat for its preview, from the resolver that plays it:
 * - a melee's strikes with a fixed plan (the first side's strikes of an exchange, every blow of a
 *   locked round) roll their plan whatever the others do: each one's odds are core
 *   `enumerateOutcomes` over its own `attackResolver(plan)`, the very function the round calls;
 * - everything else (the return strikes, planned from what the first strikes leave; what each
 *   unit loses; the push-backs after the exchange, R-04; a volley and its misfire) comes from one
 *   enumeration of the combat's resolver, recording only the strikes that need it (`replanned`;
 *   a volley `all`), so that its merge points still merge the first strikes' paths on the HP
 *   they took (`mergedRound`). Its outcomes are then gathered per strike and per unit before any
 *   sum, every probability a sum of the enumeration's exact ones;
 * - in a game with a reader of the aftermath (`SkTables.addAftermathReader`: the morale rules),
 *   what each unit comes to after the combat (`UnitOdds.aftermath`: flees, captured...), over the
 *   combat's dice and the aftermath's (`aftermathOdds`).
 *
 * @param ctx - the combat, prepared on the state it is fought in
 * @param tables - the skirmish tables (the units' HP)
 * @param built - the combat, built from `ctx` (`buildSkCombat`)
 */
export function previewOdds(ctx: CombatCtx, tables: SkTables, built: BuiltCombat): Omit<CombatPreview, 'decl' | 'landing'> {
  const melee = ctx.decl.mode === SK_MODES.melee
  // Every strike recorded when the aftermath is read: a capture names the units whose strikes took the HP (SK-PRIS-1, `SkTables.addMeleeFall`).
  const detail: StrikeDetail = melee && tables.aftermath.length === 0 ? 'replanned' : 'all'
  const dist = enumerateOutcomes((dice) => built.resolve(dice, detail), keyOf)
  let leaves = dist.leaves
  const outcomes = dist.outcomes
  const hpOf = (id: string) => {
    const u = ctx.state.units.find((x) => x.id === id)
    return u && tables.isSkUnit(u) ? tables.stats(u).hp : 0
  }
  const sides = outcomes[0]?.example.sides ?? []
  const intoMelee = outcomes.some((o) => o.example.intoMelee !== undefined)
  const strikes = built.strikes.map((p): StrikePreview => {
    if (melee && p.fixed) {
      const f = fromPlan(p)
      leaves += f.leaves
      return f.strike
    }
    const kind = p.plan.kind
    const targetHp = hpOf(p.target)
    const per = p.plan.targetHpPerFigure
    const results = new Groups<AttackResult>()
    const made: Rational[] = []
    const dice = new Set<number>()
    for (const o of outcomes) {
      const s = o.example.strikes.find((x) => x.unit === p.unit && x.target === p.target && x.kind === kind)
      const push = p.plan.kind === 'charge' ? (o.example.pushes.find((x) => x.unit === p.target)?.paces ?? 0) : 0
      if (s) {
        made.push(o.probability)
        dice.add(s.dice)
      }
      const hpLost = s?.hpLost ?? 0
      results.add(s ? `${s.dice}/${s.hits}/${hpLost}/${String(s.chargeBonus)}/${push}` : `-/${push}`, {
        chargeBonus: s?.chargeBonus ?? null, chargeFace: null, dice: s?.dice ?? 0, hits: s?.hits ?? 0, naturalHits: null, hpLost,
        figuresLost: livingFigures(targetHp, per) - livingFigures(Math.max(0, targetHp - hpLost), per), push, attackFaces: null, damageFaces: null,
      }, o.probability)
    }
    // The pool the strike can empty: its target's side in a melee (SK-MELEE-4), the target alone for a volley.
    const pool = (sides.find((side) => side.includes(p.target)) ?? [p.target]).reduce((t, u) => t + hpOf(u), 0)
    return strikeOf(p, { outcomes: results.outcomes(), total: dist.total, leaves: dist.leaves }, sum(made), [...dice], pool, intoMelee)
  })
  const after = tables.aftermath.length > 0 ? aftermathOdds(ctx, tables, outcomes) : null
  if (after) leaves += after.leaves
  const fought = unitsOf(outcomes)
  // A unit out of the combat may come to a mark too (a friend who sees a unit flee tests, SK-MORALE-17): it loses nothing.
  const others = after ? [...after.byUnit.keys()].filter((id) => !fought.includes(id)) : []
  const units = [...fought, ...others].map((unit): UnitOdds => {
    const u = unitOdds(unit, hpOf(unit), outcomes)
    return after ? { ...u, aftermath: after.byUnit.get(unit) ?? [] } : u
  })
  return { strikes, units, misfire: sum(outcomes.filter((o) => o.example.misfire).map((o) => o.probability)), leaves }
}
