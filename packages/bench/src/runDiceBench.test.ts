import { enumerateOutcomes, rational, SeededDice, seedRng } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { attackKey, BENCH_ATTACK, damageTables, resolveAttack } from './benchAttack'
import { directAttackOdds } from './directAttackOdds'
import { formatDiceBench } from './formatDiceBench'
import { runDiceBench } from './runDiceBench'

describe('bench/dice', () => {
  it('enumerateOutcomes with pools and the direct DP agree exactly on the 20-dice attack (tiny mode, no timing asserts)', () => {
    const report = runDiceBench({ tiny: true })
    expect(report).toMatchObject({ tiny: true, outcomes: 201, checkedOutcomes: 201, leaves: 4851, rounds: 1 })
    expect(report.bigOutcomes).toBeGreaterThan(0)
    expect(report.samples).toBeGreaterThanOrEqual(3)
    expect(report.exactUs).toBeGreaterThan(0)
    expect(report.directUs).toBeGreaterThan(0)
    expect(report.targets.map((t) => t.label)).toEqual(['exact odds of a 20-dice skirmish attack'])
    expect(formatDiceBench(report)).toMatch(/(PASS|MISS) {2}exact odds of a 20-dice skirmish attack: [\d.]+ ms \(target <= 5 ms\)/)
    expect(JSON.parse(JSON.stringify(report))).toEqual(report)
  })

  it('also agrees on other attacks: penalties, KOs, a small unit', () => {
    for (const attack of [
      { dice: 12, attackBonus: -3, defence: 8, damage: 0, constitution: 5, hp: 4 },
      { dice: 5, attackBonus: 2, defence: 1, damage: 6, constitution: 0, hp: 30 },
    ]) {
      expect(runDiceBench({ tiny: true, attack }).checkedOutcomes).toBeGreaterThan(0)
    }
  })

  it('the damage table: KO at 0 or less, 1–3 → 1, 4–7 → 2, 8+ → 3, a natural 6 at least 1 HP (SK-COMBAT-6..12)', () => {
    expect(damageTables({ ...BENCH_ATTACK, damage: 2, constitution: 3 })).toEqual({ hp: [0, 1, 1, 1, 2, 2], naturalHp: [1, 1, 1, 1, 2, 2] })
    expect(damageTables({ ...BENCH_ATTACK, damage: 2, constitution: 0 }).hp).toEqual([1, 2, 2, 2, 2, 3])
  })

  it('the direct DP sums to 1 and the resolver plays with seeded dice (one die per attack and per hit)', () => {
    const direct = directAttackOdds(BENCH_ATTACK)
    const sum = [...direct.values()].reduce((s, r) => s + r.num / r.den, 0)
    expect(sum).toBeCloseTo(1, 12)
    const dice = new SeededDice(seedRng(5))
    const r = resolveAttack(BENCH_ATTACK)(dice)
    expect(dice.count).toBe(20 + r.hits)
    const miss = enumerateOutcomes(resolveAttack({ ...BENCH_ATTACK, dice: 1 }), attackKey).outcomes.find((o) => o.key === '0:0')
    expect(miss?.probability).toEqual(rational(1, 2))
    expect(() => directAttackOdds({ ...BENCH_ATTACK, dice: 21 })).toThrow(/at most 20/)
  })
})
