import { CliError } from '../CliError'
import type { Command } from '../Command'
import { expectPositionals } from '../parseArgs'

/** `hexes bench`: the movement benchmark of `@hexes/bench`. */
export const benchCommand: Command = {
  name: 'bench',
  summary: 'run the movement benchmark (@hexes/bench) and print its table',
  help: `Usage: hexes bench [--tiny] [--json]

Runs @hexes/bench's movement benchmark: the engine's movement search against a Map-based
reference and honeycomb-grid on seeded maps, after checking that all three agree, and prints
the formatted table with the targets (PASS/MISS). Takes a few seconds.

Options:
  --tiny   small maps and few queries (a quick smoke run)
  --json   print the raw report as JSON`,
  options: { tiny: { type: 'boolean' }, json: { type: 'boolean' } },
  async run(args, { io }) {
    expectPositionals(args, [], 'bench')
    let bench: typeof import('@hexes/bench')
    try {
      bench = await import('@hexes/bench')
    } catch (e) {
      throw new CliError('cli/bench', `The benchmark package (@hexes/bench) could not be loaded: ${e instanceof Error ? e.message : String(e)}`)
    }
    const report = bench.runMovementBench(args.options.tiny ? { tiny: true } : {})
    io.stdout(args.options.json ? `${JSON.stringify(report, null, 2)}\n` : `${bench.formatMovementBench(report).replace(/\n?$/, '\n')}`)
    return 0
  },
}
