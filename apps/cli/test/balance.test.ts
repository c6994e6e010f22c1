import { describe, expect, it } from 'vitest'
import type { BalanceReport } from '../src/balance/balanceReport'
import { runRealCli } from './runCli'

describe('cli balance', () => {
  it('plays a small sample between equal computer players: the report\'s fields add up, and two threads play the same games', async () => {
    const args = ['balance', 'teaching-ford', '--games', '3', '--levels', 'easy', '--cross', '--json']
    // --cross with one level adds nothing: one matchup.
    const one = await runRealCli(...args)
    expect(one.code).toBe(0)
    const r = JSON.parse(one.stdout) as BalanceReport
    expect(r.scenario.id).toBe('teaching-ford')
    expect(r.firstSeed).toBe(5001)
    expect(r.matchups.map((m) => [m.label, m.bots])).toEqual([['easy vs easy', ['ai-easy', 'ai-easy']]])
    const m = r.matchups[0]!
    expect(m.games).toBe(3)
    expect(m.results.map((g) => g.seed)).toEqual([5001, 5002, 5003])
    expect(m.sides.reduce((s, x) => s + x.wins.count, 0) + m.draws.count + m.unfinished).toBe(3)
    expect(m.endings.reduce((s, e) => s + e.games, 0)).toBe(3 - m.unfinished)
    for (const s of m.sides) {
      expect(s.wins.ci95[0]).toBeLessThanOrEqual(s.wins.rate)
      expect(s.wins.ci95[1]).toBeGreaterThanOrEqual(s.wins.rate)
    }
    expect(m.material[0]).toMatchObject({ turn: 0, games: 3 })
    expect(m.material[0]!.mean).toHaveLength(2)
    expect(m.meanTurns).toBe(m.results.reduce((s, g) => s + g.turns, 0) / 3)
    const two = await runRealCli(...args, '--jobs', '2')
    expect((JSON.parse(two.stdout) as BalanceReport).matchups[0]!.results).toEqual(m.results)
  }, 120_000)

  it('prints the table: each side with its interval, the endings and the material curve', async () => {
    const r = await runRealCli('balance', 'teaching-ford', '--games', '2', '--levels', 'easy')
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/^Balance of teaching-ford/)
    expect(r.stdout).toMatch(/easy vs easy: 2 games/)
    expect(r.stdout).toMatch(/\(ai-easy\)\s+\d+\.\d% \(\d+\.\d-\d+\.\d\)/)
    expect(r.stdout).toMatch(/How the games ended:/)
    expect(r.stdout).toMatch(/start\s+\d/)
  }, 120_000)

  it('refuses an unknown level', async () => {
    const r = await runRealCli('balance', 'teaching-ford', '--levels', 'grandmaster')
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/unknown level "grandmaster"/)
  })
})
