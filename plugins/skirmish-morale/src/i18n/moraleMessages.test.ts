import { fileURLToPath } from 'node:url'
import { coreMessages, renderMessage } from '@hexes/core'
import { skMessages } from '@hexes/plugin-skirmish'
import { catalogueProblems, scanRuleSources } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { eventsOf, moraleGame } from '../testing/moraleFixtures'
import { moraleMessages } from './moraleMessages'

/** What the rules code uses (`src` but tests and fixtures). */
const USE = scanRuleSources(fileURLToPath(new URL('..', import.meta.url)))

/** Keys of the core's and the skirmish rules' catalogues this plugin uses as they are. */
const SHARED = new Set([...Object.keys(coreMessages.en!), ...Object.keys(skMessages.en!)])

describe('skirmish-morale/i18n', () => {
  it('gives every rejection and every event of the rules code a text', () => {
    expect(USE.untexted).toEqual([])
  })

  it('has an English and a French template for every key the rules use, the same keys in both, none of the core\u2019s', () => {
    const prefixed = USE.prefixes.flatMap((p) => Object.keys(moraleMessages.en!).filter((k) => k.startsWith(p)))
    const keys = new Set([...USE.keys.filter((k) => !SHARED.has(k)), ...prefixed, 'plugin/description', 'decision/sk-morale/pursuit'])
    expect(catalogueProblems(moraleMessages, keys)).toEqual([])
    expect(Object.keys(moraleMessages.en!).filter((k) => !keys.has(k))).toEqual([])
  })

  it('renders a morale test in English and French', () => {
    const t = moraleGame({ units: [{ id: 'a1', type: 'veterans', hex: '6,10', name: 'Veterans' }, { id: 'b9', side: 'b', type: 'duo', hex: '0,0' }], morale: { orderedTests: [{ unit: 'a1', turn: 1 }] } }, [7])
    const e = eventsOf(t, 'sk-morale/test')[0]!
    const { rules } = t.game
    expect(renderMessage(e.text!, { rules, state: t.state, lang: 'en' })).toBe('Veterans holds: panic test 7 against its Cd 8')
    expect(renderMessage(e.text!, { rules, state: t.state, lang: 'fr' })).toBe('Veterans tient : test de panique 7 contre son Cd 8')
  })
})
