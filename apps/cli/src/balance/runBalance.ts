import { buildRules, type PluginDefinition, type Scenario } from '@hexes/core'
import { createBot, type Bot } from '@hexes/ai'
import { playBalanceGame, type BalanceGame } from './playBalanceGame'

/** A slice of a balance run: games to play, each a matchup (by index) and a seed. Plain JSON (it crosses worker threads). */
export interface BalanceJob {
  scenario: Scenario
  /** Bot names per side, per matchup. */
  matchups: string[][]
  games: { matchup: number; seed: number }[]
  maxActions: number
}

/** One played game of a job, with its matchup. */
export interface BalanceJobGame {
  matchup: number
  game: BalanceGame
}

/** Plays a job's games in order (fresh bots for each game, so no game depends on another). */
export function runBalanceJob(job: BalanceJob, plugins: readonly PluginDefinition<any>[]): BalanceJobGame[] {
  const rules = buildRules(job.scenario, plugins)
  return job.games.map(({ matchup, seed }) => ({ matchup, game: playBalanceGame(rules, job.matchups[matchup]!.map(botNamed), seed, job.maxActions) }))
}

function botNamed(name: string): Bot {
  const bot = createBot(name)
  if (!bot) throw new Error(`unknown bot "${name}"`)
  return bot
}

/** The games of a run (every matchup × every seed), split into `n` slices of nearly equal size, in order. */
export function sliceBalanceGames(matchups: number, firstSeed: number, games: number, n: number): { matchup: number; seed: number }[][] {
  const all: { matchup: number; seed: number }[] = []
  for (let m = 0; m < matchups; m++) for (let i = 0; i < games; i++) all.push({ matchup: m, seed: firstSeed + i })
  const k = Math.max(1, Math.min(n, all.length))
  const out: { matchup: number; seed: number }[][] = []
  let first = 0
  for (let j = 0; j < k; j++) {
    const size = Math.floor(all.length / k) + (j < all.length % k ? 1 : 0)
    out.push(all.slice(first, first + size))
    first += size
  }
  return out
}
