import type { GameRules } from '@hexes/core'
import { AI_LEVELS, DEFAULT_AI_LEVEL, type AiLevel } from '../bots/aiLevels'
import { SearchBot } from '../bots/SearchBot'
import { RandomBot } from '../RandomBot'
import { playMatchGame } from './playMatchGame'

/** Options of {@link runAiBench}. */
export interface AiBenchOptions {
  /** Name of the scenario, for the report. */
  scenario: string
  rules: GameRules
  /** Monotonic clock, ms (`performance.now`). */
  clock: () => number
  /** AI level (default: the default level). */
  level?: AiLevel
  /** Games per side (default 4: eight games in all), seeds 1..games. */
  games?: number
  /** Longest half-turn allowed, ms (default 1000). */
  targetMs?: number
  /**
   * Actions of the warm-up game played from each side before the measured ones (seed 0, not
   * timed; default 120, about two turns; 0: none), so the first measured half-turn does not pay
   * for compiling the code.
   */
  warmUpActions?: number
}

/** The AI playing one side against the random bot. */
export interface AiBenchSide {
  side: string
  games: number
  decisions: number
  /** Mean thinking time per decision, ms. */
  msPerDecision: number
  /** The longest half-turn of each game, ms, in seed order. */
  longestPerGame: number[]
  /** The longest of them, ms. */
  longestMs: number
  /** Moves hash of each game (the same games give the same hashes). */
  movesHashes: string[]
}

/** The report of {@link runAiBench}. */
export interface AiBenchReport {
  scenario: string
  level: AiLevel
  sides: AiBenchSide[]
  /** The longest half-turn over every game of both sides, ms. */
  longestMs: number
  targetMs: number
  pass: boolean
}

/**
 * The AI's thinking time: the `level` search bot against the random bot on a scenario, `games`
 * seeded games from each side after a short warm-up game from each side, timing every decision and the longest half-turn (all the decisions
 * one side owes while its phases of one turn run). The levels are node budgets, not time limits,
 * so the same seeds play the same games on any machine (the moves hashes say so); only the times
 * depend on the machine. Pure apart from the clock the host passes.
 *
 * @example runAiBench({ scenario: 'hastings-1066', rules, clock: () => performance.now() }).longestMs
 */
export function runAiBench(o: AiBenchOptions): AiBenchReport {
  const level = o.level ?? DEFAULT_AI_LEVEL
  if (!(AI_LEVELS as readonly string[]).includes(level)) throw new Error(`runAiBench: unknown level "${level}"`)
  const games = Math.max(1, Math.floor(o.games ?? 4))
  const targetMs = o.targetMs ?? 1000
  const sides: AiBenchSide[] = []
  const warmUp = Math.max(0, Math.floor(o.warmUpActions ?? 120))
  if (warmUp > 0) {
    for (const side of [0, 1]) {
      const bot = new SearchBot({ level })
      playMatchGame({ rules: o.rules, bots: side === 0 ? [bot, new RandomBot()] : [new RandomBot(), bot], seed: 0, maxActions: warmUp })
    }
  }
  for (const side of [0, 1]) {
    let decisions = 0
    let thinkMs = 0
    let name = ''
    const longestPerGame: number[] = []
    const movesHashes: string[] = []
    for (let g = 0; g < games; g++) {
      const bot = new SearchBot({ level })
      const r = playMatchGame({ rules: o.rules, bots: side === 0 ? [bot, new RandomBot()] : [new RandomBot(), bot], seed: 1 + g, clock: o.clock })
      const me = r.perSide[side]!
      name = me.side
      decisions += me.decisions
      thinkMs += me.thinkMs
      longestPerGame.push(me.maxHalfTurnMs)
      movesHashes.push(r.movesHash ?? '')
    }
    sides.push({ side: name, games, decisions, msPerDecision: decisions ? thinkMs / decisions : 0, longestPerGame, longestMs: Math.max(...longestPerGame), movesHashes })
  }
  const longestMs = Math.max(...sides.map((s) => s.longestMs))
  return { scenario: o.scenario, level, sides, longestMs, targetMs, pass: longestMs <= targetMs }
}

/** A plain-text table of {@link runAiBench}'s report, with the target line (PASS or MISS). */
export function formatAiBench(r: AiBenchReport): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  const lines = [
    `AI (${r.level}) against the random bot on ${r.scenario}, ${r.sides[0]?.games ?? 0} game(s) per side:`,
    '| AI side | Decisions | Mean per decision | Longest half-turn | Longest half-turn per game (seeds 1..n) |',
    '|---|---:|---:|---:|---|',
    ...r.sides.map((x) => `| ${x.side} | ${x.decisions} | ${x.msPerDecision.toFixed(1)} ms | ${s(x.longestMs)} | ${x.longestPerGame.map(s).join(', ')} |`),
    '',
    `Target: the longest half-turn at most ${s(r.targetMs)}: ${r.pass ? 'PASS' : 'MISS'} (${s(r.longestMs)})`,
  ]
  return `${lines.join('\n')}\n`
}
