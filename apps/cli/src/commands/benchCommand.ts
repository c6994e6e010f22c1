import { buildRules, parseScenario } from '@hexes/core'
import { hmOddsLookup } from '@hexes/plugin-hexes-med'
import { CliError, usageError } from '../CliError'
import type { Command } from '../Command'
import { expectPositionals } from '../parseArgs'
import { findBuiltin } from '../resolveScenario'

/** Scenarios of the engine throughput bench: the teaching scenario (target 1,000/s, at most 2x the reference engine) and Hastings. */
const ENGINE_SCENARIOS = ['teaching-ford', 'hastings-1066']

/** Scenario of the AI timing bench (target: a Hastings half-turn in at most 1 s at the default level). */
const AI_SCENARIO = 'hastings-1066'

/**
 * The shipped skirmish scenarios: the exact odds of every attack of their unit types are timed
 * (target: each under 1 ms), and the first one's checked playouts (target: 200 a second).
 */
const SKIRMISH_SCENARIOS = ['boroughbridge-1322']

/** The plain baseline of the skirmish playouts, played in the same rounds: the teaching scenario (HEXES Med). */
const SKIRMISH_BASELINE = 'teaching-ford'

/** `hexes bench`: the movement, dice or skirmish benchmark of `@hexes/bench`, or the engine throughput or AI timing bench of `@hexes/ai`. */
export const benchCommand: Command = {
  name: 'bench',
  summary: 'run the movement benchmark (@hexes/bench), the dice odds bench (--dice), the engine throughput bench (--engine), the skirmish bench (--skirmish) or the AI timing bench (--ai)',
  help: `Usage: hexes bench [--tiny] [--engine | --dice | --skirmish | --ai [--games N]] [--json]

Runs @hexes/bench's movement benchmark: the engine's movement search against a Map-based
reference and honeycomb-grid on seeded maps, after checking that all three agree, then the
profile search (without facing next to the movement search, with facing against a Map-based
reference), and prints the formatted tables with the targets (PASS/MISS). Takes about 25 s.

With --engine, runs the engine throughput bench of @hexes/ai instead: random playouts to the
end of the game per second with every action checked, on the teaching scenario and Hastings,
next to a plain typed-array reference engine of the same rules timed in interleaved rounds
(targets on the teaching scenario: 1,000 checked playouts per second, at most 2x the
reference's µs per action), the exact odds of a HEXES Med combat next to a direct table lookup,
and the cost of cloning a state and of the other operations a search repeats.

With --skirmish, runs @hexes/bench's skirmish bench on the shipped skirmish scenario
(${SKIRMISH_SCENARIOS.join(', ')}): the exact odds (attackOdds: enumerateOutcomes over the
resolver of play) of every attack of its unit types, the representative attacks of every
attacker/target pair both ways (charge, flank return strike, half-HP locked round, pursuit,
incomplete charge, volleys or heavy cover), deduplicated by plan, each checked equal to a direct
dynamic programme and timed next to it (target: each under 1 ms); then random playouts to the end
of the game per second with every action checked, timed in 5 interleaved rounds (ABBA, after a
warm-up) next to the same playouts of ${SKIRMISH_BASELINE} (HEXES Med), the plain baseline
(target: 200 checked playouts per second). Takes about 20 s.

With --ai, plays the default AI level against the random bot on Hastings, N games from each
side (default 4, seeds 1..N), and prints the longest half-turn of each game (target: 1 s).

With --dice, runs @hexes/bench's dice benchmark instead: the exact odds of a 20-dice skirmish
attack (to-hit pool, one damage die per hit, HP capped) through enumerateOutcomes with dice
pools, against a hand-written dynamic programme over the same distribution in the same run,
after checking that both give exactly the same probabilities (target: 5 ms).

Options:
  --tiny      small maps and few queries, or short measurements (a quick smoke run)
  --engine    the engine throughput bench
  --dice      the dice odds bench
  --skirmish  the skirmish odds and playout bench
  --ai        the AI timing bench (--games N: seeded games per side)
  --json      print the raw report as JSON`,
  options: { tiny: { type: 'boolean' }, engine: { type: 'boolean' }, dice: { type: 'boolean' }, skirmish: { type: 'boolean' }, ai: { type: 'boolean' }, games: { type: 'string' }, json: { type: 'boolean' } },
  async run(args, { io, deps }) {
    expectPositionals(args, [], 'bench')
    const tiny = args.options.tiny === true
    if ([args.options.engine, args.options.dice, args.options.skirmish, args.options.ai].filter(Boolean).length > 1) throw usageError('Choose one of --engine, --dice, --skirmish and --ai', 'bench')
    if (args.options.games !== undefined && !args.options.ai) throw usageError('--games goes with --ai', 'bench')
    const print = <R>(report: R, format: (r: R) => string) =>
      io.stdout(args.options.json ? `${JSON.stringify(report, null, 2)}\n` : `${format(report).replace(/\n?$/, '\n')}`)
    if (args.options.ai) {
      const games = args.options.games === undefined ? (tiny ? 1 : 4) : Number(args.options.games)
      if (!Number.isInteger(games) || games < 1 || games > 1000) throw usageError('--games: a whole number of games per side, 1 to 1000', 'bench')
      const { plugins, scenarios } = await deps.registry()
      const doc = findBuiltin(scenarios, AI_SCENARIO)
      if (doc === undefined) throw new CliError('cli/bench', `The AI bench needs the builtin scenario "${AI_SCENARIO}", which this registry does not have`)
      const { formatAiBench, runAiBench } = await import('@hexes/ai')
      print(runAiBench({ scenario: AI_SCENARIO, rules: buildRules(parseScenario(doc), plugins), clock: () => deps.now(), games }), formatAiBench)
      return 0
    }
    if (args.options.engine) {
      const { plugins, scenarios } = await deps.registry()
      const { formatEngineBench, runEngineBench } = await import('@hexes/ai')
      const report = runEngineBench({
        scenarios: ENGINE_SCENARIOS.map((name) => {
          const doc = findBuiltin(scenarios, name)
          if (doc === undefined) throw new CliError('cli/bench', `The engine bench needs the builtin scenario "${name}", which this registry does not have`)
          return { name, rules: buildRules(parseScenario(doc), plugins) }
        }),
        clock: () => deps.now(),
        // HEXES Med's own table lookup of a combat's distribution: the exact odds are timed against it.
        oddsLookup: hmOddsLookup,
        ...(tiny ? { playoutMs: 200, microMs: 20 } : {}),
      })
      print(report, formatEngineBench)
      return 0
    }
    let bench: typeof import('@hexes/bench')
    try {
      bench = await import('@hexes/bench')
    } catch (e) {
      throw new CliError('cli/bench', `The benchmark package (@hexes/bench) could not be loaded: ${e instanceof Error ? e.message : String(e)}`)
    }
    if (args.options.skirmish) {
      const { plugins, scenarios } = await deps.registry()
      const built = (name: string) => {
        const doc = findBuiltin(scenarios, name)
        if (doc === undefined) throw new CliError('cli/bench', `The skirmish bench needs the builtin scenario "${name}", which this registry does not have`)
        const scenario = parseScenario(doc)
        return { name, rules: buildRules(scenario, plugins), units: scenario.units }
      }
      const shipped = SKIRMISH_SCENARIOS.map(built)
      // Every scenario's attacks, the same plan once.
      const byPlan = new Map<string, ReturnType<typeof bench.shippedSkirmishAttacks>[number]>()
      for (const s of shipped) for (const a of bench.shippedSkirmishAttacks(s.rules, s.units)) if (!byPlan.has(JSON.stringify(a.plan))) byPlan.set(JSON.stringify(a.plan), a)
      const attacks = [...byPlan.values()]
      const odds = bench.runSkirmishOddsBench({ attacks, tiny })
      const playouts = bench.runSkirmishPlayoutBench({ scenario: shipped[0]!, baseline: built(SKIRMISH_BASELINE), clock: () => deps.now(), tiny })
      print({ odds, playouts }, (r) => `${bench.formatSkirmishOddsBench(r.odds)}\n\n${bench.formatSkirmishPlayoutBench(r.playouts)}`)
      return 0
    }
    if (args.options.dice) print(bench.runDiceBench(tiny ? { tiny: true } : {}), bench.formatDiceBench)
    else print(bench.runMovementBench(tiny ? { tiny: true } : {}), bench.formatMovementBench)
    return 0
  },
}
