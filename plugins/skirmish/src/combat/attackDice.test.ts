import { isEngineError } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import type { AttackSituation } from './AttackSituation'
import { fighter, profile, testConfig, UNITS } from './combat.fixture'
import { planAttack } from './planAttack'

const config = testConfig()
const spearmen = fighter(UNITS.spearmen)
const plan = (s: Partial<AttackSituation> & Pick<AttackSituation, 'kind' | 'attacker'>) => planAttack({ target: spearmen, ...s }, config)
const diceMods = (s: Parameters<typeof plan>[0]) => plan(s).modifiers.filter((m) => m.kind === 'dice').map((m) => [m.ruleId, m.value])

describe('skirmish/combat/attack dice', () => {
  it('SK-COMBAT-1: the attacker rolls one die per attack: 5 attacks, 5 dice', () => {
    const p = plan({ kind: 'strike', attacker: fighter(profile({ attacks: 5 })) })
    expect([p.potential, p.dice]).toEqual([5, 5])
  })

  it('R-01: attack potential is attacks × LIVING figures, ⌈HP ÷ HP per figure⌉', () => {
    expect(plan({ kind: 'strike', attacker: fighter(UNITS.spearmen, { hp: 7 }) }).dice).toBe(7)
    // Knights: 5 figures of 2 HP; 7 HP left is 4 living figures.
    expect(plan({ kind: 'strike', attacker: fighter(UNITS.knights, { hp: 7 }) }).dice).toBe(4)
    expect(plan({ kind: 'strike', attacker: fighter(profile({ attacks: 3, figures: 4 })) }).dice).toBe(12)
    expect(plan({ kind: 'strike', attacker: fighter(UNITS.spearmen, { hp: 0 }) }).dice).toBe(0)
  })

  it('SK-CHARGE-4: a charging unit rolls one extra die; a strike that is not a charge does not', () => {
    const three = fighter(profile({ attacks: 3, keywords: ['infantry'] }))
    expect(plan({ kind: 'charge', attacker: three }).dice).toBe(4)
    expect(diceMods({ kind: 'charge', attacker: three })).toEqual([['SK-CHARGE-4', 1]])
    expect(plan({ kind: 'strike', attacker: three }).dice).toBe(3)
    expect(planAttack({ kind: 'charge', attacker: three, target: spearmen }, testConfig({ chargeBonus: { default: 2 } })).dice).toBe(5)
  })

  it('SK-CHARGE-5: cavalry charges with +2 dice, heavy cavalry with +3', () => {
    const cavalry = fighter(profile({ attacks: 2, keywords: ['cavalry'] }))
    const heavy = fighter(profile({ attacks: 2, keywords: ['cavalry', 'heavyCavalry'] }))
    expect(plan({ kind: 'charge', attacker: cavalry }).dice).toBe(4)
    expect(plan({ kind: 'charge', attacker: heavy }).dice).toBe(5)
    expect(diceMods({ kind: 'charge', attacker: heavy })).toEqual([['SK-CHARGE-5', 3]])
  })

  it('SK-MISSILE-14: archers and crossbowmen may charge but get no charge bonus (not even as cavalry)', () => {
    const archers = fighter(profile({ attacks: 3, keywords: ['infantry', 'archer'] }))
    const crossbows = fighter(profile({ attacks: 3, keywords: ['cavalry', 'crossbow'] }))
    expect(plan({ kind: 'charge', attacker: archers }).dice).toBe(3)
    expect(plan({ kind: 'charge', attacker: crossbows }).dice).toBe(3)
    expect(diceMods({ kind: 'charge', attacker: archers })).toEqual([['SK-MISSILE-14', 0]])
    // An incomplete archer unit makes no charge roll either.
    expect(plan({ kind: 'charge', attacker: fighter(UNITS.archers, { hp: 5 }) }).chargeRoll).toBeNull()
  })

  it('SK-CHARGE-6: an incomplete unit\'s charge bonus is always +1, whatever its type (heavy cavalry: +1, not +3)', () => {
    const p = plan({ kind: 'charge', attacker: fighter(UNITS.knights, { hp: 8 }) })
    expect(p.dice).toBe(4) // 4 living figures; the +1 waits for the roll
    expect(p.chargeRoll).toEqual({ ruleId: 'SK-CHARGE-8', faces: 10, atLeast: 6, bonus: 1 })
    const bonus = p.modifiers.find((m) => m.ruleId === 'SK-CHARGE-6')
    expect(bonus).toMatchObject({ kind: 'dice', value: 1, onRoll: p.chargeRoll })
    // Losing HP without losing a figure is not incomplete: 9 HP is still 5 knights of 2 HP.
    expect(plan({ kind: 'charge', attacker: fighter(UNITS.knights, { hp: 9 }) }).chargeRoll).toBeNull()
  })

  it('SK-CHARGE-7: an incomplete infantry unit charges with its bonus on 5–6 on 1d6 (plan)', () => {
    const p = plan({ kind: 'charge', attacker: fighter(UNITS.spearmen, { hp: 9 }) })
    expect([p.dice, p.chargeRoll]).toEqual([9, { ruleId: 'SK-CHARGE-7', faces: 6, atLeast: 5, bonus: 1 }])
    const cfg = testConfig({ chargeBonus: { incompleteInfantryD6: 4, incomplete: 2 } })
    expect(planAttack({ kind: 'charge', attacker: fighter(UNITS.spearmen, { hp: 9 }), target: spearmen }, cfg).chargeRoll).toMatchObject({ atLeast: 4, bonus: 2 })
  })

  it('SK-CHARGE-9: a unit charged in the flank strikes back with 1 die fewer', () => {
    const three = fighter(profile({ attacks: 3 }))
    expect(plan({ kind: 'return', attacker: three, chargeArc: 'flank' }).dice).toBe(2)
    expect(plan({ kind: 'return', attacker: three, chargeArc: 'front' }).dice).toBe(3)
    expect(diceMods({ kind: 'return', attacker: three, chargeArc: 'flank' })).toEqual([['SK-CHARGE-9', -1]])
    // Only the return strike of the charge exchange: a later strike has its dice.
    expect(plan({ kind: 'strike', attacker: three, chargeArc: 'flank' }).dice).toBe(3)
  })

  it('SK-CHARGE-10: a unit charged in the rear strikes back with 2 dice fewer, never below 0', () => {
    expect(plan({ kind: 'return', attacker: fighter(profile({ attacks: 3 })), chargeArc: 'rear' }).dice).toBe(1)
    const two = plan({ kind: 'return', attacker: fighter(profile({ attacks: 2 })), chargeArc: 'rear' })
    expect(two.dice).toBe(0)
    const one = plan({ kind: 'return', attacker: fighter(profile({ attacks: 1 })), chargeArc: 'rear' })
    expect([one.dice, one.modifiers.find((m) => m.kind === 'dice')?.value]).toEqual([0, -1])
  })

  it('SK-MISSILE-7: a long-range shot uses half the attack potential: 6 → 3, 5 → 3 (rounded up, GAP-SK-18)', () => {
    const shot = (attacks: number) => plan({ kind: 'missile', attacker: fighter(profile({ attacks })), range: 'long' })
    expect(shot(6).dice).toBe(3)
    expect(shot(5).dice).toBe(3)
    expect(shot(1).dice).toBe(1) // a one-die shooter is unaffected
    expect(plan({ kind: 'missile', attacker: fighter(profile({ attacks: 6 })), range: 'short' }).dice).toBe(6)
    expect(shot(6).modifiers).toMatchObject([{ ruleId: 'SK-MISSILE-7', kind: 'dice', value: -3 }])
  })

  it('SK-MISSILE-8: a shot on the move uses half the potential; with long range a quarter, rounded up (GAP-SK-18)', () => {
    const six = fighter(profile({ attacks: 6 }))
    expect(plan({ kind: 'missile', attacker: six, range: 'short', moved: true }).dice).toBe(3)
    expect(plan({ kind: 'missile', attacker: six, range: 'long', moved: true }).dice).toBe(2)
    expect(plan({ kind: 'missile', attacker: fighter(profile({ attacks: 1 })), range: 'long', moved: true }).dice).toBe(1)
    expect(diceMods({ kind: 'missile', attacker: six, range: 'long', moved: true })).toEqual([['SK-MISSILE-7', -3], ['SK-MISSILE-8', -1]])
  })

  it('GAP-SK-18: rounding down by config still leaves at least 1 die', () => {
    const down = testConfig({ halving: 'down' })
    const shot = (attacks: number) => planAttack({ kind: 'missile', attacker: fighter(profile({ attacks })), target: spearmen, range: 'long', moved: true }, down)
    expect(shot(6).dice).toBe(1)
    expect(shot(3).dice).toBe(1)
    expect(shot(9).dice).toBe(2)
  })

  it('SK-MISSILE-9: a shot at a skirmish-order unit or an isolated target uses one die fewer, which can reach 0', () => {
    const four = fighter(profile({ attacks: 4 }))
    const general = fighter(profile({ keywords: ['general'] }))
    expect(planAttack({ kind: 'missile', attacker: four, target: general, range: 'short', targetIsolated: true }, config).dice).toBe(3)
    expect(planAttack({ kind: 'missile', attacker: four, target: general, range: 'short' }, config).dice).toBe(4)
    expect(planAttack({ kind: 'missile', attacker: four, target: fighter(UNITS.skirmishers), range: 'short' }, config).dice).toBe(3)
    // After the halvings: 1 die at long range, then one fewer → 0.
    const one = fighter(profile({ attacks: 1 }))
    expect(planAttack({ kind: 'missile', attacker: one, target: general, range: 'long', targetIsolated: true }, config).dice).toBe(0)
  })

  it('a missile attack without its range band is a bug: typed error', () => {
    let thrown: unknown
    try {
      plan({ kind: 'missile', attacker: fighter(UNITS.archers) })
    } catch (e) {
      thrown = e
    }
    expect(isEngineError(thrown) && thrown.code).toBe('engine/internal')
  })
})
