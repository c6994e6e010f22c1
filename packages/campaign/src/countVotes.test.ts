import { describe, expect, it } from 'vitest'
import type { BattleVotes } from './BattleVotes'
import { countVotes, medianAward } from './countVotes'
import { config } from './testFixtures'

const players = ['a', 'b', 'c', 'd']
const defence = (player: string, ...gps: [string, number][]): BattleVotes => ({
  heroicActs: [], heroicDefences: [{ player, votes: gps.map(([voter, gp]) => ({ voter, gp })) }],
})
const count = (v: BattleVotes, ps = players, c = config()) => countVotes(v, ps, c)

describe('campaign/countVotes', () => {
  it('SK-VP-7 two heroic acts voted for player B give +20 VP', () => {
    const act = { player: 'b', proposedBy: 'a', description: 'held the ford outnumbered', votes: [{ voter: 'a', approve: true }, { voter: 'c', approve: true }] }
    const r = count({ heroicActs: [act, { ...act, proposedBy: 'c' }], heroicDefences: [] }, ['a', 'b', 'c'])
    expect(r).toMatchObject({ heroicVp: { b: 20 } })
  })

  it('SK-VP-7 / GAP-VP-03 an act with as many votes against as for, or without quorum, gives nothing', () => {
    const split = { player: 'b', proposedBy: 'a', description: '', votes: [{ voter: 'a', approve: true }, { voter: 'c', approve: false }] }
    expect(count({ heroicActs: [split], heroicDefences: [] }, ['a', 'b', 'c'])).toMatchObject({ heroicVp: {} })
    const lonely = { player: 'b', proposedBy: 'a', description: '', votes: [{ voter: 'a', approve: true }] }
    // 5 players: 4 may vote, 1 vote is under the 50 % quorum.
    expect(count({ heroicActs: [lonely], heroicDefences: [] }, ['a', 'b', 'c', 'd', 'e'])).toMatchObject({ heroicVp: {}, acts: [{ passed: false, yes: 1 }] })
  })

  it('CAMP-GOLD-8 / GAP-VP-03 the heroic defence is the median of the other players\' votes', () => {
    expect(count(defence('a', ['b', 10], ['c', 30], ['d', 50]))).toMatchObject({ defenceGold: { a: 30 } })
    expect(count(defence('a', ['b', 45], ['c', 15], ['d', 20]))).toMatchObject({ defenceGold: { a: 20 } })
  })

  it('R-13 an even count takes the mean of the two middle votes, rounded down to a multiple of 5', () => {
    expect(count(defence('a', ['b', 20], ['c', 35]))).toMatchObject({ defenceGold: { a: 25 } })
    expect(count(defence('a', ['b', 10], ['c', 15]))).toMatchObject({ defenceGold: { a: 10 } })
    expect(medianAward([10, 20, 40, 50], config())).toBe(30)
    expect(medianAward([10, 25, 30, 50], config())).toBe(25)
  })

  it('R-13 the award is clamped to 10..50 (configurable, camp.gold.defenceMin/Max)', () => {
    expect(medianAward([5, 5, 5], config())).toBe(10)
    expect(medianAward([60], config())).toBe(50)
    expect(medianAward([60, 80], config({ gold: { defenceMax: 70 } }))).toBe(70)
  })

  it('GAP-VP-03 no quorum gives 0', () => {
    expect(count(defence('a', ['b', 40]), ['a', 'b', 'c', 'd', 'e'])).toMatchObject({ defenceGold: {} })
    expect(count(defence('a', ['b', 40]), ['a', 'b', 'c', 'd', 'e'], config({ quorumPercent: 25 }))).toMatchObject({ defenceGold: { a: 40 } })
  })

  it('CAMP-GOLD-8 a vote outside 10..50 is refused, naming the field', () => {
    expect(count(defence('a', ['b', 30], ['c', 55]))).toMatchObject({ ok: false, code: 'camp/vote-out-of-range', ruleId: 'CAMP-GOLD-8', path: 'votes.heroicDefences[0].votes[1].gp' })
    expect(count(defence('a', ['b', 5]))).toMatchObject({ code: 'camp/vote-out-of-range', path: 'votes.heroicDefences[0].votes[0].gp' })
  })

  it('GAP-VP-03 a vote by someone who is not a player, on one\'s own army or twice is refused, naming the field', () => {
    expect(count(defence('a', ['zz', 30]))).toMatchObject({ code: 'camp/not-a-player', path: 'votes.heroicDefences[0].votes[0].voter' })
    expect(count(defence('a', ['a', 30]))).toMatchObject({ code: 'camp/own-vote', path: 'votes.heroicDefences[0].votes[0].voter' })
    expect(count(defence('a', ['b', 30], ['b', 30]))).toMatchObject({ code: 'camp/duplicate-vote', path: 'votes.heroicDefences[0].votes[1].voter' })
    const act = { player: 'b', proposedBy: 'b', description: '', votes: [] }
    expect(count({ heroicActs: [act], heroicDefences: [] })).toMatchObject({ code: 'camp/own-vote', path: 'votes.heroicActs[0].proposedBy' })
    expect(count({ heroicActs: [{ ...act, player: 'x' }], heroicDefences: [] })).toMatchObject({ code: 'camp/not-a-player', path: 'votes.heroicActs[0].player' })
  })
})
