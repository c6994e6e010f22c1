import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { refCenter } from '../lib/hexLayout'
import type { TurnReview } from '../lib/turnReview'
import MapArrows from './MapArrows.vue'

const review: TurnReview = {
  arrows: [
    { unit: 'k1', type: 'moveCommitted', from: '2,2', to: '4,2', hexes: ['2,2', '3,2', '4,2'], step: 1 },
    { unit: 'r1', type: 'retreated', from: '5,2', to: '6,2', hexes: ['5,2', '6,2'], step: 2 },
  ],
  combats: [
    { attackers: [{ unit: 'k1', hex: '4,2' }], defender: { unit: 'r1', hex: '5,2' }, result: 'DM:retreat', label: '3 vs 2 at 1:1…', step: 2 },
    { attackers: [{ unit: 'k1', hex: '4,2' }], defender: null, result: 'NE', label: 'gone', step: 2 },
  ],
}

describe('web/MapArrows', () => {
  it('draws each move along its hexes, and each combat from its attackers to the defender with the result', () => {
    const w = mount(MapArrows, { props: { review, current: 2 } })
    const move = w.get('[data-arrow-unit="k1"]')
    expect([move.attributes('data-arrow-from'), move.attributes('data-arrow-to'), move.attributes('data-arrow-type')]).toEqual(['2,2', '4,2', 'moveCommitted'])
    expect(move.attributes('points')).toBe(['2,2', '3,2', '4,2'].map((h) => `${refCenter(h).x},${refCenter(h).y}`).join(' '))
    expect(move.classes()).not.toContain('current')
    expect(w.get('[data-arrow-unit="r1"]').classes()).toEqual(expect.arrayContaining(['retreated', 'current']))
    // A combat whose defender is off the map has nowhere to be drawn.
    const combats = w.findAll('[data-combat-defender]')
    expect(combats).toHaveLength(1)
    expect(combats[0]!.attributes('data-combat-attackers')).toBe('k1')
    expect(combats[0]!.attributes('data-combat-result')).toBe('DM:retreat')
    expect(combats[0]!.get('text').text()).toBe('DM')
    expect(combats[0]!.findAll('line')).toHaveLength(1)
  })
})
