import type { PhaseSpec, TurnState } from '@hexes/core'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { sessionAtWaves, withI18n, withTexts } from './testGame'
import TurnTrack from './TurnTrack.vue'

const phases: PhaseSpec[] = [
  { id: 'movement', slot: '1', side: 0, label: 'Movement', actions: ['move'] },
  { id: 'successive-waves', slot: '6b', side: 0, label: 'Successive Waves', actions: ['sw/declare'] },
  { id: 'made-up', slot: '7', side: 0, label: 'Made-up phase', actions: [] },
]
const sides = [{ id: 'zulu', name: 'Zulu', color: '#5c4033' }] as never
const turn = (timeTrack: number, phaseIndex = 1): TurnState => ({ turn: 1, timeTrack, lastTurn: 12, phaseIndex, phase: phases[phaseIndex]!.id, activeSide: 'zulu' })

describe('web/TurnTrack', () => {
  it('shows the time track and a "+n" badge when the marker jumps', async () => {
    const w = mount(TurnTrack, { props: { turn: turn(1), phases, sides }, ...withI18n() })
    expect(w.get('[data-testid=time-label]').text()).toBe('Time 1 / 12')
    expect(w.find('[data-testid=time-jump]').exists()).toBe(false)
    await w.setProps({ turn: turn(3) })
    expect(w.get('[data-testid=time-label]').text()).toBe('Time 3 / 12 +2')
    expect(w.get('[data-testid=time-track] li.current').attributes('data-box')).toBe('3')
  })

  it('GAP-HM-19 after the last turn shows the time over on the last box, never "Time 7 / 6"', () => {
    const over: TurnState = { turn: 12, timeTrack: 13, lastTurn: 12, phaseIndex: 1, phase: 'game-over', activeSide: null }
    const w = mount(TurnTrack, { props: { turn: over, phases, sides }, ...withI18n() })
    expect(w.get('[data-testid=time-label]').text()).toBe('Time 12 / 12, over')
    expect(w.get('[data-testid=turn-label]').text()).toBe('Turn 12 / 12')
    expect(w.get('[data-testid=time-track] li.current').attributes('data-box')).toBe('12')
    expect(w.find('[data-testid=time-track] li.over').exists()).toBe(true)
    const fr = mount(TurnTrack, { props: { turn: { ...over, timeTrack: 15 }, phases, sides }, ...withTexts(null, 'fr') })
    expect(fr.get('[data-testid=time-label]').text()).toBe('Temps 12 / 12, écoulé')
  })

  it("names the phase in the player's language from the rules' texts, else by its label", async () => {
    const session = await sessionAtWaves()
    const w = mount(TurnTrack, { props: { turn: turn(1), phases, sides }, ...withTexts(session.textSource, 'fr') })
    expect(w.get('[data-testid=phase-label]').text()).toBe('Phase: Vagues Successives')
    await w.setProps({ turn: turn(1, 2) })
    expect(w.get('[data-testid=phase-label]').text()).toBe('Phase: Made-up phase')
  })
})
