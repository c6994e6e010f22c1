/**
 * The skirmish playout benchmark: random playouts to the end of the game per second with every
 * action checked, on a skirmish scenario, next to the same playouts of a plain HEXES Med scenario
 * (the baseline) timed in the same run: interleaved rounds in ABBA order after a warm-up of both.
 * Target: 200 checked playouts per second of the skirmish scenario.
 */

import { benchFigure, playout, RandomBot, type BenchFigure, type Bot } from '@hexes/ai'
import { createInitialState, ownRecord, type GameRules } from '@hexes/core'
import { benchTarget, type BenchTarget } from './benchTarget'

/** A scenario to play: a name and its built rules. */
export interface PlayoutBenchScenario {
  name: string
  rules: GameRules
}

/** Options of {@link runSkirmishPlayoutBench}. */
export interface SkirmishPlayoutBenchOptions {
  /** The skirmish scenario (the shipped one: `boroughbridge-1322`). */
  scenario: PlayoutBenchScenario
  /** The plain baseline, played the same way in the same rounds (the teaching scenario, HEXES Med). */
  baseline: PlayoutBenchScenario
  /** Monotonic clock, ms (`performance.now`). */
  clock: () => number
  /** Time spent on each scenario's checked playouts over all rounds, ms (default 3000; tiny 300). */
  playoutMs?: number
  /** Interleaved rounds (default 5; tiny 2): the figures are their medians, with the range. */
  rounds?: number
  /** Checked playouts per second the skirmish scenario must reach (default 200). */
  target?: number
  /** Tiny mode for tests: short rounds. */
  tiny?: boolean
}

/** The checked playouts of one scenario over the rounds. */
export interface PlayoutFigures {
  name: string
  /** Random playouts to the end of the game per second, every action checked (median and range of the rounds). */
  playouts: BenchFigure
  /** µs per checked action (choice + check + apply). */
  usPerAction: BenchFigure
  actionsPerPlayout: number
  /** Winners of the measured playouts (side id, `draw` or `unfinished`). */
  results: Record<string, number>
}

/** Everything {@link runSkirmishPlayoutBench} measured. */
export interface SkirmishPlayoutBenchReport {
  tiny: boolean
  rounds: number
  scenario: PlayoutFigures & {
    /** The same playouts with the random bot's fast path (its choices not checked again), one measurement. */
    fastPlayoutsPerSecond: number
  }
  baseline: PlayoutFigures
  /** The skirmish scenario's µs per checked action over the baseline's, round by round. */
  ratio: BenchFigure
  targets: BenchTarget[]
  totalMs: number
}

/** The random bot without its fast path: every action it picks goes through `checkAction` (as in the engine bench). */
function checkedRandom(): Bot {
  const r = new RandomBot()
  return { name: 'random-checked', chooseAction: (rules, state, rng) => r.chooseAction(rules, state, rng) }
}

/** Seeded playouts of one scenario for at least `ms` (and 3 games), from the next seed on. */
function measure(s: PlayoutBenchScenario, bot: Bot, ms: number, clock: () => number, seeds: { next: number }, results?: Record<string, number>) {
  let games = 0
  let actions = 0
  const start = clock()
  while (clock() - start < ms || games < 3) {
    const seed = seeds.next++
    const r = playout(s.rules, createInitialState(s.rules, seed).state, bot, { seed, keepLog: false })
    actions += r.actionCount
    games++
    if (results) {
      const k = r.end !== 'result' ? 'unfinished' : (r.state.result?.winner ?? 'draw')
      results[k] = (results[k] ?? 0) + 1
    }
  }
  const elapsed = clock() - start
  return { perSecond: (games * 1000) / elapsed, usPerAction: (elapsed * 1000) / actions, games, actions }
}

/**
 * Runs the skirmish playout benchmark: checked random playouts (the random bot's choice,
 * `checkAction` with schema, phase and rule checks, `applyAction` with the event bus and the
 * victory check) of the skirmish scenario and of the baseline, in interleaved rounds after a
 * warm-up of one round each. Pure apart from the clock the host passes.
 *
 * @example runSkirmishPlayoutBench({ scenario: { name: 'boroughbridge-1322', rules }, baseline: { name: 'teaching-ford', rules: teaching }, clock: () => performance.now() })
 */
export function runSkirmishPlayoutBench(o: SkirmishPlayoutBenchOptions): SkirmishPlayoutBenchReport {
  const clock = o.clock
  const t0 = clock()
  const tiny = o.tiny === true
  const rounds = Math.max(1, Math.floor(o.rounds ?? (tiny ? 2 : 5)))
  const roundMs = (o.playoutMs ?? (tiny ? 300 : 3000)) / rounds
  const bot = checkedRandom()
  // Warm-up outside the measurement (negative seeds), so no round pays for compiling the code.
  const warm = { next: -1_000_000 }
  measure(o.scenario, bot, roundMs, clock, warm)
  measure(o.baseline, bot, roundMs, clock, warm)
  const seeds = [{ next: 1 }, { next: 1 }]
  const results = [ownRecord<number>(), ownRecord<number>()]
  const samples: { perSecond: number; usPerAction: number; games: number; actions: number }[][] = [[], []]
  const both = [o.scenario, o.baseline]
  for (let r = 0; r < rounds; r++) {
    // ABBA: neither scenario always runs first.
    for (const i of r % 2 === 0 ? [0, 1] : [1, 0]) samples[i]!.push(measure(both[i]!, bot, roundMs, clock, seeds[i]!, results[i]))
  }
  const figures = (i: number): PlayoutFigures => {
    const s = samples[i]!
    return {
      name: both[i]!.name,
      playouts: benchFigure(s.map((x) => x.perSecond)),
      usPerAction: benchFigure(s.map((x) => x.usPerAction)),
      actionsPerPlayout: s.reduce((a, x) => a + x.actions, 0) / s.reduce((a, x) => a + x.games, 0),
      results: results[i]!,
    }
  }
  const fast = measure(o.scenario, new RandomBot(), roundMs, clock, { next: 1 })
  const scenario = { ...figures(0), fastPlayoutsPerSecond: fast.perSecond }
  const target = o.target ?? 200
  return {
    tiny, rounds, scenario, baseline: figures(1),
    ratio: benchFigure(samples[0]!.map((x, k) => x.usPerAction / samples[1]![k]!.usPerAction)),
    targets: [benchTarget(`checked random playouts of ${o.scenario.name} (median of the rounds)`, scenario.playouts.median, '/s', target, true)],
    totalMs: clock() - t0,
  }
}
