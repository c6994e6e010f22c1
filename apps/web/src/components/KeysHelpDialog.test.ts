import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import KeysHelpDialog from './KeysHelpDialog.vue'
import { withI18n } from './testGame'

describe('web/KeysHelpDialog', () => {
  it('lists every shortcut with its text and closes from its button', async () => {
    const w = mount(KeysHelpDialog, withI18n())
    const keys = w.get('[data-testid=keys-help]')
    expect(keys.findAll('dt').map((d) => d.text())).toEqual(['E', 'U', 'A', 'Esc', 'Z', 'R', 'L', 'T', 'C', 'O', '+ -', 'Left arrowUp arrowRight arrowDown arrow', '?'])
    // The arrow keys are drawn icons, each named.
    expect(keys.findAll('kbd.arrow svg').map((s) => [s.attributes('data-icon'), s.attributes('aria-label')])).toEqual([
      ['arrow-left', 'Left arrow'], ['arrow-up', 'Up arrow'], ['arrow-right', 'Right arrow'], ['arrow-down', 'Down arrow'],
    ])
    const texts = keys.findAll('dd').map((d) => d.text())
    expect(texts.every((x) => x.length > 0 && !x.startsWith('help.') && !x.startsWith('overlays.'))).toBe(true)
    await w.get('button').trigger('click')
    expect(w.emitted('close')).toHaveLength(1)
  })
})
