import { buildRules, combatOdds, createInitialState, legalActions, parseScenario, type AttackAction, type GameState } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { describe, expect, it } from 'vitest'
import { playout } from '../playout'
import { RandomBot } from '../RandomBot'
import { hmOddsLookup } from '@hexes/plugin-hexes-med'
import { benchOdds, sameOdds } from './oddsBench'

const rules = buildRules(parseScenario(findScenario('teaching-ford')), builtinPlugins)

/** Attacks a random playout of the teaching scenario could declare, each with its state. */
function attacks(max: number): { state: GameState; action: AttackAction }[] {
  const found: { state: GameState; action: AttackAction }[] = []
  for (let seed = 1; seed <= 6 && found.length < max; seed++) {
    playout(rules, createInitialState(rules, seed).state, new RandomBot(), {
      seed,
      keepLog: false,
      maxActions: 3000,
      onAction: ({ state }) => {
        if (state.pending.length || state.result) return undefined
        if (!rules.phases[state.turn.phaseIndex]?.actions.includes('attack')) return undefined
        for (const a of legalActions(rules, state)) if (a.type === 'attack' && found.length < max) found.push({ state, action: a as AttackAction })
        return found.length >= max ? 'stop' : undefined
      },
    })
  }
  return found
}

const real = attacks(40)

describe('ai/bench/odds', () => {
  it('HM-COMBAT-11 HM-COMBAT-15 exact odds equal the CRT lookup of the same distribution for real combats of the teaching scenario', () => {
    expect(real.length).toBeGreaterThanOrEqual(20)
    const keys = new Set<string>()
    for (const { state, action } of real) {
      const odds = combatOdds(rules, state, action.side, action)
      const lookup = hmOddsLookup(rules, state, action)
      if ('ok' in odds || 'ok' in lookup) throw new Error('a legal attack was refused')
      expect(sameOdds(odds, lookup)).toBe(true)
      for (const o of lookup) keys.add(o.key)
    }
    // The sample reaches the morale tests the CRT calls for, not only plain results.
    expect([...keys].some((k) => k.startsWith('DM:'))).toBe(true)
  })

  it('the check detects a different distribution: a moved probability, a missing or a renamed outcome', () => {
    const { state, action } = real.find(({ state, action }) => {
      const l = hmOddsLookup(rules, state, action)
      return !('ok' in l) && l.length >= 3
    })!
    const odds = combatOdds(rules, state, action.side, action)
    const lookup = hmOddsLookup(rules, state, action)
    if ('ok' in odds || 'ok' in lookup) throw new Error('a legal attack was refused')
    expect(sameOdds(odds, lookup)).toBe(true)
    const [a, b, ...rest] = lookup
    // 1/36 from the first outcome to the second: still a distribution, no longer the same one.
    const less = { num: a!.probability.num * 36 - a!.probability.den, den: a!.probability.den * 36 }
    const more = { num: b!.probability.num * 36 + b!.probability.den, den: b!.probability.den * 36 }
    expect(sameOdds(odds, [{ key: a!.key, probability: less }, { key: b!.key, probability: more }, ...rest])).toBe(false)
    expect(sameOdds(odds, [b!, ...rest])).toBe(false)
    expect(sameOdds(odds, [{ key: `${a!.key}?`, probability: a!.probability }, b!, ...rest])).toBe(false)
  })

  it('measures the odds and the lookup with the clock it is given, and checks them equal', () => {
    let now = 0
    const { state, action } = real[0]!
    const r = benchOdds(rules, state, action, hmOddsLookup, () => (now += 0.01), 4, 2)
    expect(r.equal).toBe(true)
    expect(r.oddsUs).toBeGreaterThan(0)
    expect(r.lookupUs).toBeGreaterThan(0)
    expect(r.ratio).toBeCloseTo(r.oddsUs / r.lookupUs)
    expect(r.leaves).toBeGreaterThanOrEqual(r.outcomes)
  })
})
