import { describe, expect, it } from 'vitest'
import { rankPlayers } from './rankPlayers'

describe('campaign/rankPlayers', () => {
  it('GAP-CAMP-03 ranks by VP, equal VP share a place', () => {
    expect(rankPlayers([['a', 20], ['b', 80], ['c', 80], ['d', 50]])).toEqual([
      { rank: 1, vp: 80, players: ['b', 'c'] },
      { rank: 3, vp: 50, players: ['d'] },
      { rank: 4, vp: 20, players: ['a'] },
    ])
  })
})
