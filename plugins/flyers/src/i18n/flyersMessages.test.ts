import { fileURLToPath } from 'node:url'
import { coreMessages, renderMessage } from '@hexes/core'
import { skMessages } from '@hexes/plugin-skirmish'
import { catalogueProblems, scanRuleSources } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { flyerGame, flyOn, move, toMovement } from '../testing/flyerFixtures'
import { flyersMessages } from './flyersMessages'

/** What the rules code uses (`src` but tests and fixtures). */
const USE = scanRuleSources(fileURLToPath(new URL('..', import.meta.url)))

/** Keys of the core's and the skirmish rules' catalogues this plugin uses as they are. */
const SHARED = new Set([...Object.keys(coreMessages.en!), ...Object.keys(skMessages.en!)])

describe('flyers/i18n', () => {
  it('gives every rejection and every event of the rules code a text', () => {
    expect(USE.untexted).toEqual([])
  })

  it('has an English and a French template for every key the rules use, the same keys in both, none of the core\u2019s', () => {
    const prefixed = USE.prefixes.flatMap((p) => Object.keys(flyersMessages.en!).filter((k) => k.startsWith(p)))
    const keys = new Set([...USE.keys.filter((k) => !SHARED.has(k)), ...prefixed, 'plugin/description'])
    expect(catalogueProblems(flyersMessages, keys)).toEqual([])
    expect(Object.keys(flyersMessages.en!).filter((k) => !keys.has(k))).toEqual([])
  })

  it('renders a landing and a refusal in English and French', () => {
    const t = toMovement(flyerGame({ terrain: { '5,8': 'woods' }, units: [{ id: 'a1', hex: '5,10', name: 'Bats' }, { id: 'b9', side: 'b', type: 'foot', hex: '0,0' }] }))
    t.play(move('a1', '5,8'))
    const e = t.game.events.find((x) => x.type === 'flyers/grounded')!
    const { rules } = t.game
    expect(renderMessage(e.text!, { rules, state: t.state, lang: 'en' })).toBe('Bats is inside a forest or building at 5,8: it can no longer fly')
    expect(renderMessage(e.text!, { rules, state: t.state, lang: 'fr' })).toBe('Bats est à l’intérieur d’une forêt ou d’un bâtiment en 5,8 : elle ne peut plus voler')
    t.advanceUntil((s) => s.turn.phase === 'melee' && s.turn.activeSide === 'a')
    const r = t.act(flyOn('a1', '5,6'))
    if (r.ok) throw new Error('accepted')
    expect(renderMessage(r.text!, { rules, state: t.state, lang: 'fr' })).toBe('Bats est au sol dans une forêt ou un bâtiment : elle ne peut plus voler')
  })
})
