import { describe, expect, it } from 'vitest'
import type { AttackSituation } from './AttackSituation'
import { fighter, profile, testConfig, UNITS } from './combat.fixture'
import { isHalfHp, planAttack } from './planAttack'

const config = testConfig()
/** Attack bonus +1, defence 4, damage 2, constitution 1; 10 figures of 1 HP each side. */
const attacker = fighter(profile({ figures: 10, attackBonus: 1, damage: 2 }))
const target = fighter(profile({ figures: 10, defence: 4, constitution: 1 }))
const plan = (s: Partial<AttackSituation> = {}) => planAttack({ kind: 'strike', attacker, target, ...s }, config)
const mods = (s: Partial<AttackSituation> = {}, kind = 'toHit') => plan(s).modifiers.filter((m) => m.kind === kind).map((m) => [m.ruleId, m.value])

describe('skirmish/combat/plan', () => {
  it('SK-COMBAT-2: the attack bonus is added to each die: the plan\'s net bonus starts from it', () => {
    expect([plan().toHit, plan().defence, plan().damage, plan().constitution]).toEqual([1, 4, 2, 1])
    expect(planAttack({ kind: 'strike', attacker: fighter(profile({ attackBonus: -2 })), target }, config).toHit).toBe(-2)
  })

  it('SK-COMBAT-13: an attacker on higher ground has +1 to hit', () => {
    expect(mods({ attacker: { ...attacker, level: 1 } })).toEqual([['SK-COMBAT-13', 1]])
    expect(plan({ attacker: { ...attacker, level: 2 }, target: { ...target, level: 1 } }).toHit).toBe(2)
    expect(mods()).toEqual([])
  })

  it('SK-COMBAT-14: an attacker on lower ground has −1 to hit', () => {
    expect(mods({ target: { ...target, level: 1 } })).toEqual([['SK-COMBAT-14', -1]])
    expect(plan({ target: { ...target, level: 1 } }).toHit).toBe(0)
  })

  it('SK-COMBAT-15: numerical superiority, strictly more than double the living figures, +1 (10 vs 5: no; 11 vs 5: yes)', () => {
    const five = fighter(profile({ figures: 5, defence: 4 }))
    expect(mods({ attacker: fighter(profile({ figures: 10 })), target: five })).toEqual([])
    expect(mods({ attacker: fighter(profile({ figures: 11 })), target: five })).toEqual([['SK-COMBAT-15', 1]])
    // Living figures, not HP: 11 figures of 1 HP against 5 figures of 4 HP.
    expect(mods({ attacker: fighter(profile({ figures: 11 })), target: fighter(profile({ figures: 5, hp: 4 })) })).toEqual([['SK-COMBAT-15', 1]])
    // Losses count: 11 figures down to 10.
    expect(mods({ attacker: fighter(profile({ figures: 11 }), { hp: 10 }), target: five })).toEqual([])
  })

  it('R-03: allies count for their side in a multi-unit melee; superiorityBy "hp" counts HP (GAP-SK-19)', () => {
    const six = fighter(profile({ figures: 6 }))
    const five = fighter(profile({ figures: 5 }))
    expect(mods({ attacker: six, target: five })).toEqual([])
    expect(mods({ attacker: six, attackerAllies: [six], target: five })).toEqual([['SK-COMBAT-15', 1]])
    expect(mods({ attacker: six, attackerAllies: [six], target: five, targetAllies: [fighter(profile({ figures: 1 }))] })).toEqual([])
    const troll = fighter(UNITS.troll) // 1 figure, 4 HP
    const byHp = testConfig({ superiorityBy: 'hp' })
    const toHitMods = (s: AttackSituation) => planAttack(s, byHp).modifiers.filter((m) => m.ruleId === 'SK-COMBAT-15')
    expect(planAttack({ kind: 'strike', attacker: fighter(profile({ figures: 3 })), target: troll }, config).modifiers.some((m) => m.ruleId === 'SK-COMBAT-15')).toBe(true)
    expect(toHitMods({ kind: 'strike', attacker: fighter(profile({ figures: 3 })), target: troll })).toEqual([])
    expect(toHitMods({ kind: 'strike', attacker: fighter(profile({ figures: 9 })), target: troll })).toHaveLength(1)
  })

  it('SK-COMBAT-16: a target in light cover gives −1 to hit in melee', () => {
    expect(mods({ cover: 'light' })).toEqual([['SK-COMBAT-16', -1]])
  })

  it('SK-COMBAT-17: a target in heavy cover gives −2 to hit in melee, one modifier', () => {
    expect(mods({ cover: 'heavy' })).toEqual([['SK-COMBAT-17', -2]])
    expect(mods({ cover: 'heavy' }, 'defence')).toEqual([])
    expect(plan({ cover: 'heavy' }).toHit).toBe(-1)
  })

  it('SK-MISSILE-12: a target in light cover gives −1 to attack against missiles', () => {
    expect(mods({ kind: 'missile', range: 'short', cover: 'light' })).toEqual([['SK-MISSILE-12', -1]])
  })

  it('SK-MISSILE-13: heavy cover against missiles is −1 to attack and +1 to the target\'s defence, two modifiers (GAP-SK-22)', () => {
    const p = plan({ kind: 'missile', range: 'short', cover: 'heavy' })
    expect(p.modifiers.map((m) => [m.ruleId, m.kind, m.value])).toEqual([['SK-MISSILE-13', 'toHit', -1], ['SK-MISSILE-13', 'defence', 1]])
    expect([p.toHit, p.defence]).toEqual([0, 5])
  })

  it('SK-COMBAT-18: the charged unit strikes back at its charger at −1 to hit; a plain strike does not', () => {
    expect(mods({ kind: 'return' })).toEqual([['SK-COMBAT-18', -1]])
    expect(mods({ kind: 'strike' })).toEqual([])
    expect(mods({ kind: 'locked' })).toEqual([])
  })

  it('SK-COMBAT-19: a unit that has lost half its HP has −1 to hit and −1 damage (R-02: per unit, HP ≤ half the start)', () => {
    const troll = (hp: number) => fighter(UNITS.troll, { hp })
    expect(isHalfHp(troll(2))).toBe(true)
    expect(isHalfHp(troll(3))).toBe(false)
    const p = planAttack({ kind: 'strike', attacker: troll(2), target }, config)
    expect(p.modifiers.filter((m) => m.ruleId === 'SK-COMBAT-19').map((m) => [m.kind, m.value])).toEqual([['toHit', -1], ['damage', -1]])
    expect([p.toHit, p.damage]).toEqual([UNITS.troll.attackBonus - 1, UNITS.troll.damage - 1])
    expect(planAttack({ kind: 'strike', attacker: troll(3), target }, config).modifiers).toEqual([])
    // Per unit: 10 spearmen at 5 HP are at half; at 6 they are not.
    expect(isHalfHp(fighter(UNITS.spearmen, { hp: 5 }))).toBe(true)
    expect(isHalfHp(fighter(UNITS.spearmen, { hp: 6 }))).toBe(false)
  })

  it('SK-COMBAT-20: to-hit modifiers add up on every die (elevated +1 and light cover −1: net 0)', () => {
    const p = plan({ attacker: { ...attacker, level: 1 }, cover: 'light' })
    expect(p.modifiers.map((m) => m.ruleId)).toEqual(['SK-COMBAT-13', 'SK-COMBAT-16'])
    expect(p.toHit).toBe(attacker.type.attackBonus)
    const all = plan({ kind: 'return', attacker: { ...attacker, hp: 5 }, target: { ...target, level: 1 }, cover: 'heavy' })
    expect(all.toHit).toBe(1 - 1 - 2 - 1 - 1)
  })

  it('SK-MELEE-7: a unit locked in melee and charged by another unit has −2 defence', () => {
    const p = plan({ kind: 'charge', targetLocked: true })
    expect(mods({ kind: 'charge', targetLocked: true }, 'defence')).toEqual([['SK-MELEE-7', -2]])
    expect(p.defence).toBe(2)
    expect(plan({ kind: 'strike', targetLocked: true }).defence).toBe(4)
    expect(planAttack({ kind: 'charge', attacker, target, targetLocked: true }, testConfig({ lockedChargedDefence: -3 })).defence).toBe(1)
  })

  it('SK-MELEE-8: a unit locked in melee and shot at has −2 defence', () => {
    expect(mods({ kind: 'missile', range: 'short', targetLocked: true }, 'defence')).toEqual([['SK-MELEE-8', -2]])
    expect(plan({ kind: 'missile', range: 'short', targetLocked: true }).defence).toBe(2)
    expect(plan({ kind: 'missile', range: 'short' }).defence).toBe(4)
  })

  it('R-05: a pursuit hits automatically, so no to-hit modifier is listed; the charge bonus and damage malus still are', () => {
    // A troll (one figure) at half HP is not incomplete: a plain +1 charge die.
    const p = planAttack({ kind: 'pursuit', attacker: fighter(UNITS.troll, { hp: 2, level: 1 }), target, cover: 'heavy' }, config)
    expect(p.automaticHits).toBe(true)
    expect(p.modifiers.map((m) => [m.ruleId, m.kind])).toEqual([['SK-CHARGE-4', 'dice'], ['SK-COMBAT-19', 'damage']])
    expect(p.dice).toBe(UNITS.troll.attacks + 1)
    expect(p.pushSkulls).toBe(0)
  })

  it('the plan is plain JSON, and the unconditional modifiers add up to it', () => {
    const p = plan({ kind: 'charge', attacker: { ...attacker, level: 1, hp: 5 }, cover: 'light', targetLocked: true })
    expect(JSON.parse(JSON.stringify(p))).toEqual(p)
    // Incomplete (5 of 10 figures): the charge bonus waits for its roll and is not in `dice`.
    expect(p.modifiers.filter((m) => m.onRoll !== undefined).map((m) => m.ruleId)).toEqual(['SK-CHARGE-6'])
    const total = (kind: string) => p.modifiers.filter((m) => m.kind === kind && m.onRoll === undefined).reduce((s, m) => s + m.value, 0)
    expect(p.dice - p.potential).toBe(total('dice'))
    expect(p.toHit - attacker.type.attackBonus).toBe(total('toHit'))
    expect(p.defence - target.type.defence).toBe(total('defence'))
    expect(p.damage - attacker.type.damage).toBe(total('damage'))
    expect(p.modifiers.every((m) => m.source === 'skirmish' && Number.isInteger(m.value) && m.label.length > 0)).toBe(true)
  })

  it('SK-MELEE-4: the target\'s allies add their HP to the pool an attack can take (the side shares it)', () => {
    expect(plan().hpPool).toBe(10)
    expect(plan({ targetAllies: [fighter(UNITS.knights, { hp: 7 })] }).hpPool).toBe(17)
    expect(plan({ targetAllies: [fighter(UNITS.knights, { hp: 7 })] }).targetHp).toBe(10)
  })
})
