import { addRationals, rational, toFloat, type Rational } from '@hexes/core'
import type { AttackModifier, CombatPreview, StrikePreview, UnitOdds } from '@hexes/plugin-skirmish'
import type { OddsFact, OddsLine, OddsView } from '@hexes/web-kit'
import { signed } from './signed'
import type { Words } from './words'

const ZERO = (r: Rational) => r.num === 0
const ONE = (r: Rational) => r.num === r.den

/** An expectation, to two decimals (the exact fraction in the title would be unreadable). */
function expected(r: Rational): string {
  return toFloat(r).toFixed(2)
}

/** A modifier of the plan, by its rule id: `SK-CHARGE-5: +3 dice`. */
function modifierFact(m: AttackModifier, i: number, w: Words): OddsFact {
  return { id: `modifier-${i}`, label: m.ruleId, value: w.t(`odds.modifierKinds.${m.kind}`, { value: signed(m.value) }) }
}

/**
 * What each die needs: the face (2 to 6), the net to-hit bonus and the defence it beats
 * (SK-COMBAT-2..5), or that every die hits; then the damage score against the
 * constitution, which automatic hits roll too (SK-COMBAT-8/9).
 */
function needsFacts(s: StrikePreview, w: Words): OddsFact[] {
  const t = (k: string, p?: Record<string, unknown>) => w.t(`odds.${k}`, p)
  const damage: OddsFact = { id: 'damage', label: t('damage'), value: t('damageValue', { damage: signed(s.plan.damage), constitution: s.plan.constitution }) }
  if (s.needs === null) return [{ id: 'needs', label: t('needs'), value: t('automatic') }, damage]
  return [
    { id: 'needs', label: t('needs'), value: t('needsValue', { needs: s.needs }) },
    { id: 'to-hit', label: t('toHit'), value: signed(s.plan.toHit) },
    { id: 'defence', label: t('defence'), value: String(s.plan.defence) },
    damage,
  ]
}

function strikeView(s: StrikePreview, i: number, w: Words): OddsView {
  const t = (k: string, p?: Record<string, unknown>) => w.t(`odds.${k}`, p)
  const target = w.unit(s.target)
  const facts: OddsFact[] = [
    { id: 'dice', label: t('dice'), value: s.dice.min === s.dice.max ? String(s.dice.max) : t('diceRange', s.dice) },
    ...needsFacts(s, w),
    ...s.plan.modifiers.map((m, k) => modifierFact(m, k, w)),
    { id: 'expected-hits', label: t('expectedHits'), value: expected(s.summary.expectedHits) },
    { id: 'expected-hp', label: t('expectedHp'), value: expected(s.summary.expectedHpLost) },
  ]
  const lines: OddsLine[] = []
  if (!ONE(s.made)) lines.push({ id: 'made', label: t('made'), probability: s.made })
  const roll = s.plan.chargeRoll
  if (s.chargeBonus !== null && roll) lines.push({ id: 'charge-bonus', label: t('chargeBonus', { atLeast: roll.atLeast, faces: roll.faces }), probability: s.chargeBonus })
  lines.push({ id: 'hit', label: t('pHit'), probability: s.summary.pHit })
  lines.push({ id: 'damage', label: t('pDamage'), probability: s.summary.pDamage })
  if (!ZERO(s.summary.pPush)) lines.push({ id: 'push', label: t('pPush', { target }), probability: s.summary.pPush })
  if (!ZERO(s.summary.pDestroyed)) lines.push({ id: 'destroyed', label: t('pDestroyed', { target }), probability: s.summary.pDestroyed })
  return {
    id: `strike-${i}`,
    title: t('strikeTitle', { unit: w.unit(s.unit), kind: t(`kinds.${s.kind}`), target }),
    facts,
    lines,
    tables: [
      { id: 'hits', title: t('hits'), rows: s.hits.map((h) => ({ id: String(h.hits), label: String(h.hits), probability: h.probability })) },
      { id: 'hp', title: t(s.intoMelee ? 'hpLostShared' : 'hpLost'), rows: s.summary.hpLost.map((h) => ({ id: String(h.hp), label: String(h.hp), probability: h.probability })) },
    ],
    ...(s.fixed ? {} : { note: t('replannedNote') }),
  }
}

