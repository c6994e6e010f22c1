import { fileURLToPath } from 'node:url'
import { coreMessages, renderMessage } from '@hexes/core'
import { skMessages } from '@hexes/plugin-skirmish'
import { catalogueProblems, scanRuleSources } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { eventsOf, reload, toStep, wmGame } from '../testing/wmFixtures'
import { wmMessages } from './wmMessages'

/** What the rules code uses (`src` but tests and fixtures). */
const USE = scanRuleSources(fileURLToPath(new URL('..', import.meta.url)))

/** Keys of the core's and the skirmish rules' catalogues this plugin uses as they are. */
const SHARED = new Set([...Object.keys(coreMessages.en!), ...Object.keys(skMessages.en!)])

describe('war-machines/i18n', () => {
  it('gives every rejection and every event of the rules code a text', () => {
    expect(USE.untexted).toEqual([])
  })

  it('has an English and a French template for every key the rules use, the same keys in both, none of the core\u2019s', () => {
    const prefixed = USE.prefixes.flatMap((p) => Object.keys(wmMessages.en!).filter((k) => k.startsWith(p)))
    const keys = new Set([...USE.keys.filter((k) => !SHARED.has(k)), ...prefixed, 'plugin/description'])
    expect(catalogueProblems(wmMessages, keys)).toEqual([])
    expect(Object.keys(wmMessages.en!).filter((k) => !keys.has(k))).toEqual([])
  })

  it('renders a reload turn in English and French', () => {
    const t = toStep(wmGame({ units: [{ id: 'cat', type: 'catapult', hex: '5,10', name: 'The catapult' }, { id: 'b1', side: 'b', hex: '5,4' }] }), 'shooting')
    t.play(reload('cat'))
    const e = eventsOf(t, 'wm/banked')[0]!
    const { rules } = t.game
    expect(renderMessage(e.text!, { rules, state: t.state, lang: 'en' })).toBe('The catapult takes an extra reload turn: 1 misfire re-roll banked')
    expect(renderMessage(e.text!, { rules, state: t.state, lang: 'fr' })).toBe('The catapult prend un tour de recharge supplémentaire : 1 relance en réserve contre l’incident')
  })
})
