import { describe, expect, it } from 'vitest'
import { EngineError } from '../errors/EngineError'
import { hashScenario } from '../engine/hashState'
import { testScenario } from '../engine/testPlugins.fixture'
import { parseScenario } from './parseScenario'
import { findVariant, scenarioVariant, variantMix } from './scenarioVariant'

/** A scenario with two plugins (`core-test` with options, `extra`) and three variants. */
function scenario() {
  const s = testScenario({ units: [{ id: 'a1', hex: '1,1' }, { id: 'b1', side: 'b', hex: '5,5' }] })
  return parseScenario({
    ...s,
    plugins: [{ id: 'core-test', config: { mp: 4, table: { clear: 1 } } }, { id: 'extra' }],
    variants: [
      { id: 'slow', name: 'Slow', description: 'Everyone moves 2.', plugins: [{ id: 'core-test', config: { mp: 2 } }] },
      { id: 'plus', name: 'Plus', description: 'With the add-on, without extra.', plugins: [{ id: 'addon', config: { level: 1 } }, { id: 'extra', remove: true }] },
      { id: 'bare', name: 'Bare', description: 'Nothing more.', plugins: [{ id: 'extra', remove: true }] },
    ],
  })
}

describe('core/scenario/scenarioVariant', () => {
  it('changes options key by key over the scenario\'s, keeping the plugins in order', () => {
    const s = scenario()
    expect(variantMix(s, findVariant(s, 'slow'))).toEqual([{ id: 'core-test', config: { mp: 2, table: { clear: 1 } } }, { id: 'extra', config: {} }])
  })

  it('removes plugins and adds others at the end of the mix, in the variant\'s order', () => {
    const s = scenario()
    expect(variantMix(s, findVariant(s, 'plus'))).toEqual([{ id: 'core-test', config: { mp: 4, table: { clear: 1 } } }, { id: 'addon', config: { level: 1 } }])
    expect(variantMix(s, findVariant(s, 'bare')).map((p) => p.id)).toEqual(['core-test'])
  })

  it('gives the scenario with the variant\'s mix, without touching the scenario as written', () => {
    const s = scenario()
    const before = JSON.stringify(s)
    const v = scenarioVariant(s, 'plus')
    expect(v.plugins.map((p) => p.id)).toEqual(['core-test', 'addon'])
    expect({ ...v, plugins: s.plugins }).toEqual(s)
    // The copy owns its options: changing them leaves the document alone.
    ;(v.plugins[0]!.config!.table as Record<string, number>).clear = 9
    expect(JSON.stringify(s)).toBe(before)
    // It is a valid scenario, which plays the variant's mix again when asked.
    expect(scenarioVariant(parseScenario(v), 'plus').plugins).toEqual(v.plugins)
  })

  it('a variant\'s game hashes as its mix, however the mix was made', () => {
    const s = scenario()
    const v = scenarioVariant(s, 'slow')
    const { variants: _v, ...plain } = s
    expect(hashScenario(v)).toBe(hashScenario({ ...plain, plugins: v.plugins }))
    expect(hashScenario(v)).not.toBe(hashScenario(s))
  })

  it('refuses an id the scenario has no variant with, naming the ones it has', () => {
    let e: unknown
    try {
      scenarioVariant(scenario(), 'fast')
    } catch (x) {
      e = x
    }
    expect(e).toBeInstanceOf(EngineError)
    expect(e).toMatchObject({ code: 'scenario/invalid', issues: [{ code: 'scenario/unknown-variant', path: 'variant', message: 'scenario "core-test-scenario" has no variant "fast" (variants: slow, plus, bare)' }] })
  })
})
