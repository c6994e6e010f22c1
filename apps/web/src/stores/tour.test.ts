import type { PluginRequest } from '@hexes/core'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { loadScenario } from '../lib/catalog'
import { TOUR_SCENARIO, TOUR_STEPS } from '../lib/tourSteps'
import { usePlayStore } from './play'
import { useSessionStore } from './session'
import { TOUR_KEY, useTourStore } from './tour'

async function startTeaching(): Promise<void> {
  const scenario = (await loadScenario(TOUR_SCENARIO))!
  const players = { routiers: 'human', french: 'human' } as const
  expect(await useSessionStore().start({ scenarioId: scenario.id, plugins: scenario.plugins.map((p) => ({ ...p })) as PluginRequest[], players, bots: {}, seed: 1 })).toBe(true)
}

describe('web/tour store: the guided first turn', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    localStorage.clear()
  })

  it('moves on as the player selects, moves, ends the phase, declares and attacks, and keeps "done"', async () => {
    await startTeaching()
    const session = useSessionStore()
    const play = usePlayStore()
    const tour = useTourStore()
    tour.begin()
    const at = () => tour.step?.id
    expect(at()).toBe('select')
    play.clickHex('2,4') // the mounted men-at-arms
    await nextTick()
    expect(at()).toBe('reach')
    tour.next() // a step without a test waits for "Next"
    expect(at()).toBe('move')
    play.clickHex('5,5')
    await nextTick()
    expect(play.unitById('r-hc-1')?.hex).toBe('5,5')
    expect(at()).toBe('endPhase')
    for (let i = 0; i < 6 && !play.canAttack; i++) {
      play.endPhase()
      await nextTick()
    }
    expect(at()).toBe('odds')
    play.clickHex('5,5')
    await nextTick()
    expect(at()).toBe('odds') // an attacker alone shows no odds yet
    play.clickHex('5,4') // the village militia
    await nextTick()
    expect(at()).toBe('attack')
    expect(play.attack()).toBe(true)
    await nextTick()
    expect(session.events.some((e) => e.type === 'combatResolved')).toBe(true)
    expect(at()).toBe('done')
    expect(tour.index).toBe(TOUR_STEPS.length - 1)
    expect(localStorage.getItem(TOUR_KEY)).toBeNull()
    tour.next() // "Finish" on the last step
    expect(tour.active).toBe(false)
    expect(tour.step).toBeNull()
    expect(localStorage.getItem(TOUR_KEY)).toBe('done')
    expect(tour.outcome).toBe('done')
  })

  it('passes a step the player has already done (ran ahead of the text)', async () => {
    await startTeaching()
    const play = usePlayStore()
    const tour = useTourStore()
    play.clickHex('2,4')
    tour.begin()
    expect(tour.step?.id).toBe('reach')
  })

  it('is skipped at any step and remembers it; leaving the game ends it without an outcome', async () => {
    await startTeaching()
    const tour = useTourStore()
    tour.begin()
    tour.next()
    tour.skip()
    expect(tour.active).toBe(false)
    expect(localStorage.getItem(TOUR_KEY)).toBe('skipped')
    setActivePinia(createPinia())
    expect(useTourStore().outcome).toBe('skipped')

    localStorage.clear()
    await startTeaching()
    const again = useTourStore()
    again.begin()
    useSessionStore().quit()
    await nextTick()
    expect(again.active).toBe(false)
    expect(localStorage.getItem(TOUR_KEY)).toBeNull()
  })

  it('every step has its text in English and French, and the steps ring what the teaching scenario has', async () => {
    const { en } = await import('../i18n/en')
    const { fr } = await import('../i18n/fr')
    const scenario = (await loadScenario(TOUR_SCENARIO))!
    for (const s of TOUR_STEPS) {
      expect(en.tour.steps[s.id as keyof typeof en.tour.steps], s.id).toBeTruthy()
      expect(fr.tour.steps[s.id as keyof typeof fr.tour.steps], s.id).toBeTruthy()
      for (const sel of s.targets) {
        const unit = /data-unit="([^"]+)"/.exec(sel)?.[1]
        if (unit) expect(scenario.units.some((u) => u.id === unit), sel).toBe(true)
      }
    }
  })
})
