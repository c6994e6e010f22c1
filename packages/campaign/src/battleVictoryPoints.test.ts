import { describe, expect, it } from 'vitest'
import { HexGrid, type BattleRecord, type GameRules, type GameState, type SideRecord, type UnitState } from '@hexes/core'
import { battleVictoryPoints, DEFAULT_VP_SCALE, type VpInput } from './battleVictoryPoints'

const side = (id: string, over: Partial<SideRecord> = {}): SideRecord => ({
  side: id, hpLost: 0, hpAtStart: 30, eliminated: [], fled: [], setAside: [], commandersKilled: [], commandersCaptured: [], bannersTaken: [], objectivesHeld: [], present: [],
  hpKilled: 0, generalsKilled: [], generalsCaptured: [], spellcastersCaptured: [], objectivesControlled: [], hpOnTable: 0, roles: [],
  unscathed: { general: null, greatBanner: null, spellcaster: null, all: false }, units: [], ...over,
})
const unit = (id: string, s: string, hex: string): UnitState => ({ id, side: s, type: 'heavy-infantry', hex, status: 'active', stats: {} })

/** A small battle: sides a, b (and c), units on a 10 x 10 map, objectives at the hexes given. */
function input(sides: SideRecord[], units: UnitState[], objectives: string[] = [], hp: Record<string, number> = {}): VpInput {
  const record: BattleRecord = { turns: 5, timeTrack: 5, winner: null, objectives: [], attributed: false, sides }
  const conditions = objectives.length ? [{ id: 'hold', winner: 'a', timing: 'endOfTurn', kind: 'holdHexes', hexes: objectives, count: 1, text: 'hold' }] : []
  const rules = { grid: new HexGrid(10, 10), scenario: { victory: { conditions } } } as unknown as GameRules
  const state = { units, sides: sides.map((s) => ({ id: s.side })) } as unknown as GameState
  return { record, state, rules, generals: new Set(['ga', 'gb']), enchanters: new Set(['eb']), hpOnTable: (id) => hp[id] ?? 6 }
}
const vp = (i: VpInput, s: string, ruleId: string) => battleVictoryPoints(i).find((v) => v.side === s)!.parts.find((p) => p.ruleId === ruleId)!.vp

describe('campaign/battleVictoryPoints (SK-VP-1..6 for any battle record)', () => {
  it('SK-VP-1 1 VP per enemy HP killed', () => {
    const i = input([side('a', { hpLost: 6 }), side('b', { hpLost: 9 })], [])
    expect([vp(i, 'a', 'SK-VP-1'), vp(i, 'b', 'SK-VP-1')]).toEqual([9, 6])
  })

  it('SK-VP-2 +25 per enemy general captured, SK-VP-3 −10 per enemy general killed (GAP-VP-04), SK-VP-4 +10 per enchanter captured', () => {
    const i = input([side('a', { commandersCaptured: ['ga'] }), side('b', { commandersKilled: ['gb', 'not-a-general'], commandersCaptured: ['eb'] })], [])
    expect(vp(i, 'b', 'SK-VP-2')).toBe(25)
    expect(vp(i, 'a', 'SK-VP-3')).toBe(-10)
    expect(vp(i, 'a', 'SK-VP-4')).toBe(10)
    expect(vp(i, 'b', 'SK-VP-3')).toBe(0)
  })

  it('SK-VP-5 +20 per great banner captured', () => {
    expect(vp(input([side('a', { bannersTaken: ['x', 'y'] }), side('b')], []), 'a', 'SK-VP-5')).toBe(40)
  })

  it('SK-VP-6 (GAP-VP-02) objectives: 50 to the side controlling most, 25 to the next; a hex with both sides near is nobody\'s', () => {
    const units = [unit('a1', 'a', '1,1'), unit('a2', 'a', '5,5'), unit('b1', 'b', '8,8'), unit('b2', 'b', '5,6'), unit('c1', 'c', '0,9')]
    const i = input([side('a'), side('b'), side('c')], units, ['1,1', '1,2', '5,5', '8,8', '0,9'])
    // a: 1,1 and 1,2 (adjacent); 5,5 contested by b2; b: 8,8; c: 0,9 → a 2, b 1, c 1
    expect(['a', 'b', 'c'].map((s) => vp(i, s, 'SK-VP-6'))).toEqual([50, 25, 25])
  })

  it('SK-VP-6 (GAP-VP-02) without objectives, the most HP on the table; ties share; a side at 0 gets nothing', () => {
    const units = [unit('a1', 'a', '1,1'), unit('b1', 'b', '8,8'), unit('c1', 'c', '3,3')]
    const tie = input([side('a'), side('b'), side('c')], units, [], { a1: 6, b1: 6, c1: 3 })
    expect(['a', 'b', 'c'].map((s) => vp(tie, s, 'SK-VP-6'))).toEqual([50, 50, 25])
    const none = input([side('a'), side('b')], [unit('a1', 'a', '1,1')])
    expect(['a', 'b'].map((s) => vp(none, s, 'SK-VP-6'))).toEqual([50, 0])
  })

  it('the scenario-winner VP are off by default and a scale may set them', () => {
    const i = input([side('a'), side('b')], [])
    i.record.winner = 'b'
    expect(battleVictoryPoints(i).find((v) => v.side === 'b')!.vp).toBe(0)
    expect(battleVictoryPoints(i, { ...DEFAULT_VP_SCALE, scenarioWinner: 100 }).find((v) => v.side === 'b')!.vp).toBe(100)
  })
})
