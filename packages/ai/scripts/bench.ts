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
import { builtinPlugins, builtinScenarios } from '@hexes/registry'
import { AI_LEVELS, DEFAULT_AI_LEVEL, type AiLevel } from '../src/bots/aiLevels'
import { SearchBot } from '../src/bots/SearchBot'
import { playMatchGame } from '../src/bench/playMatchGame'
import { formatEngineBench } from '../src/bench/formatEngineBench'
import { runEngineBench } from '../src/bench/runEngineBench'
import { RandomBot } from '../src/RandomBot'

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
  ...(quick ? { playoutMs: 500, microMs: 100 } : {}),
})

const level = (get('level') ?? DEFAULT_AI_LEVEL) as AiLevel
if (!(AI_LEVELS as readonly string[]).includes(level)) throw new Error(`--level: unknown level "${level}"`)
const aiScenario = get('ai-scenario') ?? 'hastings-1066'
const aiGames = Number(get('ai-games') ?? (quick ? 1 : 2))
const rules = rulesOf(aiScenario)
const ai: { side: string; games: number; decisions: number; thinkMs: number; maxHalfTurnMs: number }[] = []
for (const side of [0, 1]) {
  let decisions = 0
  let thinkMs = 0
  let maxHalfTurnMs = 0
  let sideId = ''
  for (let g = 0; g < aiGames; g++) {
    const bot = new SearchBot({ level })
    const r = playMatchGame({ rules, bots: side === 0 ? [bot, new RandomBot()] : [new RandomBot(), bot], seed: 1 + g, clock })
    const me = r.perSide[side]!
    sideId = me.side
    decisions += me.decisions
    thinkMs += me.thinkMs
    maxHalfTurnMs = Math.max(maxHalfTurnMs, me.maxHalfTurnMs)
  }
  ai.push({ side: sideId, games: aiGames, decisions, thinkMs, maxHalfTurnMs })
}

if (argv.includes('--json')) {
  console.log(JSON.stringify({ engine: report, ai: { scenario: aiScenario, level, sides: ai } }, null, 2))
} else {
  console.log(formatEngineBench(report))
  console.log(`AI (${level}) against the random bot on ${aiScenario}, ${aiGames} game(s) per side:`)
  console.log('| AI side | Decisions | Mean per decision | Longest half-turn | Target (≤ 2 s) |')
  console.log('|---|---:|---:|---:|---|')
  for (const a of ai) {
    console.log(`| ${a.side} | ${a.decisions} | ${(a.thinkMs / a.decisions).toFixed(1)} ms | ${(a.maxHalfTurnMs / 1000).toFixed(2)} s | ${a.maxHalfTurnMs <= 2000 ? 'PASS' : 'MISS'} |`)
  }
}
