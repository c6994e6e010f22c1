import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { MapMark } from '@hexes/web-kit'
import { MARK_TONES } from '../lib/markTones'
import MapMarks from './MapMarks.vue'

const marks: MapMark[] = [
  { kind: 'zone', id: 'p/range', hexes: ['3,3', '3,2'], tone: 'info', label: 'short range' },
  { kind: 'link', id: 'p/melee', from: '3,3', to: '4,3', tone: 'danger', label: 'L', title: 'locked' },
  { kind: 'link', id: 'p/contact', from: '5,5', to: '5,6', tone: 'caution', dashed: true },
  { kind: 'hex', id: 'p/end', hex: '4,4', tone: 'danger', label: 'flank' },
]

describe('web/MapMarks', () => {
  it('draws zones and ringed hexes under the counters, in the colour of their tone, each named by its mark', () => {
    const w = mount(MapMarks, { props: { marks, layer: 'under' } })
    const zone = w.get('[data-mark="p/range"]')
    expect(zone.attributes('aria-label')).toBe('short range')
    expect(zone.attributes('data-mark-hexes')).toBe('2')
    expect(zone.get('.zone-edge').attributes('stroke')).toBe(MARK_TONES.info)
    // Two neighbours: the outline has their ten outer sides.
    expect(zone.get('.zone-edge').attributes('d')!.split('M').filter(Boolean)).toHaveLength(10)
    expect(w.get('[data-mark="p/end"]').attributes('data-mark-hex')).toBe('4,4')
    expect(w.get('[data-mark="p/end"] text').text()).toBe('flank')
    expect(w.find('[data-mark="p/melee"]').exists()).toBe(false)
  })

  it('draws links over the counters, from counter edge to counter edge, dashed when asked, with their label', () => {
    const w = mount(MapMarks, { props: { marks, layer: 'over' } })
    expect(w.find('[data-mark="p/range"]').exists()).toBe(false)
    const melee = w.get('[data-mark="p/melee"]')
    expect(melee.attributes('data-mark-dashed')).toBe('false')
    expect(melee.get('line').attributes('stroke')).toBe(MARK_TONES.danger)
    expect(melee.get('text').text()).toBe('L')
    expect(melee.get('title').text()).toBe('locked')
    const contact = w.get('[data-mark="p/contact"]')
    expect(contact.attributes('data-mark-dashed')).toBe('true')
    expect(contact.get('line').attributes('stroke-dasharray')).toBe('7 5')
    // Neighbours' centres are 52 units apart: the line keeps 19 units clear of each counter's centre.
    const y1 = Number(contact.get('line').attributes('y1'))
    const y2 = Number(contact.get('line').attributes('y2'))
    expect(Math.round(y2 - y1)).toBe(Math.round(30 * Math.sqrt(3) - 38))
  })
})
