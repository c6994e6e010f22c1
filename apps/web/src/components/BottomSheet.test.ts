import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import BottomSheet from './BottomSheet.vue'
import { withI18n } from './testGame'

function sheet(initiallyExpanded = false) {
  return mount(BottomSheet, { ...withI18n(), props: { initiallyExpanded }, slots: { default: '<aside class="panels">panels</aside>' } })
}

describe('web/BottomSheet', () => {
  it('shows its panels and toggles from the handle button, saying what the handle does', async () => {
    const w = sheet()
    expect(w.find('.panels').text()).toBe('panels')
    const handle = w.get('[data-testid=sheet-handle]')
    expect(handle.attributes('aria-expanded')).toBe('false')
    expect(handle.attributes('aria-label')).toBe('Show the panels')
    await handle.trigger('click')
    expect(w.get('[data-testid=bottom-sheet]').classes()).toContain('expanded')
    expect(handle.attributes('aria-expanded')).toBe('true')
    expect(handle.attributes('aria-label')).toBe('Hide the panels')
    await handle.trigger('click')
    expect(w.get('[data-testid=bottom-sheet]').attributes('data-expanded')).toBe('false')
  })

  it('expands on a swipe up and collapses on a swipe down; the click that ends a swipe does not toggle it back', async () => {
    const w = sheet()
    const handle = w.get('[data-testid=sheet-handle]')
    await handle.trigger('pointerdown', { clientY: 700 })
    await handle.trigger('pointerup', { clientY: 600 })
    await handle.trigger('click')
    expect(w.get('[data-testid=bottom-sheet]').attributes('data-expanded')).toBe('true')
    await handle.trigger('pointerdown', { clientY: 200 })
    await handle.trigger('pointerup', { clientY: 320 })
    await handle.trigger('click')
    expect(w.get('[data-testid=bottom-sheet]').attributes('data-expanded')).toBe('false')
    // A short movement is a tap.
    await handle.trigger('pointerdown', { clientY: 700 })
    await handle.trigger('pointerup', { clientY: 695 })
    await handle.trigger('click')
    expect(w.get('[data-testid=bottom-sheet]').attributes('data-expanded')).toBe('true')
  })

  it('starts expanded when asked', () => {
    expect(sheet(true).get('[data-testid=bottom-sheet]').attributes('data-expanded')).toBe('true')
  })
})
