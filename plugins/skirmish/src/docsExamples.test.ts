/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { addRationals, enumerateOutcomes, findUnit, parseScenario, rationalTerms, toFloat, type Rational } from '@hexes/core'
import { createTestGame } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { attackOdds, summarizeOdds } from './combat/attackOdds'
import type { AttackPlan } from './combat/AttackPlan'
import type { AttackSituation } from './combat/AttackSituation'
import { planAttack } from './combat/planAttack'
import { rangeBand } from './combat/rangeBand'
import { chargeCheck } from './charge/chargeCheck'
import { DEFAULT_WEAPONS } from './config/skConfig'
import type { SkTables } from './config/SkTables'
import { fighterOf } from './fight/fighterOf'
import { volleySituation } from './fight/missileVolley'
import { arcOf } from './geometry/arcOf'
import { gapPaces } from './geometry/gapPaces'
import { targetCover } from './missile/targetCover'
import { SK_TABLES } from './SkirmishRules'
import { skirmish } from './skirmishPlugin'
import { burnCheck, rollSkulls } from './structures/burnAction'

/**
 * The numbers of the players' rules summary (`docs/rules/skirmish.md` and `.fr.md`) computed by the
 * engine's own functions on the shipped Boroughbridge scenario, and found in both pages: a change of
 * the rules or of the pages that makes them disagree fails here.
 */

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
/** Runs of white space read as one space: a line break of the page's text is a space. */
const flat = (text: string) => text.replace(/\s+/g, ' ')
const PAGES = { en: flat(read('../../../docs/rules/skirmish.md')), fr: flat(read('../../../docs/rules/skirmish.fr.md')) }
const BOROUGHBRIDGE = JSON.parse(read('../../../scenarios/boroughbridge-1322.json')) as { units: { id: string; hex: string; facing: number }[] }

/** `num/den`. */
const fraction = (r: Rational) => {
  const t = rationalTerms(r)
  return `${t.num}/${t.den}`
}
/** A number as each page writes it (the French decimal comma). */
const num = (x: number, digits: number) => ({ en: x.toFixed(digits), fr: x.toFixed(digits).replace('.', ',') })
const percent = (r: Rational, digits: number) => num(100 * toFloat(r), digits)

/** Both pages contain the text, given per language or the same in both. */
function inPages(text: string | { en: string; fr: string }): void {
  const t = typeof text === 'string' ? { en: text, fr: text } : text
  for (const lang of ['en', 'fr'] as const) {
    const page = lang === 'en' ? 'docs/rules/skirmish.md' : 'docs/rules/skirmish.fr.md'
    expect(PAGES[lang].includes(flat(t[lang])), `${page} should say "${t[lang]}"`).toBe(true)
  }
}

/** Boroughbridge with some units placed elsewhere (a position later in the game), scripted dice when given. */
function boroughbridge(place: Record<string, { hex: string; facing?: number }> = {}, dice?: number[]) {
  const raw = structuredClone(BOROUGHBRIDGE)
  for (const u of raw.units) Object.assign(u, place[u.id])
  const t = createTestGame({ scenario: parseScenario(raw), plugins: [skirmish], ...(dice ? { dice } : {}) })
  const rules = t.game.rules
  const tables = rules.container.resolve<SkTables>(SK_TABLES)
  const hex = (ref: string) => rules.grid.indexOfRef(ref)
  const unit = (id: string) => findUnit(t.state, id)!
  return { t, rules, tables, hex, unit }
}

/** The plan of an attack as the engine sees the board: both units' profiles, HP and levels, the target's cover. */
function planOnBoard(b: ReturnType<typeof boroughbridge>, attacker: string, target: string, s: Omit<AttackSituation, 'attacker' | 'target'>, attackerHp?: number): AttackPlan {
  const a = b.unit(attacker)
  const d = b.unit(target)
  const cover = targetCover(b.rules, b.t.state, b.tables, b.hex(a.hex!), b.hex(d.hex!))
  return planAttack({ cover, ...s, attacker: fighterOf(b.rules, b.t.state, b.tables, a, attackerHp), target: fighterOf(b.rules, b.t.state, b.tables, d) }, b.tables.config)
}

