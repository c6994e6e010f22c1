import type { LeaderState } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { leaderBonusText } from './leaderBonus'

const leader = (stats: LeaderState['stats']): LeaderState => ({ id: 'l', side: 'a', name: 'Odo', unit: 'u', status: 'active', stats }) as LeaderState

describe('hexes-med UI module', () => {
  it("GAP-HM-04: a leader's badge is his HEXES Med bonus, signed", () => {
    expect(leaderBonusText(leader({ 'hexes-med': { bonus: 1 } }))).toBe('+1')
    expect(leaderBonusText(leader({ 'hexes-med': { bonus: 0 } }))).toBe('0')
    expect(leaderBonusText(leader({}))).toBeUndefined()
  })
})
