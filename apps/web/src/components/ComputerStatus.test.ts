import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import ComputerStatus from './ComputerStatus.vue'
import { withI18n } from './testGame'

describe('web/ComputerStatus', () => {
  it('says the computer is thinking, with the side, its progress and last action, and offers to skip', async () => {
    const w = mount(ComputerStatus, { props: { status: 'thinking', sideName: 'The Free Company', nodes: 12345, lastText: 'The Free Company: move Hobelars → 4,8' }, ...withI18n() })
    const box = w.get('[data-testid=computer-thinking]')
    expect(box.attributes('data-state')).toBe('thinking')
    expect(box.text()).toContain('Computer is thinking… (The Free Company)')
    expect(w.get('[data-testid=computer-nodes]').text()).toBe('12,345 positions searched')
    expect(w.get('[data-testid=computer-last]').text()).toBe('Last action: The Free Company: move Hobelars → 4,8')
    await w.get('[data-testid=computer-skip]').trigger('click')
    expect(w.emitted('skip')).toHaveLength(1)
    await w.setProps({ skipping: true })
    expect(w.find('[data-testid=computer-skip]').exists()).toBe(false)
  })

  it('says it waits during the replay, shows its error with a retry, and sums up its turn', async () => {
    const w = mount(ComputerStatus, { props: { status: 'paused', sideName: 'Normans' }, ...withI18n() })
    expect(w.text()).toContain('The computer (Normans) waits while the replay is open')
    await w.setProps({ status: 'error', error: 'Unknown bot "x"' })
    expect(w.get('[data-testid=computer-error]').text()).toContain('The computer player (Normans) stopped: Unknown bot "x"')
    await w.get('[data-testid=computer-error] button').trigger('click')
    expect(w.emitted('retry')).toHaveLength(1)
    await w.setProps({ status: 'idle', error: null, played: 7 })
    expect(w.get('[data-testid=computer-summary]').text()).toContain('The computer (Normans) played 7 action(s).')
    await w.get('[data-testid=computer-replay]').trigger('click')
    expect(w.emitted('replay')).toHaveLength(1)
    await w.setProps({ played: 0 })
    expect(w.html()).not.toContain('computer-summary')
  })
})
