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

describe('core/cloneState', () => {
  const units = [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '2,5' }]

  it('copies the plugin bags of units, leaders and the state as cloneJson does: deep, undefined members dropped, nothing shared', () => {
    const state = testGame({ units }).state
    const u = state.units[0]!
    const stats = { p: { flag: false, n: 2, list: ['x'], nested: { deep: [1, 2] }, gone: undefined }, q: { empty: [] as string[] } }
    const edited = { ...state, units: [{ ...u, stats }, ...state.units.slice(1)], plugins: { p: { moved: ['a1'], mover: null } } }
    const copy = cloneState(edited)
    expect(JSON.stringify(copy)).toBe(JSON.stringify(edited))
    expect(copy.units[0]!.stats).toEqual({ p: { flag: false, n: 2, list: ['x'], nested: { deep: [1, 2] } }, q: { empty: [] } })
    expect('gone' in (copy.units[0]!.stats.p as object)).toBe(false)
    const c = copy.units[0]!.stats as typeof stats
    c.p.list.push('y')
    c.p.nested.deep.push(3)
    c.q.empty.push('z')
    ;(copy.plugins as { p: { moved: string[] } }).p.moved.push('b1')
    expect(stats.p.list).toEqual(['x'])
    expect(stats.p.nested.deep).toEqual([1, 2])
    expect(stats.q.empty).toEqual([])
    expect((edited.plugins as { p: { moved: string[] } }).p.moved).toEqual(['a1'])
  })

  it('keeps a bag of another shape (an entry that is an array or a number, an own "__proto__" key) as plain JSON', () => {
    const state = testGame({ units }).state
    const u = state.units[0]!
    const odd = JSON.parse('{"p":{"__proto__":{"x":1},"y":2},"list":[1],"n":3}') as Record<string, unknown>
    const copy = cloneState({ ...state, units: [{ ...u, stats: odd }, ...state.units.slice(1)] })
    const s = copy.units[0]!.stats
    expect(JSON.stringify(s)).toBe(JSON.stringify(odd))
    expect(Object.getPrototypeOf(s.p)).toBe(Object.prototype)
    expect(s.list).not.toBe(odd.list)
  })
})
