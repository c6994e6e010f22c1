import type { BattleRecord, SideRecord } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { scoreVictoryPoints, vpWinner } from './scoreVictoryPoints'

/** A side's record with nothing done but what `o` says. */
function side(id: string, o: Partial<SideRecord> = {}): SideRecord {
  return {
    side: id, hpLost: 0, hpAtStart: 0, eliminated: [], fled: [], setAside: [], commandersKilled: [], commandersCaptured: [], bannersTaken: [], objectivesHeld: [], present: [],
    hpKilled: 0, generalsKilled: [], generalsCaptured: [], spellcastersCaptured: [], objectivesControlled: [], hpOnTable: 0, roles: [],
    unscathed: { general: null, greatBanner: null, spellcaster: null, all: false }, units: [], ...o,
  }
}

const record = (sides: SideRecord[], objectives: string[] = []): BattleRecord => ({ turns: 8, timeTrack: 9, winner: undefined, objectives, attributed: true, sides })
const line = (r: BattleRecord, s: string, ruleId: string, o?: Parameters<typeof scoreVictoryPoints>[1]) => scoreVictoryPoints(r, o).find((x) => x.side === s)!.lines.find((l) => l.ruleId === ruleId)!

describe('victory-points/score', () => {
  it('SK-VP-1 killing a 3-HP ogre and two 1-HP men → 5 VP', () => {
    expect(line(record([side('a', { hpKilled: 3 + 1 + 1 }), side('b')]), 'a', 'SK-VP-1')).toEqual({ ruleId: 'SK-VP-1', count: 5, points: 5 })
  })

  it('SK-VP-2 SK-VP-3 SK-VP-4 SK-VP-5 a general captured +25, a general killed −10, an enchanter captured +10, a great banner taken +20', () => {
    const r = record([side('a', { generalsCaptured: ['g'], generalsKilled: ['n'], spellcastersCaptured: [{ piece: 'w', spells: 2, items: 1 }], bannersTaken: ['f'] }), side('b')])
    expect(['SK-VP-2', 'SK-VP-3', 'SK-VP-4', 'SK-VP-5'].map((id) => line(r, 'a', id).points)).toEqual([25, -10, 10, 20])
  })

  it('SK-VP-6 GAP-VP-02 three armies controlling 4, 2 and 1 objectives → +50, +25, +0', () => {
    const hexes = ['0,0', '1,0', '2,0', '3,0', '4,0', '5,0', '6,0']
    const r = record([side('a', { objectivesControlled: hexes.slice(0, 4) }), side('b', { objectivesControlled: hexes.slice(4, 6) }), side('c', { objectivesControlled: hexes.slice(6) })], hexes)
    expect(['a', 'b', 'c'].map((s) => line(r, s, 'SK-VP-6').points)).toEqual([50, 25, 0])
  })

  it('SK-VP-6 GAP-VP-02 ties share: two sides tied first get 50 each, the next 25 only when strictly lower; none for no objective', () => {
    const r = record([side('a', { objectivesControlled: ['0,0', '1,0'] }), side('b', { objectivesControlled: ['2,0', '3,0'] }), side('c', { objectivesControlled: ['4,0'] }), side('d')], ['0,0', '1,0', '2,0', '3,0', '4,0', '5,0'])
    expect(['a', 'b', 'c', 'd'].map((s) => line(r, s, 'SK-VP-6').points)).toEqual([50, 50, 25, 0])
  })

  it('SK-VP-6 GAP-VP-02 without objectives the most numerous army: the most HP on the table', () => {
    const r = record([side('a', { hpOnTable: 30 }), side('b', { hpOnTable: 41 })])
    expect(['a', 'b'].map((s) => line(r, s, 'SK-VP-6').points)).toEqual([25, 50])
  })

  it('SK-VP-7 two heroic acts voted for player B → +20; every amount is config', () => {
    const r = record([side('a'), side('b')])
    expect(line(r, 'b', 'SK-VP-7', { heroicActs: { b: 2 } }).points).toBe(20)
    expect(line(record([side('a', { generalsKilled: ['g'] }), side('b')]), 'a', 'SK-VP-3', { points: { generalKilled: -5 } }).points).toBe(-5)
  })

  it('SK-VP-1 the winner has the most VP; equal totals share a rank and are a draw', () => {
    const won = scoreVictoryPoints(record([side('a', { hpKilled: 12 }), side('b', { hpKilled: 7 })]))
    expect(won.map((s) => [s.total, s.rank])).toEqual([[12, 1], [7, 2]])
    expect(vpWinner(won)).toBe('a')
    expect(vpWinner(scoreVictoryPoints(record([side('a', { hpKilled: 7 }), side('b', { hpKilled: 7 })])))).toBeNull()
  })
})
