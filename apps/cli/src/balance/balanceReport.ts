import type { BalanceGame } from './playBalanceGame'
import { wilsonInterval } from './wilsonInterval'

/** One pairing of a balance run: which bot plays each side. */
export interface BalanceMatchup {
  /** `normal vs normal`, `easy vs normal`... */
  label: string
  /** Bot name per side, in play order (`state.sides` order). */
  bots: string[]
}

/** A rate with its 95 % Wilson interval. */
export interface BalanceRate {
  count: number
  rate: number
  ci95: [number, number]
}

/** The results of one matchup (`games` seeded games). */
export interface MatchupReport extends BalanceMatchup {
  games: number
  sides: ({ id: string; name: string; bot: string } & { wins: BalanceRate; losses: BalanceRate })[]
  draws: BalanceRate
  /** Games still running at `maxActions` (counted neither as wins nor as draws). */
  unfinished: number
  meanTurns: number
  meanActions: number
  /** How the games ended: each (condition, winner) pair, most frequent first, with the turns it came in. */
  endings: { condition: string; winner: string | null; games: number; meanTurn: number; minTurn: number; maxTurn: number }[]
  /**
   * The material curve: for the start (`turn` 0) and the end of each turn, the mean strength on
   * the map of each side (in `sides` order) over the games that reached that point, and how many did.
   */
  material: { turn: number; games: number; mean: number[] }[]
  /** Every game, by seed. */
  results: BalanceGame[]
}

/** What `hexes balance` reports. */
export interface BalanceReport {
  scenario: { id: string; name: string }
  variant?: { id: string; name: string }
  firstSeed: number
  gamesPerMatchup: number
  maxActions: number
  matchups: MatchupReport[]
  timing: { totalMs: number; cpuMs: number }
  jobs: number
}

const rate = (count: number, n: number): BalanceRate => ({ count, rate: n === 0 ? 0 : count / n, ci95: wilsonInterval(count, n) })

/** Aggregates the games of one matchup (any order: they are sorted by seed) into its report. */
export function matchupReport(matchup: BalanceMatchup, sides: readonly { id: string; name: string }[], games: readonly BalanceGame[]): MatchupReport {
  const results = [...games].sort((a, b) => a.seed - b.seed)
  const n = results.length
  const finished = results.filter((g) => g.condition !== null)
  const draws = finished.filter((g) => g.winner === null).length
  const endings = new Map<string, { condition: string; winner: string | null; turns: number[] }>()
  for (const g of finished) {
    const key = `${g.condition}\u0000${g.winner ?? ''}`
    const e = endings.get(key) ?? { condition: g.condition!, winner: g.winner, turns: [] }
    e.turns.push(g.turns)
    endings.set(key, e)
  }
  const longest = Math.max(0, ...results.map((g) => g.material.length))
  const material: MatchupReport['material'] = []
  for (let t = 0; t < longest; t++) {
    const reached = results.filter((g) => g.material.length > t)
    material.push({ turn: t, games: reached.length, mean: sides.map((_, i) => reached.reduce((s, g) => s + g.material[t]![i]!, 0) / reached.length) })
  }
  return {
    ...matchup,
    games: n,
    sides: sides.map((s, i) => ({
      id: s.id,
      name: s.name,
      bot: matchup.bots[i]!,
      wins: rate(finished.filter((g) => g.winner === s.id).length, n),
      losses: rate(finished.filter((g) => g.winner !== null && g.winner !== s.id).length, n),
    })),
    draws: rate(draws, n),
    unfinished: n - finished.length,
    meanTurns: n === 0 ? 0 : results.reduce((s, g) => s + g.turns, 0) / n,
    meanActions: n === 0 ? 0 : results.reduce((s, g) => s + g.actions, 0) / n,
    endings: [...endings.values()]
      .map((e) => ({ condition: e.condition, winner: e.winner, games: e.turns.length, meanTurn: e.turns.reduce((s, t) => s + t, 0) / e.turns.length, minTurn: Math.min(...e.turns), maxTurn: Math.max(...e.turns) }))
      .sort((a, b) => b.games - a.games || (a.condition < b.condition ? -1 : a.condition > b.condition ? 1 : 0) || String(a.winner).localeCompare(String(b.winner))),
    material,
    results,
  }
}
