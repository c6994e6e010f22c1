import { cloneState } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { buildBoard } from '../evaluation/Board'
import { initial, shippedRules, testSearchContext } from '../testing/aiFixtures'
import { boardOf } from './SearchContext'

describe('ai/boardOf', () => {
  it('builds a state\'s board once while it is recent, and the same board as buildBoard', () => {
    const rules = shippedRules('hastings-1066')
    const sc = testSearchContext(rules, 'normans')
    const s = initial(rules)
    const board = boardOf(sc, s)
    expect(boardOf(sc, s)).toBe(board)
    expect(board).toEqual(buildBoard(sc.ai, s))
    // Boards of many other states push it out: it is built again, equal.
    for (let i = 0; i < 20; i++) boardOf(sc, cloneState(s))
    expect(sc.boards.size).toBeLessThanOrEqual(8)
    const again = boardOf(sc, s)
    expect(again).not.toBe(board)
    expect(again.units).toEqual(board.units)
  })
})
