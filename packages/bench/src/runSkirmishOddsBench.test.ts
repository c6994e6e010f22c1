import { toFloat } from '@hexes/core'
import { planAttack, representativeAttacks, skConfigSchema } from '@hexes/plugin-skirmish'
import { describe, expect, it } from 'vitest'
import { directPlanOdds } from './directPlanOdds'
import { formatSkirmishOddsBench } from './formatSkirmishOddsBench'
import { runSkirmishOddsBench, SKIRMISH_BENCH_TYPES } from './runSkirmishOddsBench'

describe('bench/skirmish odds', () => {
  it('times every representative attack and checks it against the direct DP (tiny mode, no timing asserts)', () => {
    const report = runSkirmishOddsBench({ tiny: true })
    expect(report.attacks.length).toBeGreaterThanOrEqual(15)
    expect(report.checkedOutcomes).toBeGreaterThan(100)
    expect(report.attacks.filter((a) => a.directUs === null).map((a) => a.kind)).toEqual(['pursuit', 'pursuit', 'pursuit'])
    expect(report.attacks.every((a) => a.exactUs > 0)).toBe(true)
    expect(formatSkirmishOddsBench(report)).toMatch(/(PASS|MISS) {2}exact odds of every attack, the slowest \(.+\): [\d.]+ ms \(target <= 1 ms\)/)
    expect(JSON.parse(JSON.stringify(report))).toEqual(report)
  })

  it('times the attacks it is given instead of the sample pairs (the shipped scenario\'s, from the CLI), and counts those over 1 ms', () => {
    const config = skConfigSchema.parse({})
    const attacks = representativeAttacks(SKIRMISH_BENCH_TYPES.archers, SKIRMISH_BENCH_TYPES.knights, config).map((a) => ({ pair: 'A → K', name: a.name, plan: planAttack(a.situation, config) }))
    const report = runSkirmishOddsBench({ attacks, tiny: true })
    expect(report.attacks.map((a) => `${a.pair}, ${a.name}`)).toEqual(attacks.map((a) => `A → K, ${a.name}`))
    expect(report.overTarget).toBe(report.attacks.filter((a) => a.exactUs > 1000).length)
    expect(formatSkirmishOddsBench(report)).toContain(`${attacks.length} attacks, ${report.overTarget} over 1 ms`)
  })

  it('the direct DP mixes the incomplete charger\'s roll: 1/3 with the bonus die, 2/3 without, and sums to 1', () => {
    const config = skConfigSchema.parse({})
    const incomplete = representativeAttacks(SKIRMISH_BENCH_TYPES.spearmen, SKIRMISH_BENCH_TYPES.troll, config).find((a) => a.name === 'incomplete charge')!
    const plan = planAttack(incomplete.situation, config)
    expect(plan.chargeRoll).not.toBeNull()
    const odds = directPlanOdds(plan)!
    expect([...odds.values()].reduce((s, r) => s + toFloat(r), 0)).toBeCloseTo(1, 12)
    expect(odds.has(`${plan.dice + 1}:0`)).toBe(true)
  })
})
