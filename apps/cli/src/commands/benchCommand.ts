import { buildRules, parseScenario } from '@hexes/core'
import { CliError } from '../CliError'
import type { Command } from '../Command'
import { expectPositionals } from '../parseArgs'
import { findBuiltin } from '../resolveScenario'

/** Scenarios of the engine throughput bench: the teaching scenario (target 100/s) and Hastings. */
const ENGINE_SCENARIOS = ['teaching-ford', 'hastings-1066']

/** `hexes bench`: the movement benchmark of `@hexes/bench`, or the engine throughput bench of `@hexes/ai`. */
export const benchCommand: Command = {
  name: 'bench',
  summary: 'run the movement benchmark (@hexes/bench) or the engine throughput bench (--engine)',
  help: `Usage: hexes bench [--tiny] [--engine] [--json]

Runs @hexes/bench's movement benchmark: the engine's movement search against a Map-based
reference and honeycomb-grid on seeded maps, after checking that all three agree, then the
profile search (without facing next to the movement search, with facing against a Map-based
reference), and prints the formatted tables with the targets (PASS/MISS). Takes about 25 s.

With --engine, runs the engine throughput bench of @hexes/ai instead: random playouts to the
end of the game per second with every action checked, on the teaching scenario (target: 100 per
second) and Hastings, and the cost of cloning a state and of the other operations a search
repeats.

Options:
  --tiny    small maps and few queries, or short measurements (a quick smoke run)
  --engine  the engine throughput bench
  --json    print the raw report as JSON`,
  options: { tiny: { type: 'boolean' }, engine: { type: 'boolean' }, json: { type: 'boolean' } },
  async run(args, { io, deps }) {
    expectPositionals(args, [], 'bench')
    const tiny = args.options.tiny === true
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
        ...(tiny ? { playoutMs: 200, microMs: 20 } : {}),
      })
      io.stdout(args.options.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatEngineBench(report).replace(/\n?$/, '\n')}`)
      return 0
    }
    let bench: typeof import('@hexes/bench')
    try {
      bench = await import('@hexes/bench')
    } catch (e) {
      throw new CliError('cli/bench', `The benchmark package (@hexes/bench) could not be loaded: ${e instanceof Error ? e.message : String(e)}`)
    }
    const report = bench.runMovementBench(tiny ? { tiny: true } : {})
    io.stdout(args.options.json ? `${JSON.stringify(report, null, 2)}\n` : `${bench.formatMovementBench(report).replace(/\n?$/, '\n')}`)
    return 0
  },
}
