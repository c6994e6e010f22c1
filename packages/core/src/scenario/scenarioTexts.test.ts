import { describe, expect, it } from 'vitest'
import { testScenario } from '../engine/testPlugins.fixture'
import { parseScenario } from './parseScenario'
import { scenarioTexts } from './scenarioTexts'

/** A scenario with a leader, a label, and a French translation of some of its texts. */
function scenario() {
  const s = testScenario({
    units: [{ id: 'a1', hex: '1,1' }, { id: 'a2', hex: '2,1' }, { id: 'b1', side: 'b', hex: '5,5' }],
    leaders: [{ id: 'duke', side: 'a', name: 'The Duke', unit: 'a1' }],
  })
  const names: Record<string, string> = { a1: 'First company', b1: 'Rearguard' }
  return parseScenario({
    ...s,
    units: s.units.map((u) => (names[u.id] ? { ...u, name: names[u.id] } : u)),
    summary: 'A test battle',
    map: { ...s.map, labels: [{ hex: '3,3', text: 'The mill' }, { hex: '4,4', text: 'The ford' }] },
    variants: [
      { id: 'fast', name: 'Fast march', description: 'Units move 4.', plugins: [{ id: 'core-test', config: { mp: 4 } }] },
      { id: 'slow', name: 'Mud', description: 'Units move 1.', plugins: [{ id: 'core-test', config: { mp: 1 } }] },
    ],
    translations: { fr: { name: 'Essai', summary: 'Une bataille d’essai', sides: { a: 'Camp A' }, units: { a1: 'Première compagnie', a2: 'Deuxième compagnie' }, labels: { '3,3': 'Le moulin' }, victory: { default: 'Le camp B tient bon' }, variants: { fast: { name: 'Marche forcée', description: 'Les unités font 4.' }, slow: { name: 'Boue' } } } },
  })
}

describe('core/scenario/scenarioTexts', () => {
  it('gives the translation where there is one and the English text of the document for the rest', () => {
    const s = scenario()
    const fr = scenarioTexts(s, 'fr')
    expect(fr).toMatchObject({ lang: 'fr', name: 'Essai', summary: 'Une bataille d’essai' })
    expect(fr.sides).toEqual({ a: 'Camp A', b: s.sides[1]!.name })
    expect(fr.units).toEqual({ a1: 'Première compagnie', a2: 'Deuxième compagnie', b1: 'Rearguard' })
    expect(fr.leaders).toEqual({ duke: 'The Duke' })
    expect(fr.labels).toEqual({ '3,3': 'Le moulin', '4,4': 'The ford' })
    expect(fr.victory.default).toBe('Le camp B tient bon')
    expect(fr.victory[s.victory.conditions[0]!.id]).toBe(s.victory.conditions[0]!.text)
    expect(fr.variants).toEqual({ fast: { name: 'Marche forcée', description: 'Les unités font 4.' }, slow: { name: 'Boue', description: 'Units move 1.' } })
  })

  it('is the document itself in English and in a language it has no translation for', () => {
    const s = scenario()
    for (const lang of ['en', 'de']) {
      const t = scenarioTexts(s, lang)
      expect(t).toMatchObject({ lang, name: s.name, summary: 'A test battle' })
      expect(t.units).toEqual({ a1: 'First company', b1: 'Rearguard' }) // a2 has no name: the caller shows its id
      expect(t.labels).toEqual({ '3,3': 'The mill', '4,4': 'The ford' })
      expect(t.sides).toEqual(Object.fromEntries(s.sides.map((x) => [x.id, x.name])))
      expect('history' in t).toBe(false)
      expect(t.variants.fast).toEqual({ name: 'Fast march', description: 'Units move 4.' })
    }
  })
})
