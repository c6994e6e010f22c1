import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import DecisionPanel from '../components/DecisionPanel.vue'
import EventLog from '../components/EventLog.vue'
import { withTexts } from '../components/testGame'
import type { Locale } from '../i18n'
import { usePlayStore } from '../stores/play'
import { mountPluginUis, startedSession } from './mountPluginUis'

/**
 * The skirmish morale UI module as the game screen runs it, over a real session of Lewes 1264
 * (dice seed 88, the browser test's game): the Londoners come two hexes south in turns 1 and 2,
 * the Lord Edward's knights charge the rearward company, and the melee step breaks both Londoner
 * companies; Edward may pursue Segrave's men.
 */
async function atPursuit(locale: Locale = 'en') {
  const { session, act } = await startedSession('lewes-1264', 88)
  const until = async (turn: number, phase: string) => {
    while (session.state!.turn.turn !== turn || session.state!.turn.phase !== phase) await act({ type: 'end-phase' })
  }
  for (const [turn, rows] of [[1, ['15,5', '13,5']], [2, ['15,6', '13,6']]] as const) {
    await until(turn, 'movement')
    await act({ type: 'move', unit: 'b-londoners-2', to: rows[0], facing: 3 })
    await act({ type: 'move', unit: 'b-londoners', to: rows[1], facing: 3 })
    await act({ type: 'end-phase' })
  }
  await until(2, 'charges')
  await act({ type: 'sk/charge', unit: 'r-edward', target: 'b-londoners-2' })
  await until(2, 'melee')
  await act({ type: 'attack', attackers: ['r-edward'], defender: 'b-londoners-2', mode: 'melee' })
  const { uis } = mountPluginUis(session, undefined, locale)
  return { session, play: usePlayStore(), uis }
}

describe('web/plugin UI: skirmish morale (@hexes/plugin-skirmish-morale-ui)', () => {
  it('SK-MORALE-4: the pursuit decision\'s answers read as pursue or let go, in English and French', async () => {
    for (const [locale, pursue, letGo] of [
      ['en', "The Lord Edward's household knights pursues Londoners under Nicholas de Segrave", "The Lord Edward's household knights lets Londoners under Nicholas de Segrave go"],
      ['fr', 'Chevaliers de la maison du prince Édouard poursuit Londoniens de Nicolas de Segrave', 'Chevaliers de la maison du prince Édouard laisse filer Londoniens de Nicolas de Segrave'],
    ] as const) {
      const { session, play, uis } = await atPursuit(locale)
      expect(uis.active.value.map((a) => a.ui.plugin)).toEqual(['skirmish', 'skirmish-morale'])
      const props = { decision: session.pending!, choices: play.decisionChoices, units: session.state!.units, sides: session.state!.sides, labelOf: uis.actionLabel }
      const panel = mount(DecisionPanel, { props, ...withTexts(session.textSource, locale) })
      expect(panel.get('h3').text()).toContain(locale === 'en' ? 'Pursue the fleeing unit?' : "Poursuivre l'unité en fuite ?")
      expect(panel.findAll('.choices button').map((b) => b.text())).toEqual([pursue, letGo])
    }
  })

  it('SK-MORALE-8, SK-MORALE-21: the event log shows each morale test\'s dice, its Cd and the banner\'s re-roll, in the page\'s language', async () => {
    for (const [locale, holds, reroll] of [['en', /^Holds: 3 is below Cd 5$/, /^the great banner, Montfort's standard on its car \(within 12 paces\)$/], ['fr', /^Tient : 3 est sous le Cd 5$/, /^la grande bannière, L'étendard de Montfort sur son char \(à moins de 12 pas\)$/]] as const) {
      const { session, uis } = await atPursuit(locale)
      const log = mount(EventLog, { props: { events: session.events, sides: session.state!.sides, dice: uis.eventDice }, ...withTexts(session.textSource, locale) })
      const tests = log.findAll('[data-type="sk-morale/test"]')
      expect(tests).toHaveLength(3)
      expect(tests[0]!.findAll('.die').map((d) => `${d.attributes('data-face')}${d.attributes('data-result') ? `:${d.attributes('data-result')}` : ''}`)).toEqual(['3', '2:success', '1:success'])
      expect(tests[0]!.get('[data-testid=dice-summary]').text()).toMatch(holds)
      expect(tests[2]!.findAll('[data-dice-group]').map((g) => g.attributes('data-dice-group'))).toEqual(['test-first', 'test'])
      expect(tests[2]!.get('[data-dice-fact=reroll]').text()).toMatch(reroll)
      // The combat's own dice are the combat panel's: none under its log line.
      expect(log.get('[data-type=combatResolved]').find('[data-testid=plugin-dice]').exists()).toBe(false)
    }
  })

  it('SK-MORALE-1..4: the fleeing badge, the flight paths on the map, and the unit card\'s morale lines', async () => {
    const { session, uis } = await atPursuit()
    const unit = (id: string) => session.state!.units.find((u) => u.id === id)!
    expect(uis.counterMarks(unit('b-londoners')).filter((m) => m.kind === 'badge').map((m) => m.kind === 'badge' && m.text)).toEqual(['F'])
    expect(uis.mapMarks.value.filter((m) => m.id.startsWith('skirmish-morale/')).map((m) => m.id)).toEqual([
      'skirmish-morale/flight-b-londoners-0', 'skirmish-morale/flight-b-londoners-1', 'skirmish-morale/flight-b-londoners-end',
      'skirmish-morale/flight-b-londoners-2-0', 'skirmish-morale/flight-b-londoners-2-end',
    ])
    const rows = Object.fromEntries(uis.unitCardRows(unit('b-londoners')).filter((r) => ['morale', 'cd', 'orders'].includes(r.id)).map((r) => [r.id, r.value]))
    expect(rows).toEqual({ morale: 'fleeing', cd: "9, the general's: Simon de Montfort within 12 paces", orders: "pursuit: ask on its turn, pursue in reach on the enemy's; takes characters prisoner" })
    expect(uis.offMapNotes.value['b-londoners-2']).toBe('fled off the battlefield: lost, not killed')
  })
})
