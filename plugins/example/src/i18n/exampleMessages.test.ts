import { fileURLToPath } from 'node:url'
import { renderMessage } from '@hexes/core'
import { catalogueProblems, createTestGame, scanRuleSources, testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { examplePlugin } from '../examplePlugin'
import { exampleMessages } from './exampleMessages'

const USE = scanRuleSources(fileURLToPath(new URL('..', import.meta.url)))
const scenario = testScenario({ units: [{ id: 'a1', hex: '1,1' }, { id: 'a2', hex: '1,2' }, { id: 'b1', side: 'b', hex: '2,1' }] })

describe('plugin-example texts', () => {
  it('every rejection has params, and the catalogue has every key the rules use, in English and French', () => {
    expect(USE.untexted).toEqual([])
    expect(catalogueProblems(exampleMessages, USE.keys)).toEqual([])
    for (const key of ['phase/movement', 'phase/combat', 'terrain/forest', 'terrain/river', 'unitType/warrior', 'example/result/defender-eliminated', 'example/result/attacker-eliminated']) {
      expect(Object.hasOwn(exampleMessages.fr!, key), key).toBe(true)
    }
  })

  it('EX-3 and EX-4 read in French: a refused attack, the modifier and the combat outcome', () => {
    const t = createTestGame({ scenario, plugins: [examplePlugin], dice: [5, 2] })
    t.act({ type: 'end-phase', side: 'a' })
    const fr = (text: Parameters<typeof renderMessage>[0]) => renderMessage(text, { rules: t.game.rules, state: t.state, lang: 'fr' })
    const far = t.act({ type: 'attack', side: 'a', attackers: ['a1', 'a2'], defender: 'b1', mode: 'close' })
    expect(far.ok).toBe(false)
    if (far.ok) return
    expect(far.ruleId).toBe('EX-3')
    expect(fr(far.text!)).toBe(`${t.unit('a2').name ?? 'a2'} n’est pas adjacente au défenseur`)
    const r = t.act({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'close' })
    expect(r.ok).toBe(true)
    const resolved = t.game.events.find((e) => e.type === 'combatResolved') as { outcome?: { text?: Parameters<typeof renderMessage>[0] } } | undefined
    expect(fr(resolved!.outcome!.text!)).toBe('5 contre 2 : défenseur éliminé')
  })
})
