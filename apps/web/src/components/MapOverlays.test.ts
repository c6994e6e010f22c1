import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { MapOverlayData } from './mapTypes'
import MapOverlays from './MapOverlays.vue'

const sides = [{ id: 'a', name: 'A', color: '#112233' }, { id: 'b', name: 'B' }] as never

function draw(data: MapOverlayData) {
  return mount(MapOverlays, { props: { data, sides } })
}

describe('web/MapOverlays', () => {
  it('draws each hex it is given, with a data attribute naming it, and takes no pointer', () => {
    const w = draw({
      los: { from: '1,1', visible: ['2,1', '2,2'], blocked: ['4,1'], blockers: ['3,1'], targets: ['2,2'] },
      threat: { hexes: [{ hex: '5,5', count: 1 }, { hex: '5,6', count: 3 }], max: 3 },
      zoc: [{ side: 'a', hexes: ['1,2'] }, { side: 'b', hexes: ['6,6', '6,7'] }],
      objectives: [{ hex: '0,0', holder: 'a', conditions: [{ id: 'c', winner: 'a', have: 1, need: 2, met: false }] }, { hex: '1,0', holder: null, conditions: [{ id: 'c', winner: 'a', have: 1, need: 2, met: false }] }],
    })
    expect(w.get('.map-overlays').attributes('pointer-events')).toBe('none')
    expect(w.findAll('[data-los="visible"]').map((x) => x.attributes('data-los-hex'))).toEqual(['2,1', '2,2'])
    expect(w.findAll('[data-los="blocked"]').map((x) => x.attributes('data-los-hex'))).toEqual(['4,1'])
    expect(w.get('[data-los-blocker]').attributes('data-los-blocker')).toBe('3,1')
    expect(w.get('[data-los-target]').attributes('data-los-target')).toBe('2,2')
    expect(w.get('[data-los-from]').attributes('data-los-from')).toBe('1,1')
    // Darker where more enemies threaten.
    const [one, three] = w.findAll('[data-threat-hex]')
    expect(three!.attributes('data-threat-count')).toBe('3')
    expect(Number(three!.attributes('fill-opacity'))).toBeGreaterThan(Number(one!.attributes('fill-opacity')))
    expect(w.findAll('[data-zoc-side="b"] [data-zoc-hex]')).toHaveLength(2)
    expect(w.get('[data-zoc-side="a"] [data-zoc-hex]').attributes('stroke')).toBe('#112233')
    const obj = w.findAll('[data-objective-hex]')
    expect(obj.map((o) => [o.attributes('data-objective-hex'), o.attributes('data-objective-holder'), o.attributes('data-objective-progress')])).toEqual([['0,0', 'a', '1/2'], ['1,0', '', '1/2']])
    expect(obj[1]!.classes()).toContain('empty')
  })

  it('draws nothing for overlays that are off', () => {
    const w = draw({ los: null, threat: null, zoc: null, objectives: null })
    expect(w.findAll('path')).toHaveLength(0)
  })
})
