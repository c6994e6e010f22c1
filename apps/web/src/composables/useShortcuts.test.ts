import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { useShortcuts } from './useShortcuts'

/** A component with the shortcuts e and ?, a text field, a radio button, and a "dialog" flag. */
function harness() {
  const pressed: string[] = []
  const dialog = ref(false)
  const C = defineComponent({
    setup() {
      useShortcuts({ e: () => pressed.push('e'), '?': () => pressed.push('?') }, { blocked: () => dialog.value, always: ['?'] })
      return () => h('div', [h('input', { type: 'text', id: 'text' }), h('input', { type: 'radio', id: 'radio' })])
    },
  })
  const w = mount(C, { attachTo: document.body })
  const key = (key: string, target: EventTarget = window) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  return { w, pressed, dialog, key }
}

describe('web/useShortcuts', () => {
  it('ignores keys typed in a text field, not after a click on a radio button', () => {
    const { w, pressed, key } = harness()
    key('e', w.get('#text').element)
    expect(pressed).toEqual([])
    key('e', w.get('#radio').element)
    expect(pressed).toEqual(['e'])
    w.unmount()
  })

  it('behind a dialog, only the keys that always work do', () => {
    const { w, pressed, dialog, key } = harness()
    dialog.value = true
    key('e')
    key('?')
    expect(pressed).toEqual(['?'])
    dialog.value = false
    key('e')
    expect(pressed).toEqual(['?', 'e'])
    w.unmount()
  })
})
