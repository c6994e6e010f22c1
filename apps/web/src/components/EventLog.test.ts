import { createGame, type GameEvent, type Scenario } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import EventLog from './EventLog.vue'
import { exampleGame, sessionAtWaves, withI18n, withTexts } from './testGame'
import TurnTrack from './TurnTrack.vue'

describe('web/EventLog', () => {
  it('lists every event in words with the rule that produced it', () => {
    const g = exampleGame([6, 1])
    expect(g.act({ type: 'move', side: 'blue', unit: 'b1', to: '3,1' }).ok).toBe(true)
    const w = mount(EventLog, { props: { events: g.events, sides: g.state.sides }, ...withTexts(g) })
    const items = w.findAll('[data-testid=event-log] > li')
    expect(items).toHaveLength(g.events.length)
    expect(w.text()).toContain('Blue spears moves 2,2 → 3,1 (1 MP)')
    expect(w.get('[data-type=phaseStarted]').text()).toContain('EX-1')
  })

  it('HM-SEQ-6 the end of a turn reads as the turn and time tracks show the next turn', () => {
    const g = createGame({ scenario: findScenario('teaching-ford') as Scenario, plugins: builtinPlugins, seed: 1 })
    while (g.state.turn.turn === 1) g.act({ type: 'end-phase', side: g.state.turn.activeSide! })
    const { lastTurn } = g.state.turn
    for (const [lang, line, turn, time] of [
      ['en', `End of turn 1; turn 2 begins, time 2 / ${lastTurn}`, `Turn 2 / ${lastTurn}`, `Time 2 / ${lastTurn}`],
      ['fr', `Fin du tour 1 ; début du tour 2, temps 2 / ${lastTurn}`, `Tour 2 / ${lastTurn}`, `Temps 2 / ${lastTurn}`],
    ] as const) {
      const log = mount(EventLog, { props: { events: g.events, sides: g.state.sides }, ...withTexts(g, lang) })
      expect(log.get('[data-type=turnEnded]').text()).toContain(line)
      const header = mount(TurnTrack, { props: { turn: g.state.turn, phases: g.rules.phases, sides: g.state.sides }, ...withTexts(g, lang) })
      expect(header.get('[data-testid=turn-label]').text()).toBe(turn)
      expect(header.get('[data-testid=time-label]').text()).toBe(time)
    }
  })

  it('details the modifiers and dice of a combat', () => {
    const combat: GameEvent = {
      type: 'combatResolved', message: 'Combat: 6 against 1: defender eliminated', ruleId: 'HM-COMBAT-11', side: 'blue',
      modifiers: [{ source: 'example', ruleId: 'EX-4', label: 'Extra attackers', value: 1, kind: 'drm' }],
      outcome: { key: 'defender-eliminated', label: '6 against 1', data: { die: 5 } },
    }
    const g = exampleGame()
    const w = mount(EventLog, { props: { events: [combat], sides: g.state.sides }, ...withI18n() })
    const text = w.get('[data-type=combatResolved]').text()
    expect(text).toContain('Combat: 6 against 1')
    expect(text).toContain('Extra attackers +1 (die modifier, EX-4, example)')
    expect(text).toContain('die: 5')
  })

  it("speaks the page's language: the core's and the rules' texts, else the engine's English message", async () => {
    const g = exampleGame()
    expect(g.act({ type: 'move', side: 'blue', unit: 'b1', to: '3,1' }).ok).toBe(true)
    const w = mount(EventLog, { props: { events: g.events, sides: g.state.sides }, ...withTexts(g, 'fr') })
    expect(w.text()).toContain('Lances bleues va de 2,2 à 3,1 (1 PM)')
    const untexted: GameEvent = { type: 'x/made-up', message: 'Something the rules say in English only' }
    await w.setProps({ events: [...g.events, untexted] })
    expect(w.text()).toContain('Something the rules say in English only')
  })

  it('renders a HEXES Med combat and a morale test, in French', async () => {
    // Isandlwana turn 1: the two British volleys of `sessionAtWaves` reduce their targets.
    const session = await sessionAtWaves()
    const w = mount(EventLog, { props: { events: session.events, sides: session.state!.sides }, ...withTexts(session.textSource, 'fr') })
    const combats = w.findAll('[data-type=combatResolved] > .text').map((l) => l.text())
    expect(combats).toHaveLength(2)
    for (const c of combats) expect(c).toMatch(/ : Combat : \d+ contre \d+ à \d:\d\+?, dé \d( [+−]\d)? → \d : [A-Z]+, /)
    // Each combat's line names its units, not their ids.
    expect(combats[0]).toMatch(/^Compagnie E, 1er\/24e \(Cavaye\) → Tirailleurs des uNokhenke : Combat : /)
    expect(combats[1]).toMatch(/^Batterie de fusées \(Russell\) → Tirailleurs des uMbonambi : Combat : /)
    expect(w.text()).toContain('Tour 1, Zoulous : Vagues Successives')
  })
})
