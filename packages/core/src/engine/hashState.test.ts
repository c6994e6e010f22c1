import { describe, expect, it } from 'vitest'
import { commitSeed } from '../dice/commitSeed'
import type { HmacRngState } from '../dice/hmacRng'
import { hashString } from '../util/hashString'
import { stableStringify } from '../util/stableStringify'
import { cloneState, hashScenario, hashState } from './hashState'
import { testGame, testScenario } from './testPlugins.fixture'

describe('core/hashScenario', () => {
  it('changes with the rules and the English texts of a scenario, not with its translations', () => {
    const s = testScenario({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '2,5' }] })
    const h = hashScenario(s)
    expect(hashScenario({ ...s, translations: { fr: { name: 'Essai', units: { a1: 'Première compagnie' } } } })).toBe(h)
    expect(hashScenario({ ...s, turns: s.turns + 1 })).not.toBe(h)
    expect(hashScenario({ ...s, name: `${s.name}!` })).not.toBe(h)
  })

  it('leaves out the variants: a game is played with one mix, its plugins; a variant\'s game hashes as that mix', () => {
    const s = testScenario({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '2,5' }] })
    const h = hashScenario(s)
    const variants = [{ id: 'fast', name: 'Fast', description: 'Faster', plugins: [{ id: s.plugins[0]!.id, config: { mp: 9 } }] }]
    expect(hashScenario({ ...s, variants })).toBe(h)
    expect(hashScenario({ ...s, plugins: [{ id: s.plugins[0]!.id, config: { mp: 9 } }] })).not.toBe(h)
  })
})

describe('core/hashState', () => {
  const units = [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '2,5' }]

  it('hashes an sfc32 state as stored (the hash of every existing game unchanged)', () => {
    const game = testGame({ units }, { seed: 3 })
    expect(hashState(game.state)).toBe(hashString(stableStringify(game.state)))
  })

  it('hashes an hmac-sha256 state with the commitment in place of the key: bound to the key, and to n', () => {
    const key = '7b'.repeat(32)
    const state = testGame({ units }, { seed: key, rng: 'hmac-sha256' }).state
    const rng = state.rng as HmacRngState
    const h = hashState(state)
    expect(h).toBe(hashString(stableStringify({ ...state, rng: { algo: 'hmac-sha256', commitment: commitSeed(key), n: rng.n } })))
    expect(h).not.toBe(hashString(stableStringify(state)))
    expect(hashState({ ...state, rng: { ...rng, key: 'b7'.repeat(32) } })).not.toBe(h)
    expect(hashState({ ...state, rng: { ...rng, n: rng.n + 1 } })).not.toBe(h)
    expect(hashState(cloneState(state))).toBe(h)
  })
})
