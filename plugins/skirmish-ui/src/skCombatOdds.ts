import { addRationals, rational, type CombatCtx, type CombatOutcome, type Distribution, type Outcome, type Rational } from '@hexes/core'
import { livingFigures, summarizeOdds, type AttackOddsSummary, type AttackResult } from '@hexes/plugin-skirmish'
import { combatDistribution } from './combatDistribution'
import { skCombatDataOf, type SkCombat, type StrikeData } from './skCombatData'
import { skTablesOf } from './skTablesOf'

/** The exact odds of one strike of a combat (a charge, a return strike, a volley). */
export interface StrikeOdds {
  unit: string
  target: string
  kind: string
  /** The fewest and most dice it rolls (a return strike rolls fewer when the charge killed figures). */
  dice: { min: number; max: number }
  /** The chance it is struck at all (a unit wiped out first strikes no return). */
  made: Rational
  /** The plugin's `summarizeOdds` of its results (skulls, HP lost, push-back), a strike not made counting as nothing. */
  summary: AttackOddsSummary
  /** Skulls (hits) distribution, by count ascending. */
  hits: { hits: number; probability: Rational }[]
  /** Shot into a melee: its HP lost is shared by both sides (SK-MELEE-9): no "destroyed". */
  intoMelee: boolean
}

/** The exact odds of what one unit suffers in the combat. */
export interface UnitOdds {
  unit: string
  /** HP lost, by HP ascending, 0 included. */
  hpLost: { hp: number; probability: Rational }[]
  /** Chance it is pushed back (SK-CHARGE-12/13). */
  pushed: Rational
  /** Chance it loses every HP. */
  destroyed: Rational
}

/** A skirmish combat's exact odds, every number from one enumeration of the engine's resolver. */
export interface SkCombatOdds {
  strikes: StrikeOdds[]
  units: UnitOdds[]
  /** Chance of a misfire (flaming arrows, SK-MISSILE-16). */
  misfire: Rational
  /** Roll sequences the enumeration ran. */
  leaves: number
}

const strikeId = (s: Pick<StrikeData, 'unit' | 'target' | 'kind'>) => `${s.unit}>${s.target}:${s.kind}`

/** The key that keeps apart every result the odds read: each strike's dice, skulls and HP, each unit's loss, the pushes, a misfire. */
function keyOf(o: CombatOutcome): string {
  const d = skCombatDataOf(o.data)
  if (!d) return o.key
  const strikes = d.strikes.map((s) => `${strikeId(s)}=${s.dice}/${s.hits}/${s.hpLost}/${s.chargeBonus === null ? '' : Number(s.chargeBonus)}`).join(',')
  const losses = d.losses.map((l) => `${l.unit}=${l.hpLost}`).join(',')
  const pushes = d.pushes.map((p) => `${p.unit}=${p.paces}`).join(',')
  return `${strikes}|${losses}|${pushes}|${d.misfire ? 1 : 0}`
}

function sum(terms: Rational[]): Rational {
  return terms.length ? addRationals(terms) : rational(0)
}

/** The distribution of one value over the outcomes, by value ascending. */
function marginal(outcomes: readonly Outcome<SkCombat>[], valueOf: (d: SkCombat) => number): { value: number; probability: Rational }[] {
  const by = new Map<number, Rational[]>()
  for (const o of outcomes) {
    const v = valueOf(o.example)
    const list = by.get(v)
    if (list) list.push(o.probability)
    else by.set(v, [o.probability])
  }
  return [...by.keys()].sort((a, b) => a - b).map((value) => ({ value, probability: sum(by.get(value)!) }))
}

/**
 * The exact odds of a prepared skirmish combat (a melee exchange or locked round, a volley), from
 * one enumeration of the engine's own resolver ({@link combatDistribution}), keyed so that each
 * strike's skulls and HP and each unit's loss stay apart; each strike is then summed up by the
 * plugin's `summarizeOdds` (the chance of a skull, of damage, of a push-back, of destroying the
 * side it strikes; expected skulls and HP), each unit by its HP lost. Nothing is estimated: every
 * probability is a sum of the enumeration's exact ones. `null` when the mix's resolver is not the
 * skirmish one.
 *
 * @param ctx - the combat, prepared on the state it is fought in
 */
