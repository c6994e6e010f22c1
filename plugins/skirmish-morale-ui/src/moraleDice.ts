import type { GameEvent } from '@hexes/core'
import type { MoraleTestData } from '@hexes/plugin-skirmish-morale'
import type { DiceGroup, DieView, OddsFact } from '@hexes/web-kit'
import type { MoraleWords } from './words'

/** What the module reads of a morale test's Cd (the aura of the general and the great banner, SK-MORALE-20/21). */
export interface CdContext {
  /** `auraPaces` of the morale config: the general's and the banner's reach. */
  aura: number
}

/** The faces of a test's dice (SK-MORALE-19: 1d10; -8: 1d6; -11: 3d6; -12: 2d6). */
const SIDES: Record<MoraleTestData['kind'], number> = { panic: 10, combat: 6, fear: 6, terror: 6 }

/** Which dice of a roll were kept, in roll order: each kept face marks the first die not yet marked that shows it (fear keeps the two lowest, SK-MORALE-11). */
export function keptDice(dice: readonly number[], kept: readonly number[]): boolean[] {
  const out = dice.map(() => false)
  for (const k of kept) {
    const i = dice.findIndex((f, j) => f === k && !out[j])
    if (i >= 0) out[i] = true
  }
  return out
}

function dieViews(kind: MoraleTestData['kind'], dice: readonly number[], kept: readonly number[], passed: boolean, w: MoraleWords): DieView[] {
  const keep = keptDice(dice, kept)
  return dice.map((face, i): DieView => keep[i]
    ? { face, sides: SIDES[kind], result: passed ? 'success' : 'failure', title: w.t('dice.kept', { face }) }
    : { face, sides: SIDES[kind], title: w.t('dice.dropped', { face }) })
}

/** `1 + 2 = 3`, `2 + 4 = 6` (the post-melee casualty difference, SK-MORALE-8), `7` (one die, nothing added). */
function sumOf(kept: readonly number[], bonus: number, total: number): string {
  if (kept.length === 1 && bonus === 0) return String(total)
  return `${kept.join(' + ')}${bonus > 0 ? ` + ${bonus}` : bonus < 0 ? ` − ${-bonus}` : ''} = ${total}`
}

/** Why the unit tested, from the event's trigger (`panic:heavy-losses`, `rally`, `combat:4`, `fear`). */
function whyOf(trigger: unknown, w: MoraleWords): string {
  const t = typeof trigger === 'string' ? trigger : ''
  if (t.startsWith('panic:')) return w.t(`why.${t.slice(6)}`)
  if (t.startsWith('combat:')) return w.t('why.combat', { n: Number(t.slice(7)) })
  return w.t(`why.${t === 'rally' || t === 'fear' || t === 'terror' ? t : 'other'}`)
}

/** Where the Cd came from (SK-MORALE-20/21, GAP-SK-31/32): the unit's own, or its general's within the aura; the great banner's re-roll. */
function cdFacts(d: MoraleTestData, c: CdContext, w: MoraleWords): OddsFact[] {
  const facts: OddsFact[] = [
    { id: 'cd', label: w.t('dice.cd'), value: String(d.cd) },
    { id: 'cd-source', label: w.t('dice.cdSource'), value: d.cdSource === 'general' && d.general ? w.t('dice.cdGeneral', { general: w.unit(d.general), paces: c.aura }) : w.t('dice.cdOwn') },
  ]
  if (d.rerolled && d.banner) facts.push({ id: 'reroll', label: w.t('dice.reroll'), value: w.t('dice.rerollBy', { banner: w.unit(d.banner), paces: c.aura }) })
  return facts
}

/**
 * A morale test's dice (an `sk-morale/test` event): with the great banner's re-roll
 * (SK-MORALE-21), the failed first roll, then the roll that counts; each with its dice (the kept
 * ones marked as the test went, fear's dropped highest die unmarked, SK-MORALE-11), the sum
 * against the Cd, the Cd and where it came from (the unit's own or its general's within the aura,
 * SK-MORALE-20), and whether it held (total below the Cd, GAP-SK-32: equal fails).
 */
function testGroups(e: GameEvent, c: CdContext, w: MoraleWords): DiceGroup[] | undefined {
  const d = e.test as MoraleTestData | undefined
  if (!d || d.source !== 'skirmish-morale' || !Array.isArray(d.dice)) return undefined
  const who = { unit: w.unit(String(e.unit)), kind: w.t(`kinds.${d.kind}`), why: whyOf(e.trigger, w) }
  const groups: DiceGroup[] = []
  if (d.rerolled && d.first) {
    groups.push({
      id: 'test-first',
      label: w.t('dice.firstLabel', who),
      dice: dieViews(d.kind, d.first.dice, d.first.kept, false, w),
      facts: [{ id: 'total', label: w.t('dice.total'), value: sumOf(d.first.kept, d.bonus, d.first.total) }],
      summary: w.t('dice.firstSummary', { total: d.first.total, cd: d.cd }),
    })
  }
  groups.push({
    id: 'test',
    label: w.t('dice.testLabel', who),
    dice: dieViews(d.kind, d.dice, d.kept, d.passed, w),
    facts: [{ id: 'total', label: w.t('dice.total'), value: sumOf(d.kept, d.bonus, d.total) }, ...cdFacts(d, c, w)],
    summary: w.t(d.passed ? 'dice.holds' : 'dice.fails', { total: d.total, cd: d.cd }),
  })
  return groups
}

