import { injectable } from 'tsyringe'
import { describe, expect, it } from 'vitest'
import { rollPool } from '../dice/rollPool'
import { rational, type Rational } from '../dice/Rational'
import { successPool } from '../dice/successPool'
import type { HookRegistry } from '../hooks/HookRegistry'
import type { TargetResult } from '../hooks/HookContexts'
import type { UnitState } from '../model/GameState'
import { definePlugin } from '../plugin/definePlugin'
import type { RulePlugin } from '../plugin/RulePlugin'
import { combatOdds, targetOdds } from './combat'
import { createGame } from './createGame'
import { findUnit } from './stateQueries'
import { testScenario } from './testPlugins.fixture'

/**
 * Attacks with several targets and none single defender (issue: "the core carries every rule
 * family"), through a test resolver on dice pools (not shipped):
 * - `volley` at two declared targets: 2 dice each, a 4+ takes 1 HP;
 * - `into-melee` (SK-MELEE-9, GAP-SK-24): 3 dice at a target locked with one of the shooter's own
 *   units; each hit is assigned by a d6: 1–3 the target, 4–6 the other side of the melee, friends
 *   of the shooter included.
 * The outcome lists each unit's result; its key determines them, so the odds are per target too.
 */
const hp = (u: UnitState) => u.stats['hp'] as number
const partnerOf = (state: { units: UnitState[] }, target: UnitState) => state.units.find((u) => u.id === target.stats['lockedWith'])

@injectable()
class PoolCombat implements RulePlugin {
  apply(hooks: HookRegistry): void {
    const id = 'pool-combat-test'
    hooks.phases.tap(id, () => [
      { id: 'fire', slot: '1', side: 0, label: 'Fire', actions: ['attack'] },
      { id: 'fire', slot: '2', side: 1, label: 'Fire', actions: ['attack'] },
      { id: 'turn-end', slot: '3', side: null, label: 'End of turn', actions: [], auto: 'turn-end' },
    ])
    hooks.combatModes.tap(id, () => ['volley', 'into-melee'])
    hooks.combatResolution.tap(id, ({ state, decl, targets, dice }) => {
      const results: TargetResult[] = []
      if (decl.mode === 'volley') {
        for (const t of targets) {
          const { successes } = successPool(dice, { n: 2, bonus: 0, target: 3, reason: 'volley' })
          results.push({ unit: t.id, key: `hp:${successes}`, label: `${t.id} loses ${successes} HP` })
        }
      } else {
        const target = targets[0]!
        const partner = partnerOf(state, target)!
        const { successes } = successPool(dice, { n: 3, bonus: 0, target: 3, reason: 'shot into the melee' })
        const split = rollPool(dice, { die: { id: 'd6', faces: [1, 2, 3, 4, 5, 6].map((value) => ({ value })) }, n: successes, reason: 'which side is hit', classes: [0, 0, 0, 1, 1, 1] })
        results.push({ unit: target.id, key: `hp:${split.counts[0]}`, label: `${target.id} loses ${split.counts[0]} HP` })
        results.push({ unit: partner.id, key: `hp:${split.counts[1]}`, label: `${partner.id} loses ${split.counts[1]} HP` })
      }
      return { key: results.map((r) => `${r.unit}=${r.key}`).join(','), label: results.map((r) => r.label).join('; '), data: {}, targets: results }
    })
    hooks.combatOutcome.tap(id, ({ draft, outcome }) => {
      for (const t of outcome.targets ?? []) {
        const u = findUnit(draft, t.unit)!
        u.stats['hp'] = hp(u) - Number(t.key.slice(3))
      }
    })
  }
}
const poolCombat = definePlugin({ manifest: { id: 'pool-combat-test', name: 'Pool combat', version: '0.0.0', engine: '^0.1.0' }, plugin: PoolCombat })

