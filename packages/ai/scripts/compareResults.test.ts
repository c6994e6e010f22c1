import { describe, expect, it } from 'vitest'
import type { MatchGameResult } from '../src/bench/playMatchGame'
import { compareResults, formatComparison } from './compareResults'

const game = (over: Partial<MatchGameResult> = {}): MatchGameResult => ({
  seed: 1,
  winner: 'a',
  end: 'result',
  condition: 'hold',
  turns: 5,
  actions: 40,
  perSide: [
    { side: 'a', decisions: 20, thinkMs: 100, maxHalfTurnMs: 30 },
    { side: 'b', decisions: 20, thinkMs: 90, maxHalfTurnMs: 25 },
  ],
  ...over,
})

describe('compareResults (tables --compare)', () => {
  it('finds no difference when only the thinking times changed', () => {
    const after = game({ perSide: game().perSide.map((s) => ({ ...s, thinkMs: s.thinkMs * 3, maxHalfTurnMs: 1 })) })
    expect(compareResults(new Map([['k', game()]]), new Map([['k', after]]))).toEqual([])
  })

  it('compares the moves when both records have their hash', () => {
    const diffs = compareResults(new Map([['k', game({ movesHash: 'aa' })], ['old', game()]]), new Map([['k', game({ movesHash: 'bb' })], ['old', game({ movesHash: 'cc' })]]))
    expect(diffs).toEqual([{ key: 'k', field: 'moves', before: 'aa', after: 'bb' }])
  })

  it('reports each field of the course that changed, and skips games not replayed', () => {
    const after = game({ winner: 'b', turns: 6, perSide: [{ side: 'a', decisions: 21, thinkMs: 0, maxHalfTurnMs: 0 }, game().perSide[1]!] })
    const diffs = compareResults(new Map([['k', game()], ['unplayed', game()]]), new Map([['k', after]]))
    expect(diffs).toEqual([
      { key: 'k', field: 'winner', before: 'a', after: 'b' },
      { key: 'k', field: 'turns', before: 5, after: 6 },
      { key: 'k', field: 'decisions of a', before: 20, after: 21 },
    ])
    expect(formatComparison(2, 'f00', diffs)).toMatch(/^Compared 2 game\(s\) with the same games stored under sources f00: 1 ended the same, 1 differ\.\n {2}k: winner "a" -> "b"/)
  })
})