export function skCombatOdds(ctx: CombatCtx): SkCombatOdds | null {
  const dist: Distribution<CombatOutcome> = combatDistribution(ctx, keyOf)
  const outcomes: Outcome<SkCombat>[] = []
  for (const o of dist.outcomes) {
    const data = skCombatDataOf(o.example.data)
    if (!data) return null
    outcomes.push({ key: o.key, probability: o.probability, example: data })
  }
  const tables = skTablesOf(ctx.rules)
  const unitOf = (id: string) => ctx.state.units.find((u) => u.id === id)
  const hpOf = (id: string) => {
    const u = unitOf(id)
    return u && tables.isSkUnit(u) ? tables.stats(u).hp : 0
  }
  // Strikes in the order they first appear; the units any outcome may hurt, in the combat's order.
  const strikeKeys: StrikeData[] = []
  const unitIds: string[] = []
  for (const o of outcomes) {
    for (const s of o.example.strikes) if (!strikeKeys.some((k) => strikeId(k) === strikeId(s))) strikeKeys.push(s)
    for (const id of [...(o.example.sides?.flat() ?? []), ...o.example.strikes.map((s) => s.target), ...o.example.losses.map((l) => l.unit)]) if (!unitIds.includes(id)) unitIds.push(id)
  }
  const sideOf = (id: string) => o0Sides(outcomes).find((side) => side.includes(id))
  const strikes = strikeKeys.map((k): StrikeOdds => {
    const id = strikeId(k)
    const intoMelee = outcomes.some((o) => o.example.sideHits !== undefined)
    const targetHp = hpOf(k.target)
    const per = (() => {
      const u = unitOf(k.target)
      return u && tables.isSkUnit(u) ? tables.typeOf(u).hp : 1
    })()
    const results: Outcome<AttackResult>[] = outcomes.map((o) => {
      const s = o.example.strikes.find((x) => strikeId(x) === id)
      const push = k.kind === 'charge' ? (o.example.pushes.find((p) => p.unit === k.target)?.paces ?? 0) : 0
      const hpLost = s?.hpLost ?? 0
      const example: AttackResult = {
        chargeBonus: s?.chargeBonus ?? null, dice: s?.dice ?? 0, hits: s?.hits ?? 0, naturalHits: s?.naturalHits ?? null, hpLost,
        figuresLost: livingFigures(targetHp, per) - livingFigures(Math.max(0, targetHp - hpLost), per), push, attackFaces: null, damageFaces: null,
      }
      return { key: o.key, probability: o.probability, example }
    })
    const made = outcomes.filter((o) => o.example.strikes.some((x) => strikeId(x) === id))
    // A loop, not Math.min(...dice): a melee of several units has more outcomes than a call takes arguments.
    let min = Infinity
    let max = -Infinity
    for (const o of made) {
      const d = o.example.strikes.find((x) => strikeId(x) === id)!.dice
      if (d < min) min = d
      if (d > max) max = d
    }
    // The pool the strike can empty: its target's side in a melee (SK-MELEE-4), the target alone for a volley.
    const pool = (sideOf(k.target) ?? [k.target]).reduce((t, u) => t + hpOf(u), 0)
    const summary = summarizeOdds({ outcomes: results, total: dist.total, leaves: dist.leaves }, { hpPool: intoMelee ? 0 : pool })
    const hits = marginal(outcomes, (d) => d.strikes.find((x) => strikeId(x) === id)?.hits ?? 0).map((m) => ({ hits: m.value, probability: m.probability }))
    return { unit: k.unit, target: k.target, kind: k.kind, dice: { min, max }, made: sum(made.map((o) => o.probability)), summary, hits, intoMelee }
  })
  const units = unitIds.map((unit): UnitOdds => {
    const lost = (d: SkCombat) => d.losses.find((l) => l.unit === unit)?.hpLost ?? 0
    const hp = hpOf(unit)
    return {
      unit,
      hpLost: marginal(outcomes, lost).map((m) => ({ hp: m.value, probability: m.probability })),
      pushed: sum(outcomes.filter((o) => o.example.pushes.some((p) => p.unit === unit)).map((o) => o.probability)),
      destroyed: hp > 0 ? sum(outcomes.filter((o) => lost(o.example) >= hp).map((o) => o.probability)) : rational(0),
    }
  })
  return { strikes, units, misfire: sum(outcomes.filter((o) => o.example.misfire).map((o) => o.probability)), leaves: dist.leaves }
}

/** The sides of a melee (the same in every outcome), or none for a volley. */
function o0Sides(outcomes: readonly Outcome<SkCombat>[]): string[][] {
  return outcomes[0]?.example.sides ?? []
}
