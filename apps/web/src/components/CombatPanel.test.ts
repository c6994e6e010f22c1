import { addRationals, createGame, type CombatOdds, type Game, type Rejection, type Scenario } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { computed } from 'vue'
import { PLUGIN_CHARTS } from '../pluginUi/pluginCharts'
import type { ShownPanel } from '../pluginUi/usePluginUis'
import CombatPanel from './CombatPanel.vue'
import { teachingCombat } from './testCombat'
import { combatGame, withI18n, withTexts } from './testGame'

/** Isandlwana (seed 1) in the British combat phase of turn 1. */
function britishFire() {
  const g = createGame({ scenario: findScenario('isandlwana-1879') as Scenario, plugins: builtinPlugins, seed: 1 })
  for (let i = 0; i < 5; i++) g.act({ type: 'end-phase', side: g.state.turn.activeSide! })
  return g
}

/** The panel planning `attackers` against the village militia of {@link teachingCombat}. */
function planned(g: Game, attackers: string[], locale: 'en' | 'fr' = 'en') {
  const odds = g.odds({ attackers, defender: 'f-mi-1', mode: 'close' }) as CombatOdds
  expect('ok' in odds).toBe(false)
  const units = g.state.units
  const props = { attackers: units.filter((u) => attackers.includes(u.id)), defender: units.find((u) => u.id === 'f-mi-1')!, odds, modes: ['close', 'ranged'], mode: 'close', lastCombat: null }
  return { odds, w: mount(CombatPanel, { props, ...withTexts(g, locale) }) }
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

  it('I-02 shows the "Tables" button only when a plugin UI module has charts of the rules (none with skirmish dice: no CRT)', () => {
    const props = { attackers: [], defender: null, odds: null, modes: [], mode: null, lastCombat: null }
    const button = (charts: readonly ShownPanel[]) => {
      const opts = withI18n()
      return mount(CombatPanel, { props, global: { ...opts.global, provide: { [PLUGIN_CHARTS as symbol]: computed(() => charts) } } }).find('[data-testid=combat-charts-button]').exists()
    }
    expect(button([])).toBe(false)
    expect(button([{ key: 'hexes-med/tables' } as ShownPanel])).toBe(true)
  })

  it('names the rule when the engine refuses the combat', () => {
    const w = mount(CombatPanel, {
      props: { attackers: [], defender: null, odds: { ok: false, code: 'example/not-adjacent', ruleId: 'EX-3', message: 'b1 is not adjacent to the defender' }, modes: [], mode: null, lastCombat: null },
      ...withI18n(),
    })
    expect(w.get('[data-testid=combat-rejected]').text()).toContain('EX-3')
    expect(w.get('[data-testid=attack-button]').attributes('disabled')).toBeDefined()
  })

  it('HM-COMBAT-3 HM-COMBAT-4 shows every refusal, by mode, with its rule and the rules\' text', () => {
    const g = britishFire()
    const refusals = (['close', 'ranged'] as const).map((mode) => ({ mode, rejection: g.odds({ attackers: ['c-nnc1'], defender: 'z-sk2', mode }) as Rejection }))
    const w = mount(CombatPanel, {
      props: { attackers: [], defender: null, odds: refusals[0]!.rejection, refusals, modes: [], mode: null, lastCombat: null },
      ...withTexts(g, 'fr'),
    })
    const items = w.findAll('[data-testid=combat-rejected] li')
    expect(items.map((li) => li.attributes('data-mode'))).toEqual(['close', 'ranged'])
    expect(items[0]!.text()).toContain('HM-COMBAT-3')
    expect(items[1]!.text()).toContain('HM-COMBAT-4')
    expect(items[1]!.text()).not.toBe(refusals[1]!.rejection.message)
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

  it('shows the chances in short first, each the sum of the exact outcome probabilities, with the full table folded', () => {
    const { odds, w } = planned(teachingCombat(), ['r-hi-1'])
    const summary = w.get('[data-testid=odds-summary]')
    const win = summary.get('[data-summary=win]')
    const wins = odds.distribution.outcomes.filter((o) => !o.example.effects!.includes('exchange') && o.example.effects!.some((e) => e === 'defender-eliminated' || e === 'defender-retreats'))
    const p = addRationals(wins.map((o) => o.probability))
    expect(p.num).toBeGreaterThan(0)
    expect(win.text()).toContain(`${p.num}/${p.den}`)
    expect(win.text()).toContain('Defender eliminated or retreats')
    // No leader fights here: no leader line; and no line of chance 0.
    expect(summary.find('[data-summary=leader-lost]').exists()).toBe(false)
    for (const li of summary.findAll('li')) expect(li.get('small').text()).not.toMatch(/^0/)
    // The summary comes before the modifiers and the table, which is folded.
    const html = w.html()
    expect(html.indexOf('data-testid="odds-summary"')).toBeLessThan(html.indexOf('data-testid="combat-outcomes"'))
    const table = w.get('[data-testid=combat-outcomes]')
    expect(table.element.tagName).toBe('DETAILS')
    expect((table.element as HTMLDetailsElement).open).toBe(false)
    expect(table.findAll('[data-outcome]')).toHaveLength(odds.distribution.outcomes.length)
  })

  it('lists the chance to lose a leader only when one is at risk (a lone reduced attacker carrying Sir Geoffrey, HM-LDR-11)', () => {
    expect(planned(teachingCombat(), ['r-hc-1']).w.find('[data-summary=leader-lost]').exists()).toBe(false)
    const { w } = planned(teachingCombat(undefined, ['r-hc-1']), ['r-hc-1'])
    expect(w.get('[data-summary=leader-lost]').text()).toContain('A leader is lost')
  })

  it('HM-CHG-5 says why the charge bonus is missing, in English and French', () => {
    const { odds, w } = planned(teachingCombat(), ['r-hc-1'])
    expect(odds.modifiers.some((m) => m.ruleId === 'HM-CHG-1')).toBe(false)
    expect(w.get('[data-testid=odds-withheld] [data-withheld-rule=HM-CHG-5]').text()).toBe('Bonus not given (+1): no charge for Mounted men-at-arms: it has not moved this turn (HM-CHG-5)')
    const fr = planned(teachingCombat(), ['r-hc-1'], 'fr').w
    expect(fr.get('[data-withheld-rule=HM-CHG-5]').text()).toBe("Bonus non accordé (+1) : pas de charge pour Hommes d'armes montés : aucun mouvement ce tour-ci (HM-CHG-5)")
    expect(fr.get('[data-summary=win]').text()).toContain('Défenseur éliminé ou en recul')
    // Infantry never charges: nothing to explain.
    expect(planned(teachingCombat(), ['r-hi-1']).w.find('[data-testid=odds-withheld]').exists()).toBe(false)
  })

  it('keeps the table open when the rules say nothing of what their outcomes do (no summary)', () => {
    const g = combatGame()
    const atk = g.legalActions().find((a) => a.type === 'attack') as any
    const odds = g.odds({ attackers: atk.attackers, defender: atk.defender, mode: 'close' }) as CombatOdds
    const w = mount(CombatPanel, { props: { attackers: [], defender: null, odds, modes: ['close'], mode: 'close', lastCombat: null }, ...withI18n() })
    expect(w.find('[data-testid=odds-summary]').exists()).toBe(false)
    expect((w.get('[data-testid=combat-outcomes]').element as HTMLDetailsElement).open).toBe(true)
  })

  it("names an outcome by the rules' own label when its key is no result code (the skirmish rules key by each unit's HP lost), and shows the modules' odds and dice", () => {
    const g = combatGame()
    const o = g.odds({ attackers: ['b1'], defender: 'r1', mode: 'close' }) as CombatOdds
    const outcome = o.distribution.outcomes[0]!
    const odds: CombatOdds = { ...o, distribution: { ...o.distribution, outcomes: [{ ...outcome, key: 'r1=hp:2+push:1', example: { ...outcome.example, key: 'r1=hp:2+push:1', label: 'r1 loses 2 HP, pushed back 1', text: undefined } }] } }
    const views = [{ id: 'strike-0', title: 'b1: charge on r1', lines: [{ id: 'hit', label: 'At least one skull', probability: { num: 255, den: 256 } }] }]
    const lastCombat = { type: 'combatResolved', message: '', outcome: { key: 'x', label: 'r1 loses 1 HP', data: {} }, modifiers: [] }
    const groups = [{ id: 'strike-0-attack', label: 'attack dice', dice: [{ face: 6, result: 'success' as const, natural: 'top' as const }, { face: 1, result: 'failure' as const, natural: 'bottom' as const }], summary: 'Skulls: 1 of 2 dice' }]
    const units = g.state.units
    const w = mount(CombatPanel, { props: { attackers: units.filter((u) => u.id === 'b1'), defender: units.find((u) => u.id === 'r1')!, odds, modes: ['close'], mode: 'close', lastCombat, pluginOdds: views, pluginDice: groups }, ...withI18n() })
    expect(w.get('[data-outcome="r1=hp:2+push:1"] .bar-label span').text()).toBe('r1 loses 2 HP, pushed back 1')
    expect(w.get('[data-testid=plugin-odds] [data-odds-line=hit]').text()).toBe('99.6%At least one skull255/256')
    expect(w.findAll('[data-testid=plugin-dice] .die').map((d) => [d.attributes('data-face'), d.attributes('data-result'), d.attributes('data-natural')])).toEqual([['6', 'success', 'top'], ['1', 'failure', 'bottom']])
  })
})
