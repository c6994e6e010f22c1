import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { makeI18n } from '../i18n'
import { TOUR_STEPS } from '../lib/tourSteps'
import TourCoach from './TourCoach.vue'

function coach(id: string, locale: 'en' | 'fr' = 'en') {
  const index = TOUR_STEPS.findIndex((s) => s.id === id)
  return mount(TourCoach, { global: { plugins: [makeI18n(locale)] }, props: { step: TOUR_STEPS[index]!, index, total: TOUR_STEPS.length } })
}

describe('web/TourCoach', () => {
  it('says the step and its place; a step the game completes has no "Next", only "Skip the tour"', async () => {
    const w = coach('select')
    expect(w.get('[data-testid=tour-card]').attributes('data-step')).toBe('select')
    expect(w.text()).toContain('Step 1 of 7')
    expect(w.get('[data-testid=tour-text]').text()).toMatch(/^Your side, the green counters, moves first/)
    expect(w.find('[data-testid=tour-next]').exists()).toBe(false)
    await w.get('[data-testid=tour-skip]').trigger('click')
    expect(w.emitted('skip')).toHaveLength(1)
  })

  it('waits for "Next" on a step without a test, and ends with "Finish" (no skip left)', async () => {
    const reach = coach('reach')
    await reach.get('[data-testid=tour-next]').trigger('click')
    expect(reach.emitted('next')).toHaveLength(1)
    const done = coach('done')
    expect(done.find('[data-testid=tour-skip]').exists()).toBe(false)
    await done.get('[data-testid=tour-finish]').trigger('click')
    expect(done.emitted('finish')).toHaveLength(1)
  })

  it('speaks French', () => {
    const w = coach('endPhase', 'fr')
    expect(w.text()).toContain('Premier tour guidé')
    expect(w.text()).toContain('Étape 4 sur 7')
    expect(w.get('[data-testid=tour-text]').text()).toContain('Fin de phase')
    expect(w.get('[data-testid=tour-skip]').text()).toBe('Passer le guide')
  })
})
