import { createGame, type CombatOdds, type Rejection, type Scenario } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import CombatPanel from './CombatPanel.vue'
import { combatGame, withI18n, withTexts } from './testGame'

/** Isandlwana (seed 1) in the British combat phase of turn 1. */
function britishFire() {
  const g = createGame({ scenario: findScenario('isandlwana-1879') as Scenario, plugins: builtinPlugins, seed: 1 })
  for (let i = 0; i < 5; i++) g.act({ type: 'end-phase', side: g.state.turn.activeSide! })
  return g
}

describe('web/CombatPanel', () => {
  it('shows every modifier with its source and the exact probability of each outcome', () => {
    const g = combatGame()
    const red = g.state.units.find((u) => u.id === 'r1')!
    const atk = g.legalActions().find((a) => a.type === 'attack' && (a as any).attackers.length === 2) as any
    const odds = g.odds({ attackers: atk?.attackers ?? ['b1'], defender: atk?.defender ?? red.id, mode: 'close' })
    expect('ok' in odds).toBe(false)
    const o = odds as CombatOdds
    const w = mount(CombatPanel, {
      props: { attackers: g.state.units.filter((u) => o.decl.attackers.includes(u.id)), defender: g.state.units.find((u) => u.id === o.decl.defender)!, odds: o, modes: ['close'], mode: 'close', lastCombat: null },
      ...withI18n(),
    })
    const bars = w.findAll('[data-testid=combat-odds] li')
    expect(bars).toHaveLength(o.distribution.outcomes.length)
    for (const out of o.distribution.outcomes) {
      expect(w.get(`[data-outcome="${out.key}"]`).text()).toContain(`${out.probability.num}/${out.probability.den}`)
    }
    if (o.modifiers.length) expect(w.get('[data-testid=combat-modifiers]').text()).toContain('EX-4')
    expect(w.get('[data-testid=attack-button]').attributes('disabled')).toBeUndefined()
  })

  it('emits attack when the player commits', async () => {
    const g = combatGame()
    const atk = g.legalActions().find((a) => a.type === 'attack') as any
    const odds = g.odds({ attackers: atk.attackers, defender: atk.defender, mode: 'close' }) as CombatOdds
    const w = mount(CombatPanel, { props: { attackers: [], defender: null, odds, modes: ['close'], mode: 'close', lastCombat: null }, ...withI18n() })
    await w.get('[data-testid=attack-button]').trigger('click')
    expect(w.emitted('attack')).toHaveLength(1)
  })

  it('names the rule when the engine refuses the combat', () => {
    const w = mount(CombatPanel, {
      props: { attackers: [], defender: null, odds: { ok: false, code: 'example/not-adjacent', ruleId: 'EX-3', message: 'b1 is not adjacent to the defender' }, modes: [], mode: null, lastCombat: null },
      ...withI18n(),
    })
    expect(w.get('[data-testid=combat-rejected]').text()).toContain('EX-3')
    expect(w.get('[data-testid=attack-button]').attributes('disabled')).toBeDefined()
  })

  it('shows the dice and the result of the last combat', async () => {
    const g = combatGame([5, 2])
    const atk = g.legalActions().find((a) => a.type === 'attack')!
    const r = g.act(atk)
    if (!r.ok) throw new Error(r.message)
    const ev = r.events.find((e) => e.type === 'combatResolved')!
    const w = mount(CombatPanel, { props: { attackers: [], defender: null, odds: null, modes: [], mode: null, lastCombat: ev }, ...withI18n() })
    await new Promise((res) => setTimeout(res, 700))
    expect(w.get('[data-testid=combat-result-label]').text()).toContain('against 2')
    expect(w.findAll('.die').map((d) => d.text())).toEqual(['attack' + (5 + (atk as any).attackers.length - 1), 'defence2'])
  })

  it("names the CRT results, the refusals and the result in the page's language, from the rules' catalogue", async () => {
    const g = britishFire()
    const props = { attackers: [], defender: null, modes: ['close', 'ranged'], mode: 'ranged', lastCombat: null }
    const odds = g.odds({ attackers: ['c-e24'], defender: 'z-sk2', mode: 'ranged' }) as CombatOdds
    expect('ok' in odds).toBe(false)
    const w = mount(CombatPanel, { props: { ...props, odds }, ...withTexts(g, 'fr') })
    const labels = w.findAll('[data-testid=combat-odds] .bar-label > span:first-child').map((l) => l.text())
    expect(labels).toContain('DR — le défenseur recule')
    expect(labels.some((l) => /^DM — le défenseur teste son moral : (tient bon|recule|réduite)$/.test(l))).toBe(true)
    const far = g.odds({ attackers: ['c-e24'], defender: 'z-ng1', mode: 'ranged' }) as Rejection
    expect(far.code).toBe('combat/out-of-range')
    const refused = mount(CombatPanel, { props: { ...props, odds: far }, ...withTexts(g, 'fr') })
    expect(refused.get('[data-testid=combat-rejected]').text()).toMatch(/^Interdit — HM-COMBAT-4: .+ tire à \d hexagones au plus, et .+ est à \d+ hexagones$/)
    const r = g.act({ type: 'attack', side: 'colonial', attackers: ['c-e24'], defender: 'z-sk2', mode: 'ranged' })
    if (!r.ok) throw new Error(r.message)
    const done = mount(CombatPanel, { props: { ...props, odds: null, lastCombat: r.events.find((e) => e.type === 'combatResolved')! }, ...withTexts(g, 'fr') })
    await new Promise((res) => setTimeout(res, 700))
    expect(done.get('[data-testid=combat-result-label]').text()).toMatch(/^\d+ contre \d+ à .+, dé \d/)
  })
})