describe('skirmish/the rules summary, recomputed', () => {
  it('SK-MOVE-6 the turn-cost table: 1 pace per 60°, 180° the cheaper of M/2 and three wheels (M4, M5, M7, M8 of Boroughbridge)', () => {
    const b = boroughbridge()
    b.t.advanceUntil((s) => s.turn.phase === 'movement' && s.turn.activeSide === 'earls')
    for (const id of ['e-hereford', 'e-foresters', 'e-lancaster', 'e-serjeants']) {
      const u = b.unit(id)
      const o = b.t.game.movementOptions(id)
      if ('ok' in o) throw new Error(o.message)
      const cost = (turn: number) => o.facingsAt!(u.hex!).find((f) => f.facing === (u.facing! + turn) % 6)!.cost
      expect(cost(6 - 1), id).toBe(cost(1))
      const row = (c: (n: number) => string) => `| ${b.tables.move(u)} | ${c(cost(1))} | ${c(cost(2))} | ${c(cost(3))} |`
      inPages({ en: row(String), fr: row((n) => String(n).replace('.', ',')) })
    }
  })

  it('SK-MISSILE-1 the weapon table: range bands in paces and in hexes at 2 paces a hex', () => {
    for (const [id, w] of Object.entries(DEFAULT_WEAPONS)) {
      const bands = Array.from({ length: 30 }, (_, k) => rangeBand(2 * k, w))
      const short = bands.lastIndexOf('short') + 1
      const long = [bands.indexOf('long') + 1, bands.lastIndexOf('long') + 1]
      const en = `(\`${id}\`) | ${w.short} | ${w.long} | up to ${short} | ${long[0] ? `${long[0]} to ${long[1]}` : 'none'} |`
      const fr = `(\`${id}\`) | ${w.short} | ${w.long} | jusqu'à ${short} | ${long[0] ? `de ${long[0]} à ${long[1]}` : 'aucune'} |`
      inPages({ en, fr })
    }
  })

  it('SK-CHARGE-12 example 11.1: heavy cavalry charges the schiltron in the flank (arc, reach, strike, odds, dice, return strike, push-back)', () => {
    const place = { 'e-lancaster': { hex: '19,3', facing: 4 } }
    const b = boroughbridge(place)
    // 1. Arc and 2. reach.
    expect(arcOf(b.rules.grid, b.hex('16,5'), b.unit('r-schiltron').facing!, b.hex('19,3'))).toBe('flank')
    const charge = chargeCheck(b.rules, b.t.state, b.tables, 'earls', 'e-lancaster', 'r-schiltron')
    if ('ok' in charge) throw new Error(charge.message)
    expect({ arc: charge.arc, gap: charge.gap, distance: b.rules.grid.distance(b.hex('19,3'), b.hex('16,5')) }).toEqual({ arc: 'flank', gap: 4, distance: 3 })
    expect(charge.ends[0]).toEqual({ hex: '17,4', facing: 4, cost: 4, path: ['18,4', '17,4'] })
    // 3. The strike: 8 dice at +1 against defence 4, damage 2 against constitution 3, no other modifier.
    const strike = planOnBoard(b, 'e-lancaster', 'r-schiltron', { kind: 'charge' })
    expect(strike).toMatchObject({ dice: 8, toHit: 1, defence: 4, damage: 2, constitution: 3, hpPool: 10 })
    expect(strike.modifiers.map((m) => [m.ruleId, m.value])).toEqual([['SK-CHARGE-5', 3]])
    // 4. Its exact odds.
    const dist = attackOdds(strike)
    const odds = summarizeOdds(dist, strike)
    const where = (test: (hits: number, push: number) => boolean) => addRationals(dist.outcomes.filter((o) => test(o.example.hits, o.example.push)).map((o) => o.probability))
    expect(fraction(where((hits) => hits >= 3))).toBe('219/256')
    inPages('219/256')
    const push1 = where((_, push) => push >= 1)
    const push2 = where((_, push) => push >= 2)
    expect(fraction(push1)).toBe(fraction(odds.pPush))
    for (const r of [push1, push2]) {
      inPages(fraction(r))
      inPages({ en: `${percent(r, 1).en} %`, fr: `${percent(r, 1).fr} %` })
    }
    inPages(fraction(odds.pDestroyed))
    inPages(fraction(odds.expectedHpLost))
    inPages({ en: `about ${num(toFloat(odds.expectedHpLost), 2).en}`, fr: `environ ${num(toFloat(odds.expectedHpLost), 2).fr}` })
    expect(fraction(odds.hpLost[0]!.probability)).toBe('390625/43046721')
    inPages('390625/43046721')
    const row = (lang: 'en' | 'fr') => `| % | ${odds.hpLost.map((x) => percent(x.probability, 2)[lang]).join(' | ')} |`
    expect(odds.hpLost.map((x) => x.hp)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    inPages({ en: row('en'), fr: row('fr') })
    // 6. The return strike of the schiltron at 3 HP, from the flank: 2 dice, only a natural 6 hits.
    const back = planOnBoard(b, 'r-schiltron', 'e-lancaster', { kind: 'return', chargeArc: 'flank' }, 3)
    expect(back).toMatchObject({ dice: 2, toHit: -1, defence: 4, damage: 0 })
    const backHits = summarizeOdds(attackOdds(back), back).hpLost.map((x) => fraction(x.probability))
    expect(backHits).toEqual(['25/36', '5/18', '1/36'])
    for (const f of backHits) inPages(f)
    // Had the knights come from 16,9, south of the ford: the front, 10 paces, and 3 dice back.
    const south = boroughbridge({ 'e-lancaster': { hex: '16,9', facing: 0 } })
    const front = chargeCheck(south.rules, south.t.state, south.tables, 'earls', 'e-lancaster', 'r-schiltron')
    if ('ok' in front) throw new Error(front.message)
    expect({ arc: front.arc, end: front.ends[0] }).toEqual({ arc: 'front', end: { hex: '16,6', facing: 0, cost: 10, path: ['16,8', '16,7', '16,6'] } })
    expect(planOnBoard(b, 'r-schiltron', 'e-lancaster', { kind: 'return', chargeArc: 'front' }, 3).dice).toBe(3)
    // 5. and 7. The dice of the example, played: 7 HP, 1 HP back, pushed from 16,5 to 15,5, out of contact.
    const played = boroughbridge(place, [6, 4, 5, 2, 6, 3, 4, 1, 1, 5, 3, 6, 2, 6, 3, 4])
    played.t.play({ type: 'sk/charge', side: 'earls', unit: 'e-lancaster', target: 'r-schiltron' })
    played.t.advanceUntil((s) => s.turn.phase === 'melee')
    played.t.play({ type: 'attack', side: 'earls', attackers: ['e-lancaster'], defender: 'r-schiltron', mode: 'melee' })
    const fought = played.t.game.events.filter((e) => e.type === 'combatResolved').at(-1)!.outcome as { data: { strikes: { kind: string; dice: number; hits: number; hpLost: number; attackFaces: number[]; damageFaces: number[][] }[] } }
    expect(fought.data.strikes.map((x) => [x.kind, x.dice, x.hits, x.hpLost, x.attackFaces, x.damageFaces])).toEqual([
      ['charge', 8, 5, 7, [6, 4, 5, 2, 6, 3, 4, 1], [[1, 5], [3, 6, 2]]],
      ['return', 2, 1, 1, [6, 3], [[4], []]],
    ])
    expect(played.t.unit('r-schiltron')).toMatchObject({ hex: '15,5', stats: { sk: { hp: 3 } } })
    expect(played.t.unit('e-lancaster')).toMatchObject({ hex: '17,4', stats: { sk: { hp: 14 } } })
    expect(played.t.diceLeft()).toBe(0)
    expect(played.t.state.plugins.skirmish).toMatchObject({ melees: [] })
  })

  it('SK-MISSILE-7 example 11.2: a long-range volley from Milby rise into the osier holt (range, dice, to hit, odds, dice rolled)', () => {
    const b = boroughbridge()
    expect([b.rules.grid.distance(b.hex('16,2'), b.hex('19,9')), gapPaces(b.rules.grid, b.hex('16,2'), b.hex('19,9'), 2)]).toEqual([9, 16])
    const volley = (moved: boolean, range?: 'short') => {
      const s = volleySituation(b.rules, b.t.state, b.tables, b.unit('r-archers'), b.unit('e-foresters'))
      return planAttack({ ...s, moved, ...(range ? { range } : {}) }, b.tables.config)
    }
    const plan = volley(false)
    expect(plan).toMatchObject({ dice: 3, toHit: 0, defence: 3, damage: 1, constitution: 2 })
    expect(plan.modifiers.map((m) => [m.ruleId, m.value])).toEqual([['SK-MISSILE-7', -4], ['SK-MISSILE-9', -1], ['SK-COMBAT-13', 1], ['SK-MISSILE-12', -1]])
    expect([volley(true).dice, volley(false, 'short').dice]).toEqual([1, 7])
    const dist = attackOdds(plan)
    const hits = [0, 1, 2, 3].map((k) => fraction(addRationals(dist.outcomes.filter((o) => o.example.hits === k).map((o) => o.probability))))
    expect(hits).toEqual(['1/8', '3/8', '3/8', '1/8'])
    const odds = summarizeOdds(dist, plan)
    for (const x of odds.hpLost) inPages({ en: `${x.hp} with ${fraction(x.probability)} (${percent(x.probability, 1).en} %)`, fr: `${x.hp} avec ${fraction(x.probability)} (${percent(x.probability, 1).fr} %)` })
    expect(fraction(odds.expectedHpLost)).toBe('11/6')
    inPages('11/6')
    // The dice of the example: 5, 6, 2; the natural 6's damage die 1 (a KO: 1 HP), the other 5 (2 HP).
    const played = boroughbridge({}, [5, 6, 2, 1, 5])
    played.t.advanceUntil((s) => s.turn.phase === 'shooting' && s.turn.activeSide === 'royal')
    played.t.play({ type: 'attack', side: 'royal', attackers: ['r-archers'], defender: 'e-foresters', mode: 'missile' })
    expect(played.t.unit('e-foresters').stats.sk).toEqual({ hp: 3, startHp: 6 })
    expect(played.t.diceLeft()).toBe(0)
  })

  it('SK-MISSILE-17 example 11.3: fire arrows at the bridge: 4 combat dice at long range, 8 at short; 4 skulls of fire resistance 4', () => {
    const b = boroughbridge()
    for (const span of ['bridge-north', 'bridge-south']) {
      const s = b.tables.structure(span)!
      expect([b.rules.grid.distance(b.hex('16,2'), b.hex(s.hex)), s.fireResistance]).toEqual([10, 4])
      const shot = burnCheck(b.rules, b.t.state, b.tables, 'royal', 'r-archers', span)
      if ('ok' in shot) throw new Error(shot.message)
      expect([shot.volley.range, shot.dice]).toEqual(['long', 4])
    }
    // From the north bank east of the bridge, 7 hexes from the south span: short range.
    const near = boroughbridge({ 'r-archers': { hex: '13,4' } })
    expect(near.rules.grid.distance(near.hex('13,4'), near.hex('6,7'))).toBe(7)
    const close = burnCheck(near.rules, near.t.state, near.tables, 'royal', 'r-archers', 'bridge-south')
    if ('ok' in close) throw new Error(close.message)
    expect([close.volley.range, close.dice]).toEqual(['short', 8])
    const burns = (n: number) => enumerateOutcomes((dice) => rollSkulls(dice, n) >= 4, String).outcomes.find((o) => o.key === 'true')!.probability
    expect(fraction(burns(4))).toBe('1/16')
    inPages({ en: 'one chance in 16', fr: 'une chance sur 16' })
    inPages({ en: `${fraction(burns(8))} (${percent(burns(8), 1).en} %)`, fr: `${fraction(burns(8))} (${percent(burns(8), 1).fr} %)` })
  })
})
