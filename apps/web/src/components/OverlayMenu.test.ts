import type { SideState, UnitState } from '@hexes/core'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import OverlayMenu from './OverlayMenu.vue'
import { withTexts } from './testGame'

const sides = [{ id: 'a', name: 'Blue' }, { id: 'b', name: 'Red' }] as unknown as SideState[]
const units = [{ id: 'b1', name: 'Red spears' }, { id: 'b2', name: 'Red bows' }, { id: 'a1', name: 'Blue bows' }] as unknown as UnitState[]
const off = { los: false, threat: false, zoc: false, objectives: false }
const base = { sides, units, los: null, viewerSide: 'a', hoverHex: null, threatAt: null, objectiveAt: null }

describe('web/OverlayMenu', () => {
  it('asks to turn an overlay on or off from its buttons and from its keys, and marks those on', async () => {
    const w = mount(OverlayMenu, { props: { ...base, shown: { ...off, objectives: true } }, ...withTexts(null), attachTo: document.body })
    expect(w.get('[data-testid=overlay-objectives]').attributes('aria-pressed')).toBe('true')
    expect(w.get('[data-testid=overlay-threat]').attributes('aria-pressed')).toBe('false')
    await w.get('[data-testid=overlay-threat]').trigger('click')
    for (const key of ['l', 'c', 'o', 't']) window.dispatchEvent(new KeyboardEvent('keydown', { key }))
    expect(w.emitted('toggle')).toEqual([['threat'], ['los'], ['zoc'], ['objectives'], ['threat']])
    w.unmount()
  })

  it('does nothing on its keys while blocked (a dialog is open)', () => {
    const w = mount(OverlayMenu, { props: { ...base, shown: off, blocked: () => true }, ...withTexts(null), attachTo: document.body })
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'l' }))
    expect(w.emitted('toggle')).toBeUndefined()
    w.unmount()
  })

  it('explains the line of sight and lists the legend of the overlays that are on', () => {
    const w = mount(OverlayMenu, { props: { ...base, shown: { ...off, los: true, zoc: true } }, ...withTexts(null) })
    expect(w.get('[data-testid=los-info]').text()).toContain('Select a unit that can shoot')
    expect(w.findAll('[data-legend-zoc]')).toHaveLength(2)
    const los = { shooter: 'a1', from: '1,1', range: 2, visible: ['1,2', '2,1'], blocked: ['3,1'], blockers: ['2,2'], targets: [] }
    const w2 = mount(OverlayMenu, { props: { ...base, los, shown: { ...off, los: true } }, ...withTexts(null) })
    expect(w2.get('[data-testid=los-info]').text()).toBe('Blue bows, range 2: 2 hexes in sight, 1 out of sight, 0 enemy targets')
    expect(w2.findAll('[data-legend-zoc]')).toHaveLength(0)
  })

  it('names the threats on the hovered hex and the objective there, in French too', () => {
    const threatAt = { hex: '4,4', units: [{ unit: 'b1', how: 'move' as const }, { unit: 'b2', how: 'fire' as const }] }
    const objectiveAt = { hex: '4,4', holder: 'a', conditions: [{ id: 'c', winner: 'a', have: 1, need: 2, met: false }] }
    const props = { ...base, shown: { ...off, threat: true, objectives: true }, hoverHex: '4,4', threatAt, objectiveAt }
    const en = mount(OverlayMenu, { props, ...withTexts(null) })
    expect(en.get('[data-testid=threat-info]').text()).toBe('4,4 is threatened by Red spears (can enter), Red bows (can shoot)')
    expect(en.get('[data-testid=objective-info]').text()).toBe('4,4: objective held by Blue (1/2)')
    const fr = mount(OverlayMenu, { props: { ...props, objectiveAt: { ...objectiveAt, holder: null } }, ...withTexts(null, 'fr') })
    expect(fr.get('[data-testid=threat-info]').text()).toBe('4,4 est menacé par Red spears (peut y entrer), Red bows (peut y tirer)')
    expect(fr.get('[data-testid=objective-info]').text()).toBe('4,4 : objectif, vide (1/2)')
    const none = mount(OverlayMenu, { props: { ...props, threatAt: null }, ...withTexts(null) })
    expect(none.get('[data-testid=threat-info]').text()).toBe('No enemy can reach or attack 4,4 next turn')
  })
})
