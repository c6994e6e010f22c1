import { describe, expect, it } from 'vitest'
import { EngineError, MAX_ISSUES, type Issue } from '../errors/EngineError'
import { testScenario } from '../engine/testPlugins.fixture'
import { checkScenario, MAX_SCENARIO_CHARS, parseScenario, parseScenarioJson } from './parseScenario'
import { MAX_UNITS } from './scenarioSchema'

/** A valid scenario document as plain JSON (what a file holds). */
function doc(): any {
  return JSON.parse(
    JSON.stringify(
      testScenario({
        units: [
          { id: 'a1', hex: '1,1' },
          { id: 'a2', hex: '2,1' },
          { id: 'b1', side: 'b', hex: '5,5' },
          { id: 'b2', side: 'b', hex: '6,5' },
          { id: 'b3', side: 'b', hex: null },
        ],
        leaders: [{ id: 'duke', side: 'a', name: 'The Duke', unit: 'a1' }],
      }),
    ),
  )
}

/** The issues of a document that must not parse; checks the input was not touched. */
function issuesOf(input: unknown): readonly Issue[] {
  const before = JSON.stringify(input)
  const r = checkScenario(input)
  expect(r.ok).toBe(false)
  expect(JSON.stringify(input)).toBe(before)
  let thrown: unknown
  try {
    parseScenario(input)
  } catch (e) {
    thrown = e
  }
  expect(thrown).toBeInstanceOf(EngineError)
  expect(thrown).toMatchObject({ code: 'scenario/invalid' })
  return (thrown as EngineError).issues
}

