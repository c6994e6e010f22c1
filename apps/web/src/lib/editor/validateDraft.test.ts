import type { Scenario } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { issueHex } from './validateDraft'

const draft = {
  map: { width: 5, height: 5, defaultTerrain: 'clear', terrain: [{ terrain: 'forest', hexes: ['1,1', '9,9'] }], hexsides: [{ hex: '2,3', dir: 1, feature: 'river' }], labels: [] },
  units: [{ id: 'a', side: 'x', type: 't', hex: '3,4' }, { id: 'b', side: 'x', type: 't', hex: null }],
  leaders: [{ id: 'l', side: 'x', name: 'L', unit: 'a' }],
  victory: { conditions: [{ id: 'h', kind: 'holdHexes', hexes: ['0,1', '4,4'], count: 1, winner: 'x', timing: 'endOfGame', text: 'x' }], default: { winner: null, text: 'd' } },
} as unknown as Scenario

describe('web/editor issueHex: the hex an issue of the engine names', () => {
  it('reads the hex of the field the path names', () => {
    expect(issueHex({ path: 'units[0].hex', message: '' }, draft)).toBe('3,4')
    expect(issueHex({ path: 'leaders[0].unit', message: '' }, draft)).toBe('3,4')
    expect(issueHex({ path: 'map.terrain[0].hexes[0]', message: '' }, draft)).toBe('1,1')
    expect(issueHex({ path: 'map.hexsides[0]', message: '' }, draft)).toBe('2,3')
    expect(issueHex({ path: 'victory.conditions[0].hexes[1]', message: '' }, draft)).toBe('4,4')
  })

  it('falls back on a hex in the message, and names none off the map or for a unit in reserve', () => {
    expect(issueHex({ path: 'plugins', message: 'the hex 2,2 is wrong' }, draft)).toBe('2,2')
    expect(issueHex({ path: 'map.terrain[0].hexes[1]', message: 'hex 9,9 is off the map' }, draft)).toBeNull()
    expect(issueHex({ path: 'units[1].type', message: 'unknown unit type' }, draft)).toBeNull()
  })
})