/** The text of each mark of a unit's aftermath (the morale rules' `MORALE_MARKS`). */
const MARK_TEXTS: Readonly<Record<string, string>> = { flees: 'unitFlees', captured: 'unitCaptured', retreats: 'unitRetreats', 'loses-step': 'unitLosesStep' }

function unitsView(units: readonly UnitOdds[], w: Words, title: string): OddsView {
  const t = (k: string, p?: Record<string, unknown>) => w.t(`odds.${k}`, p)
  const lines: OddsLine[] = []
  for (const u of units) {
    const unit = w.unit(u.unit)
    lines.push({ id: `${u.unit}-hurt`, label: t('unitHurt', { unit }), probability: hurt(u) })
    if (!ZERO(u.pushed)) lines.push({ id: `${u.unit}-pushed`, label: t('unitPushed', { unit }), probability: u.pushed })
    if (!ZERO(u.destroyed)) lines.push({ id: `${u.unit}-destroyed`, label: t('unitDestroyed', { unit }), probability: u.destroyed })
    // What it comes to after the combat, with the morale rules (flees, captured...: UnitOdds.aftermath).
    for (const m of u.aftermath ?? []) if (MARK_TEXTS[m.mark]) lines.push({ id: `${u.unit}-${m.mark}`, label: t(MARK_TEXTS[m.mark]!, { unit }), probability: m.probability })
  }
  return {
    id: 'units',
    title,
    lines,
    tables: units.filter((u) => u.hpLost.some((h) => h.hp > 0)).map((u) => ({ id: u.unit, title: t('hpLostBy', { unit: w.unit(u.unit) }), rows: u.hpLost.map((h) => ({ id: String(h.hp), label: String(h.hp), probability: h.probability })) })),
  }
}

/** The chance a unit loses at least 1 HP. */
function hurt(u: UnitOdds): Rational {
  const terms = u.hpLost.filter((h) => h.hp > 0).map((h) => h.probability)
  return terms.length ? addRationals(terms) : rational(0)
}

/**
 * The odds of a skirmish action as the app draws them ({@link OddsView}), from the plugin's
 * `previewCombat`: for a charge, where it lands (the arc, the contact hex, the paces); then each
 * strike (its dice, the face each die needs with the to-hit bonus and the defence, the damage
 * score against the constitution, every modifier by its rule id; the chance of the incomplete
 * charger's bonus, of a skull, of damage, of a push-back, of destroying its target, expected
 * skulls and HP, the skulls and HP tables); then what each unit suffers in the whole combat.
 * Every probability is the engine's.
 */
export function oddsViews(o: CombatPreview, w: Words): OddsView[] {
  const t = (k: string, p?: Record<string, unknown>) => w.t(`odds.${k}`, p)
  const views: OddsView[] = []
  if (o.landing) {
    const l = o.landing
    views.push({
      id: 'charge',
      title: t('chargeTitle', { unit: w.unit(o.decl.attackers[0] ?? ''), target: w.unit(o.decl.defender ?? ''), arc: t(`arcs.${l.arc}`) }),
      facts: [
        { id: 'arc', label: t('arc'), value: t(`arcs.${l.arc}`) },
        { id: 'contact', label: t('contact'), value: l.hex },
        { id: 'paces', label: t(l.units === 'MP' ? 'mp' : 'paces'), value: String(l.paces) },
        ...(l.intoMelee ? [{ id: 'into-melee', label: t('intoMelee'), value: t('yes') }] : []),
      ],
      lines: [],
      note: t(l.units === 'MP' ? 'chargeNoteMix' : 'chargeNote'),
    })
  }
  o.strikes.forEach((s, i) => views.push(strikeView(s, i, w)))
  if (!ZERO(o.misfire)) views.push({ id: 'misfire', title: t('misfireTitle'), lines: [{ id: 'misfire', label: t('misfire'), probability: o.misfire }] })
  const many = o.strikes.length > 1 || o.units.length > 1
  if (many) views.push(unitsView(o.units, w, t(o.landing || o.strikes.some((s) => s.kind !== 'missile') ? 'exchangeTitle' : 'volleyTitle')))
  return views
}
