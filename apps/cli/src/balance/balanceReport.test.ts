import { describe, expect, it } from 'vitest'
import { matchupReport } from './balanceReport'
import type { BalanceGame } from './playBalanceGame'

const sides = [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }]
const game = (seed: number, winner: string | null, condition: string | null, turns: number, material: number[][]): BalanceGame => ({ seed, winner, condition, turns, actions: 10 * turns, material })

describe('matchupReport', () => {
  it('counts wins, losses, draws and unfinished games, groups the endings and averages the material over the games that reached each turn', () => {
    const r = matchupReport({ label: 'easy vs easy', bots: ['ai-easy', 'ai-easy'] }, sides, [
      game(3, 'b', 'default', 6, [[10, 8], [9, 8], [7, 8]]),
      game(1, 'a', 'ridge', 2, [[10, 8], [9, 6], [8, 4]]),
      game(2, null, 'simultaneous', 4, [[10, 8], [8, 8]]),
      game(4, null, null, 9, [[10, 8]]),
      game(5, 'a', 'ridge', 3, [[10, 8], [10, 7]]),
    ])
    expect(r.results.map((g) => g.seed)).toEqual([1, 2, 3, 4, 5])
    expect(r.sides.map((s) => [s.wins.count, s.losses.count])).toEqual([[2, 1], [1, 2]])
    expect(r.sides[0]!.wins.rate).toBe(0.4)
    expect(r.draws.count).toBe(1)
    expect(r.unfinished).toBe(1)
    expect(r.endings).toEqual([
      { condition: 'ridge', winner: 'a', games: 2, meanTurn: 2.5, minTurn: 2, maxTurn: 3 },
      { condition: 'default', winner: 'b', games: 1, meanTurn: 6, minTurn: 6, maxTurn: 6 },
      { condition: 'simultaneous', winner: null, games: 1, meanTurn: 4, minTurn: 4, maxTurn: 4 },
    ])
    expect(r.material).toEqual([
      { turn: 0, games: 5, mean: [10, 8] },
      { turn: 1, games: 4, mean: [9, 7.25] },
      { turn: 2, games: 2, mean: [7.5, 6] },
    ])
    expect(r.meanTurns).toBe(4.8)
    expect(r.meanActions).toBe(48)
  })
})
