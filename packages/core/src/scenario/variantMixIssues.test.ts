import { describe, expect, it } from 'vitest'
import { testScenario } from '../engine/testPlugins.fixture'
import { parseScenario } from './parseScenario'
import { variantMixIssues } from './variantMixIssues'

const base = () => testScenario({ units: [{ id: 'a1', hex: '1,1' }, { id: 'b1', side: 'b', hex: '5,5' }], config: { mp: 4 } })

describe('core/scenario/variantMixIssues', () => {
  it('is empty for variants that change the mix as written', () => {
    const s = parseScenario({ ...base(), variants: [{ id: 'slow', name: 'Slow', description: 'x', plugins: [{ id: 'core-test', config: { mp: 2 } }] }, { id: 'plus', name: 'Plus', description: 'x', plugins: [{ id: 'addon' }] }] })
    expect(variantMixIssues(s)).toEqual([])
  })

  it('names a removal of a plugin the scenario does not list, a variant that leaves no plugin, and one that changes nothing', () => {
    const s = parseScenario({
      ...base(),
      variants: [
        { id: 'typo', name: 'Typo', description: 'x', plugins: [{ id: 'core-tset', remove: true }, { id: 'addon' }] },
        { id: 'none', name: 'None', description: 'x', plugins: [{ id: 'core-test', remove: true }] },
        { id: 'same', name: 'Same', description: 'x', plugins: [{ id: 'core-test', config: { mp: 4 } }] },
      ],
    })
    expect(variantMixIssues(s).map((i) => [i.code, i.path, i.message])).toEqual([
      ['scenario/unknown-plugin', 'variants[0].plugins[0].id', 'plugin "core-tset" is not in the scenario\'s plugins (core-test): there is nothing to remove'],
      ['scenario/variant-empty-mix', 'variants[1].plugins', 'the variant removes every plugin: a game needs at least one'],
      ['scenario/variant-no-change', 'variants[2].plugins', 'variant "same" plays the scenario\'s own rule mix: it changes nothing'],
    ])
  })
})
