/// <reference types="node" />
import { fileURLToPath } from 'node:url'
import { findRuleSection, parseRulesText, renderMessage, type MessageRef } from '@hexes/core'
import { catalogueProblems, citedRuleIds, createTestGame, scanRuleSources, testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { __name__Plugin } from '../__name__Plugin.ts'
import { VOLLEY } from '../ids.ts'
import { __name__Messages } from './__name__Messages.ts'

const src = fileURLToPath(new URL('..', import.meta.url))
const scenario = testScenario({ plugins: [{ id: '__NAME__' }], units: [{ id: 'a1', hex: '1,1' }, { id: 'b1', side: 'b', hex: '2,1' }, { id: 'b2', side: 'b', hex: '6,1' }] })

describe('__NAME__ texts', () => {
  it('every refusal and event has a text, and the catalogue has every key the rules use, in English and French', () => {
    const use = scanRuleSources(src)
    expect(use.untexted).toEqual([])
    expect(catalogueProblems(__name__Messages, use.keys)).toEqual([])
  })

  it('__RULE__-4 reads in French: a refused volley and a volley that hits', () => {
    const t = createTestGame({ scenario, plugins: [__name__Plugin], dice: [5] })
    const fr = (text: MessageRef) => renderMessage(text, { rules: t.game.rules, state: t.state, lang: 'fr' })
    const far = t.act({ type: VOLLEY, side: 'a', unit: 'a1', target: 'b2' })
    if (far.ok) throw new Error('expected the volley at b2 to be refused')
    expect(fr(far.text!)).toBe('b2 est à plus de 2 hexagones de a1')
    expect(t.act({ type: VOLLEY, side: 'a', unit: 'a1', target: 'b1' }).ok).toBe(true)
    const shot = t.game.events.find((e) => e.type === VOLLEY)!
    expect(fr(shot.text!)).toBe('a1 tire une volée sur b1 : 5, touché')
  })

  it('the rules summary has a section for every rule id the code cites, in English and French', async () => {
    const text = await __name__Plugin.manifest.rulesText!()
    const ids = citedRuleIds(src)
    expect(ids.length).toBeGreaterThan(0)
    for (const lang of ['en', 'fr']) {
      const doc = parseRulesText(text[lang]!)
      expect(ids.filter((id) => !findRuleSection(doc, id)), lang).toEqual([])
    }
  })
})