describe('core/scenario', () => {
  it('parses a valid document and applies the defaults', () => {
    const d = doc()
    delete d.leaders
    delete d.map.terrain
    delete d.sides[0].edges
    const s = parseScenario(d)
    expect(s.leaders).toEqual([])
    expect(s.map.terrain).toEqual([])
    expect(s.sides[0]!.edges).toEqual([])
    expect(parseScenarioJson(JSON.stringify(doc())).units).toHaveLength(5)
  })

  it('refuses malformed JSON text (scenario/json-syntax)', () => {
    let e: unknown
    try {
      parseScenarioJson('{ "format": "hexes-scenario/1", ')
    } catch (x) {
      e = x
    }
    expect(e).toMatchObject({ code: 'scenario/invalid', issues: [{ code: 'scenario/json-syntax', path: '' }] })
  })

  it('names a missing field', () => {
    const d = doc()
    delete d.name
    delete d.units[2].type
    expect(issuesOf(d)).toEqual([
      expect.objectContaining({ code: 'scenario/invalid_type', path: 'name' }),
      expect.objectContaining({ code: 'scenario/invalid_type', path: 'units[2].type' }),
    ])
  })

  it('names an extra field at its own path', () => {
    const d = doc()
    d.colour = 'red'
    d.units[1].speed = 3
    expect(issuesOf(d)).toEqual([
      expect.objectContaining({ code: 'scenario/unrecognized_keys', path: 'units[1].speed' }),
      expect.objectContaining({ code: 'scenario/unrecognized_keys', path: 'colour' }),
    ])
  })

  it('refuses a unit off the map, naming units[3].hex', () => {
    const d = doc()
    d.units[3].hex = '8,2'
    expect(issuesOf(d)).toEqual([expect.objectContaining({ code: 'scenario/off-map', path: 'units[3].hex' })])
  })

  it('refuses hexes that are not canonical "col,row"', () => {
    const d = doc()
    d.units[0].hex = '01,1'
    d.units[1].hex = '2, 1'
    expect(issuesOf(d).map((i) => i.path)).toEqual(['units[0].hex', 'units[1].hex'])
  })

  it('refuses a hexside listed twice, from either of its hexes (GAP-HM-09: one feature per hexside)', () => {
    const d = doc()
    // 2,3 direction 1 and 3,2 direction 4 are the same hexside; 2,3 direction 0 is another one.
    d.map.hexsides = [{ hex: '2,3', dir: 1, feature: 'river' }, { hex: '2,3', dir: 0, feature: 'river' }, { hex: '3,2', dir: 4, feature: 'stream' }, { hex: '2,3', dir: 1, feature: 'wall' }]
    expect(issuesOf(d)).toEqual([
      expect.objectContaining({ code: 'scenario/duplicate-hexside', path: 'map.hexsides[2]', message: expect.stringContaining('map.hexsides[0]') }),
      expect.objectContaining({ code: 'scenario/duplicate-hexside', path: 'map.hexsides[3]' }),
    ])
  })

  it('refuses two units on one hex (HM-MOVE-8)', () => {
    const d = doc()
    d.units[3].hex = '5,5'
    expect(issuesOf(d)).toEqual([expect.objectContaining({ code: 'scenario/stacked', path: 'units[3].hex' })])
  })

  it('refuses an unknown side wherever one is named', () => {
    const d = doc()
    d.units[1].side = 'c'
    d.firstSide = 'd'
    d.victory.default.winner = 'e'
    expect(issuesOf(d)).toEqual([
      expect.objectContaining({ code: 'scenario/unknown-side', path: 'firstSide' }),
      expect.objectContaining({ code: 'scenario/unknown-side', path: 'units[1].side' }),
      expect.objectContaining({ code: 'scenario/unknown-side', path: 'victory.default.winner' }),
    ])
  })

  it('checks references between leaders, units and victory conditions', () => {
    const d = doc()
    d.leaders.push({ id: 'spy', side: 'b', name: 'Spy', unit: 'a2' }, { id: 'ghost', side: 'a', name: 'Ghost', unit: 'nobody' }, { id: 'a1', side: 'a', name: 'Twin', unit: null })
    d.victory.conditions.push({ id: 'corner', winner: 'a', timing: 'immediate', kind: 'leaderEliminated', leader: 'nobody', text: 'x' })
    expect(issuesOf(d).map((i) => [i.code, i.path])).toEqual([
      ['scenario/wrong-side', 'leaders[1].unit'],
      ['scenario/unknown-unit', 'leaders[2].unit'],
      ['scenario/duplicate-id', 'leaders[3].id'],
      ['scenario/duplicate-id', 'victory.conditions[1].id'],
      ['scenario/unknown-leader', 'victory.conditions[1].leader'],
    ])
  })

  it('refuses prototype keys (json/forbidden-key), which JSON.parse keeps as own keys', () => {
    const top = JSON.parse('{"__proto__": {"polluted": true}, "format": "hexes-scenario/1"}')
    expect(Object.keys(top)).toContain('__proto__')
    expect(issuesOf(top)).toEqual([expect.objectContaining({ code: 'json/forbidden-key', path: '__proto__' })])
    const d = doc()
    const nested = JSON.parse(JSON.stringify(d).replace('"id":"a2"', '"id":"a2","__proto__":{"x":1}').replace('"name":"Core test"', '"name":"Core test","constructor":{}'))
    expect(issuesOf(nested)).toEqual([
      expect.objectContaining({ code: 'json/forbidden-key', path: 'constructor' }),
      expect.objectContaining({ code: 'json/forbidden-key', path: 'units[1].__proto__' }),
    ])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('reports several problems at once', () => {
    const d = doc()
    d.units[0].hex = '9,9'
    d.units[4].side = 'z'
    d.leaders[0].unit = 'zz'
    expect(issuesOf(d).map((i) => i.code)).toEqual(['scenario/off-map', 'scenario/unknown-side', 'scenario/unknown-unit'])
  })

  it('refuses a victory condition of kind plugin that names a plugin not in the mix: it could never be met', () => {
    const d = doc()
    d.victory.conditions.push({ id: 'omen', winner: 'a', timing: 'immediate', kind: 'plugin', plugin: 'augury', text: 'The birds fly left' })
    expect(issuesOf(d)).toEqual([expect.objectContaining({ code: 'scenario/unknown-plugin', path: 'victory.conditions[1].plugin' })])
    d.plugins.push({ id: 'augury' })
    expect(checkScenario(d).ok).toBe(true)
  })

  it('takes the scenario texts in other languages, and names an id they translate that the scenario does not have', () => {
    const d = doc()
    d.translations = { fr: { name: 'Essai', sides: { a: 'Camp A', b: 'Camp B' }, units: { a1: 'Première compagnie' }, victory: { [d.victory.conditions[0].id]: 'Le camp A tient le coin', default: 'Le camp B tient bon' } } }
    expect(parseScenario(d).translations?.['fr']?.units).toEqual({ a1: 'Première compagnie' })
    d.translations.fr.units.a9 = 'Fantôme'
    d.translations.fr.victory.gone = 'x'
    expect(issuesOf(d).map((i) => i.path)).toEqual(['translations.fr.units.a9', 'translations.fr.victory.gone'])
    expect(issuesOf({ ...doc(), translations: { french: {} } })).toEqual([expect.objectContaining({ path: 'translations.french' })])
  })

  it('takes the names of the scenario\'s own unit types and terrain as message templates, and refuses what is not a message key or not a text', () => {
    const d = doc()
    d.translations = { fr: { messages: { 'terrain/ravine': 'Ravin', 'unitType/slinger': 'Frondeurs baléares' } } }
    expect(parseScenario(d).translations?.['fr']?.messages).toEqual({ 'terrain/ravine': 'Ravin', 'unitType/slinger': 'Frondeurs baléares' })
    d.translations.fr.messages = { 'terrain ravine': 'Ravin', 'terrain/marsh': '', 'terrain/hill': 3 }
    expect(issuesOf(d).map((i) => i.path).sort()).toEqual(['translations.fr.messages.terrain ravine', 'translations.fr.messages.terrain/hill', 'translations.fr.messages.terrain/marsh'])
    d.translations.fr = { nmae: 'Essai' }
    expect(issuesOf(d)).toEqual([expect.objectContaining({ path: 'translations.fr.nmae', message: 'unknown field "nmae"' })])
  })

  it('takes named variants of the rule mix, each with an id, a name, a description and its changes', () => {
    const d = doc()
    d.variants = [
      { id: 'fast', name: 'Fast', description: 'Units move 4.', plugins: [{ id: 'core-test', config: { mp: 4 } }] },
      { id: 'omens', name: 'Omens', description: 'With augury.', plugins: [{ id: 'augury' }] },
    ]
    d.translations = { fr: { variants: { fast: { name: 'Rapide', description: 'Les unités font 4.' } } } }
    expect(parseScenario(d).variants?.map((v) => v.id)).toEqual(['fast', 'omens'])
  })

  it('names the field of a malformed variant', () => {
    const d = doc()
    d.variants = [
      { id: 'Fast!', name: '', description: 'x', plugins: [] },
      { id: 'b', description: 'x', plugins: [{ id: 'core-test', remove: false }], mix: [] },
    ]
    expect(issuesOf(d).map((i) => i.path).sort()).toEqual(['variants[0].id', 'variants[0].name', 'variants[0].plugins', 'variants[1].mix', 'variants[1].name', 'variants[1].plugins[0].remove'])
  })

  it('refuses variants that contradict themselves or the victory conditions, naming the field', () => {
    const d = doc()
    d.plugins.push({ id: 'augury' })
    d.victory.conditions.push({ id: 'omen', winner: 'a', timing: 'immediate', kind: 'plugin', plugin: 'augury', text: 'The birds fly left' })
    d.variants = [
      { id: 'twice', name: 'Twice', description: 'x', plugins: [{ id: 'core-test', config: { mp: 4 } }, { id: 'core-test', config: { mp: 5 } }] },
      { id: 'twice', name: 'Again', description: 'x', plugins: [{ id: 'ghost', remove: true }] },
      { id: 'odd', name: 'Odd', description: 'x', plugins: [{ id: 'core-test', remove: true, config: { mp: 1 } }, { id: 'augury', remove: true }] },
    ]
    expect(issuesOf(d).map((i) => [i.code, i.path])).toEqual([
      ['scenario/duplicate-id', 'variants[0].plugins[1].id'],
      ['scenario/duplicate-id', 'variants[1].id'],
      ['scenario/variant-remove-config', 'variants[2].plugins[0].config'],
      ['scenario/unknown-plugin', 'variants[2].plugins[1].id'],
    ])
    expect(issuesOf(d)[3]!.message).toBe('victory.conditions[1] is evaluated by plugin "augury": without it, the condition could never be met')
  })

  it('parses a document whose mix was changed to its variant\'s, or to anything else: the variants are not checked against the mix', () => {
    const d = doc()
    d.variants = [{ id: 'plus', name: 'Plus', description: 'x', plugins: [{ id: 'augury' }, { id: 'core-test', remove: true }] }]
    expect(checkScenario(d).ok).toBe(true)
    expect(checkScenario({ ...d, plugins: [{ id: 'augury', config: {} }] }).ok).toBe(true)
    expect(checkScenario({ ...d, plugins: [{ id: 'other' }] }).ok).toBe(true)
  })

  it('refuses a translation of a variant the scenario does not have, and a translated variant text that is not one', () => {
    const d = doc()
    d.variants = [{ id: 'fast', name: 'Fast', description: 'Units move 4.', plugins: [{ id: 'core-test', config: { mp: 4 } }] }]
    d.translations = { fr: { variants: { fast: { name: 'Rapide', descripton: 'x' }, slow: { name: 'Lent' } } } }
    expect(issuesOf(d).map((i) => i.path)).toEqual(['translations.fr.variants.fast.descripton'])
    d.translations.fr.variants.fast = { name: 'Rapide' }
    expect(issuesOf(d)).toEqual([expect.objectContaining({ code: 'scenario/unknown-id', path: 'translations.fr.variants.slow', message: 'no variant "slow" in the scenario' })])
  })

  it('caps what a hostile file can cost: its size, its lists and the problems listed', () => {
    // Size: refused before parsing, with one problem.
    let e: unknown
    try {
      parseScenarioJson(' '.repeat(MAX_SCENARIO_CHARS + 1))
    } catch (x) {
      e = x
    }
    expect(e).toMatchObject({ code: 'scenario/invalid', problems: 1, issues: [expect.objectContaining({ code: 'scenario/too-large' })] })
    // Lists: more units than a scenario may have.
    const d = doc()
    d.units = Array.from({ length: MAX_UNITS + 1 }, (_, i) => ({ id: `u${i}`, side: 'a', type: 'unit', hex: null }))
    expect(issuesOf(d)).toEqual([expect.objectContaining({ code: 'scenario/too_big', path: 'units' })])
    // Problems: thousands of bad units are counted, the first 100 listed.
    const many = doc()
    many.units = Array.from({ length: 3000 }, (_, i) => ({ id: `u${i}`, side: 'z', type: 'unit', hex: null }))
    many.leaders = []
    let thrown: EngineError | undefined
    try {
      parseScenario(many)
    } catch (x) {
      thrown = x as EngineError
    }
    expect(thrown!.problems).toBe(3000)
    expect(thrown!.issues).toHaveLength(MAX_ISSUES + 1)
    expect(thrown!.issues.at(-1)).toEqual({ code: 'issues/more', path: '', message: 'and 2,900 more problems (only the first 100 are listed)' })
    expect(thrown!.message.split('\n')).toHaveLength(MAX_ISSUES + 2)
  })
})