function game(dice?: number[]) {
  const scenario = testScenario({
    plugins: [{ id: 'pool-combat-test' }],
    units: [
      { id: 'archers', hex: '1,1', stats: { hp: 6 } },
      { id: 'friends', hex: '4,4', stats: { hp: 6, lockedWith: 'raiders' } },
      { id: 'raiders', side: 'b', hex: '4,5', stats: { hp: 6, lockedWith: 'friends' } },
      { id: 'scouts', side: 'b', hex: '6,1', stats: { hp: 6 } },
    ],
  })
  return createGame({ scenario, plugins: [poolCombat], ...(dice ? { dice } : {}) })
}

const byKey = (outcomes: { key: string; probability: Rational }[]) => Object.fromEntries(outcomes.map((o) => [o.key, o.probability]))
const binomialHalf = (n: number, k: number) => {
  let c = 1
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1)
  return c / 2 ** n
}

describe('core: attacks with several targets', () => {
  it('a two-target attack resolves with a result per target, applied to each, and exact odds per target', () => {
    const g = game([4, 1, 6, 6])
    const decl = { attackers: ['archers'], targets: ['raiders', 'scouts'], mode: 'volley' }
    const r = g.act({ type: 'attack', side: 'a', ...decl })
    expect(r.ok).toBe(true)
    const resolved = g.events.find((e) => e.type === 'combatResolved')!
    expect(resolved['outcome']).toMatchObject({ targets: [{ unit: 'raiders', key: 'hp:1' }, { unit: 'scouts', key: 'hp:2' }] })
    expect(g.state.units.map((u) => [u.id, hp(u)])).toEqual([['archers', 6], ['friends', 6], ['raiders', 5], ['scouts', 4]])
    const fresh = game()
    const odds = combatOdds(fresh.rules, fresh.state, 'a', decl)
    if ('ok' in odds) throw new Error(odds.message)
    expect(odds.distribution.outcomes).toHaveLength(9)
    const perTarget = targetOdds(odds)
    expect(perTarget.map((t) => t.unit)).toEqual(['raiders', 'scouts'])
    for (const t of perTarget) expect(byKey(t.outcomes)).toEqual({ 'hp:0': rational(1, 4), 'hp:1': rational(1, 2), 'hp:2': rational(1, 4) })
  })

  it('SK-MELEE-9, GAP-SK-24 a shot into a melee hits both sides, the shooter\'s friends included, with exact odds for each', () => {
    // Three hits (4, 5, 6); their sides 2 (target), 5 and 6 (the shooter's friends).
    const g = game([4, 5, 6, 2, 5, 6])
    const decl = { attackers: ['archers'], defender: 'raiders', mode: 'into-melee' }
    expect(g.act({ type: 'attack', side: 'a', ...decl }).ok).toBe(true)
    expect(g.state.units.map((u) => [u.id, hp(u)])).toEqual([['archers', 6], ['friends', 4], ['raiders', 5], ['scouts', 6]])
    const fresh = game()
    const odds = combatOdds(fresh.rules, fresh.state, 'a', decl)
    if ('ok' in odds) throw new Error(odds.message)
    const [raiders, friends] = targetOdds(odds)
    expect(raiders!.unit).toBe('raiders')
    expect(friends!.unit).toBe('friends')
    // Each die hits on 4+ (1/2) and then lands on a given side with 1/2: 1/4 per die and side.
    for (const t of [raiders!, friends!]) {
      const p = byKey(t.outcomes)
      for (let k = 0; k <= 3; k++) {
        const exact = (1 / 4) ** k * (3 / 4) ** (3 - k) * (binomialHalf(3, k) * 2 ** 3)
        expect(p[`hp:${k}`]!.num / p[`hp:${k}`]!.den).toBeCloseTo(exact, 12)
      }
    }
    expect(byKey(raiders!.outcomes)['hp:3']).toEqual(rational(1, 64))
    expect(byKey(friends!.outcomes)['hp:0']).toEqual(rational(27, 64))
  })
})
