import { describe, expect, it } from 'vitest'
import { testScenario } from './testPlugins.fixture'
import { hashScenario } from './hashState'

describe('core/hashScenario', () => {
  it('changes with the rules and the English texts of a scenario, not with its translations', () => {
    const s = testScenario({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '2,5' }] })
    const h = hashScenario(s)
    expect(hashScenario({ ...s, translations: { fr: { name: 'Essai', units: { a1: 'Première compagnie' } } } })).toBe(h)
    expect(hashScenario({ ...s, turns: s.turns + 1 })).not.toBe(h)
    expect(hashScenario({ ...s, name: `${s.name}!` })).not.toBe(h)
  })
})
