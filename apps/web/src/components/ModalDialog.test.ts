import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { h, nextTick } from 'vue'
import ModalDialog from './ModalDialog.vue'

describe('web/ModalDialog', () => {
  it('takes the focus, keeps Tab inside, and gives the focus back when it closes', async () => {
    const opener = document.createElement('button')
    document.body.appendChild(opener)
    opener.focus()
    const w = mount(ModalDialog, {
      props: { title: 'Sure?' },
      slots: { default: () => [h('button', { id: 'one' }, 'One'), h('button', { id: 'two' }, 'Two')] },
      attachTo: document.body,
    })
    await nextTick()
    await nextTick()
    expect(document.activeElement?.id).toBe('one')
    const tab = (shiftKey: boolean) => w.get('[role=dialog]').trigger('keydown', { key: 'Tab', shiftKey })
    ;(w.get('#two').element as HTMLElement).focus()
    await tab(false)
    expect(document.activeElement?.id).toBe('one')
    await tab(true)
    expect(document.activeElement?.id).toBe('two')
    await w.get('[role=dialog]').trigger('keydown', { key: 'Escape' })
    expect(w.emitted('close')).toHaveLength(1)
    w.unmount()
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })
})
