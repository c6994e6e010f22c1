/**
 * Engine throughput and AI timing.
 *
 *   pnpm --filter @hexes/ai bench [--scenarios teaching-ford,hastings-1066] [--quick]
 *                                 [--ai-games 2] [--ai-scenario hastings-1066] [--level normal] [--json]
 *
 * 1. Random playouts per second with every action checked, and the cost of cloning a state and
 *    of the other operations a search repeats (runEngineBench).
 * 2. The AI at `--level` (default: the default level) against the random bot on
 *    `--ai-scenario`, from each side: the longest half-turn and the mean decision time.
 */
import 'reflect-metadata'
import { buildRules, parseScenario, type Scenario } from '@hexes/core'
import { hmOddsLookup } from '@hexes/plugin-hexes-med'
import { builtinPlugins, builtinScenarios } from '@hexes/registry'
import { AI_LEVELS, DEFAULT_AI_LEVEL, type AiLevel } from '../src/bots/aiLevels'
import { formatAiBench, runAiBench } from '../src/bench/runAiBench'
import { formatEngineBench } from '../src/bench/formatEngineBench'
import { runEngineBench } from '../src/bench/runEngineBench'

const argv = process.argv.slice(2)
const get = (name: string) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : undefined
}
const quick = argv.includes('--quick')
const rulesOf = (id: string) => {
  const raw = builtinScenarios.find((s) => (s as Scenario).id === id)
  if (!raw) throw new Error(`unknown scenario "${id}"`)
  return buildRules(parseScenario(raw), builtinPlugins)
}
const clock = () => performance.now()

const ids = get('scenarios')?.split(',') ?? ['teaching-ford', 'hastings-1066']
const report = runEngineBench({
  scenarios: ids.map((name) => ({ name, rules: rulesOf(name) })),
  clock,
  oddsLookup: hmOddsLookup,
  ...(quick ? { playoutMs: 500, microMs: 100 } : {}),
})

const level = (get('level') ?? DEFAULT_AI_LEVEL) as AiLevel
if (!(AI_LEVELS as readonly string[]).includes(level)) throw new Error(`--level: unknown level "${level}"`)
const aiScenario = get('ai-scenario') ?? 'hastings-1066'
const aiGames = Number(get('ai-games') ?? (quick ? 1 : 2))
const ai = runAiBench({ scenario: aiScenario, rules: rulesOf(aiScenario), clock, level, games: aiGames })

if (argv.includes('--json')) {
  console.log(JSON.stringify({ engine: report, ai }, null, 2))
} else {
  console.log(formatEngineBench(report))
  console.log(formatAiBench(ai))
}
