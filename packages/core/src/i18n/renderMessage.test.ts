import { describe, expect, it } from 'vitest'
import { testGame, testScenario } from '../engine/testPlugins.fixture'
import { buildRules } from '../engine/buildRules'
import { coreTestPlugin } from '../engine/testPlugins.fixture'
import { msg } from './MessageRef'
import { findTemplate, renderMessage } from './renderMessage'

describe('core/i18n/renderMessage', () => {
  it('renders a core rejection in English and French, with names from the scenario and the state', () => {
    const game = testGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '2,5' }] })
    const r = game.act({ type: 'move', side: 'a', unit: 'a1', to: '2,2' })
    if (r.ok || !r.text) throw new Error('expected a rejection with a text')
    expect(renderMessage(r.text, { rules: game.rules, state: game.state, lang: 'en' })).toBe('a1 is already there')
    expect(renderMessage(r.text, { rules: game.rules, state: game.state, lang: 'fr' })).toBe('a1 y est déjà')
  })

  it('translates pieces and victory texts from the scenario, nests messages, and falls back to English, then to the given text', () => {
    const s = testScenario({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '2,5' }] })
    const scenario = { ...s, translations: { fr: { units: { a1: 'Les routiers' }, sides: { b: 'Les Français' }, victory: { corner: 'Le camp A tient le coin' } } } }
    const rules = buildRules(scenario, [coreTestPlugin])
    const fr = { rules, lang: 'fr' }
    expect(renderMessage(msg('stepLost', { unit: { unit: 'a1' }, steps: 2 }), fr)).toBe('Les routiers perd 2 pas')
    expect(renderMessage(msg('stepLost', { unit: { unit: 'a1' }, steps: 1 }), { rules, lang: 'en' })).toBe('a1 loses a step')
    expect(renderMessage(msg('gameOver', { winner: { side: 'b' }, reason: msg('victory/corner') }), fr)).toBe('Victoire : Les Français — Le camp A tient le coin')
    expect(renderMessage(msg('victory/corner'), { rules, lang: 'en' })).toBe('Side A holds the corner')
    expect(renderMessage(msg('victory/default'), fr)).toBe('Side B holds out') // no French text: the English one
    expect(renderMessage(msg('phase/muster', undefined, 'Muster'), fr)).toBe('Muster') // no catalogue has it: the fallback
    expect(renderMessage(msg('nobody/knows'), fr)).toBe('nobody/knows')
    expect(renderMessage(msg('move/turn-too-dear', { unit: { unit: 'a1' }, facing: msg('facing/3') }), fr)).toBe('Les routiers ne peut pas se tourner vers le sud avec ce qui lui reste de mouvement')
  })

  it('takes a scenario\'s own message templates first (its unit types, its terrain), in the reader\'s language only', () => {
    const s = testScenario({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '2,5' }] })
    const rules = buildRules({ ...s, translations: { fr: { messages: { 'terrain/ravine': 'Ravin', 'facing/3': 'midi' } } } }, [coreTestPlugin])
    expect(findTemplate('terrain/ravine', { rules, lang: 'fr' })).toBe('Ravin')
    expect(findTemplate('terrain/ravine', { rules, lang: 'en' })).toBeUndefined()
    expect(renderMessage(msg('move/turn-too-dear', { unit: { unit: 'a1' }, facing: msg('facing/3') }), { rules, lang: 'fr' })).toBe('a1 ne peut pas se tourner vers le midi avec ce qui lui reste de mouvement')
  })
})