/** A flight's die (SK-MORALE-1..3): M + 1d10 paces, and where it ended (off the battlefield: lost). */
function flightGroup(e: GameEvent, w: MoraleWords): DiceGroup[] {
  const roll = Number(e.roll)
  const paces = Number(e.paces)
  return [{
    id: 'flight',
    label: w.t('dice.flightLabel', { unit: w.unit(String(e.unit)) }),
    dice: [{ face: roll, sides: 10, title: w.t('dice.flightDie', { face: roll }) }],
    facts: [{ id: 'paces', label: w.t('dice.paces'), value: w.t('dice.pacesValue', { m: paces - roll, roll, paces }) }],
    summary: e.lost === true ? w.t('dice.flightLost', { paces }) : w.t('dice.flightTo', { paces, hex: String(e.to) }),
  }]
}

/** A pursuit's die (SK-MORALE-4): M + 1d6 paces after the quarry, caught or not. */
function pursuitGroup(e: GameEvent, w: MoraleWords): DiceGroup[] {
  const roll = Number(e.roll)
  const paces = Number(e.paces)
  const who = { unit: w.unit(String(e.unit)), target: w.unit(String(e.target)) }
  return [{
    id: 'pursuit',
    label: w.t('dice.pursuitLabel', who),
    dice: [{ face: roll, title: w.t('dice.pursuitDie', { face: roll }) }],
    facts: [{ id: 'paces', label: w.t('dice.paces'), value: w.t('dice.pacesValue', { m: paces - roll, roll, paces }) }],
    summary: w.t(e.caught === true ? 'dice.caught' : 'dice.escaped', { ...who, paces }),
  }]
}

/** A pursuit's attack on its quarry (SK-MORALE-5, R-05): every die a hit, then the damage dice. */
function pursuitAttackGroup(e: GameEvent, w: MoraleWords): DiceGroup[] {
  const faces = Array.isArray(e.damageFaces) ? (e.damageFaces as number[][]).flat() : []
  const who = { unit: w.unit(String(e.unit)), target: w.unit(String(e.target)) }
  return [{
    id: 'pursuit-attack',
    label: w.t('dice.pursuitAttackLabel', who),
    dice: faces.map((face) => ({ face, title: w.t('dice.damageDie', { face }) })),
    facts: [{ id: 'hits', label: w.t('dice.hits'), value: String(e.hits) }],
    summary: w.t('dice.pursuitAttack', { hits: Number(e.hits), hp: Number(e.hpLost), target: who.target }),
  }]
}

/**
 * HEXES Med's morale test that a skirmish trigger called for on an HM-model unit in a HEXES Med
 * game (I-03, R-16: `sk-morale/hm-test`): its d6 against the value (F and the leader's bonus) and
 * what it did (no effect, a retreat, a step lost, eliminated).
 */
function hmTestGroup(e: GameEvent, w: MoraleWords): DiceGroup[] | undefined {
  const d = e.test as { roll?: unknown; value?: unknown; eliminates?: unknown } | undefined
  if (typeof d?.roll !== 'number' || typeof d.value !== 'number') return undefined
  const key = e.key === 'reduce' && d.eliminates === true ? 'eliminated' : String(e.key)
  return [{
    id: 'hm-test',
    label: w.t('dice.hmTestLabel', { unit: w.unit(String(e.unit)), why: whyOf(e.trigger, w) }),
    dice: [{ face: d.roll, result: key === 'none' ? 'success' : 'failure', title: w.t('dice.hmDie', { face: d.roll }) }],
    facts: [{ id: 'value', label: w.t('dice.hmValue'), value: String(d.value) }],
    summary: w.t(`dice.hm.${key}`),
  }]
}

/**
 * The dice of a skirmish morale event, die by die, for the event log: a morale test's (panic,
 * post-melee, fear, terror, rally: see `testGroups`; HEXES Med's test of an HM-model unit in a
 * HEXES Med game), a flight's die (M + 1d10), a pursuit's die (M + 1d6) and its attack's damage
 * dice. `undefined` for another event.
 */
export function moraleDice(event: GameEvent, c: CdContext, w: MoraleWords): DiceGroup[] | undefined {
  switch (event.type) {
    case 'sk-morale/test': return testGroups(event, c, w)
    case 'sk-morale/hm-test': return hmTestGroup(event, w)
    case 'sk-morale/flight': return flightGroup(event, w)
    case 'sk-morale/pursuit': return pursuitGroup(event, w)
    case 'sk-morale/pursuit-attack': return pursuitAttackGroup(event, w)
    default: return undefined
  }
}
