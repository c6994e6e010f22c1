/**
 * Plays seeded games between bots and prints the win tables quoted in the README and
 * docs/ai.md: the AI against the random bot, and the strongest level against the weakest, for
 * every shipped scenario whose plugins are registered, from each side.
 *
 *   pnpm --filter @hexes/ai tables [--games 200] [--jobs 2] [--scenarios a,b] [--seed 1]
 *                                  [--matchups random,levels] [--ai normal] [--strong hard]
 *                                  [--weak easy] [--nodes N] [--strong-nodes N] [--weak-nodes N]
 *
 * A scenario of `--scenarios` may name one of its variants after an `@` (`hastings-1066@panic`):
 * its games are played, stored and reported under that name.
 *
 * Games run in `--jobs` child processes (default: one per CPU). Game i of a row uses seed
 * `seed + i` for the dice; every bot decision is node-budgeted, so the tables are reproducible.
 *
 * `--results file.jsonl` appends every finished game to the file and skips the games already in
 * it, so a long run can be split over several sessions (one scenario at a time, or interrupted
 * and started again). Records carry a fingerprint of the sources that decide a game (core, the
 * AI, the rule plugins, the scenarios); records of other sources are ignored, with a warning.
 * `--stored` (with `--results`) plays nothing: it prints the tables of the games stored so far,
 * to follow a long run (rows then have fewer games than asked).
 * `--compare <fingerprint>` (with `--results`) plays only the games stored under that older
 * fingerprint and reports every game whose outcome differs (winner, end, turns, actions,
 * decisions per side): the check that a source change which should not alter play did not. It
 * exits with 1 on any difference. The moves themselves are compared through a hash when both
 * records carry it (records made before `movesHash` existed do not).
 */
import 'reflect-metadata'
import { fork } from 'node:child_process'
import { createHash } from 'node:crypto'
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { cpus } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildRules, parseScenario, scenarioVariant, type GameRules, type Scenario } from '@hexes/core'
import { builtinPlugins, builtinScenarios } from '@hexes/registry'
import { AI_LEVELS, type AiLevel } from '../src/bots/aiLevels'
import { SearchBot } from '../src/bots/SearchBot'
import { formatMatchTable, matchRow, pooledRows, type MatchRow } from '../src/bench/matchTables'
import { playMatchGame, type MatchGameResult } from '../src/bench/playMatchGame'
import { RandomBot } from '../src/RandomBot'
import type { Bot } from '../src/Bot'
import { compareResults, formatComparison } from './compareResults'

interface Task {
  scenario: string
  matchup: 'random' | 'levels'
  /** Side index of the counted bot. */
  side: number
  seed: number
}

interface Settings {
  games: number
  seed: number
  jobs: number
  scenarios: string[]
  matchups: ('random' | 'levels')[]
  ai: AiLevel
  strong: AiLevel
  weak: AiLevel
  nodes?: number
  strongNodes?: number
  weakNodes?: number
  results?: string
  /** Print the stored games only (no games played). */
  storedOnly: boolean
  /** Replay the games stored under this older fingerprint and report the differences. */
  compare?: string
}

function parse(argv: string[]): Settings {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const level = (name: string, def: AiLevel): AiLevel => {
    const v = get(name) ?? def
    if (!(AI_LEVELS as readonly string[]).includes(v)) throw new Error(`--${name}: unknown level "${v}" (${AI_LEVELS.join(', ')})`)
    return v as AiLevel
  }
  const num = (name: string) => (get(name) === undefined ? undefined : Number(get(name)))
  const registered = new Set(builtinPlugins.map((p) => p.manifest.id))
  const playable = builtinScenarios
    .map((s) => s as Scenario)
    .filter((s) => s.plugins.every((p) => registered.has(p.id)))
    .map((s) => s.id)
  const s: Settings = {
    games: num('games') ?? 200,
    seed: num('seed') ?? 1,
    jobs: num('jobs') ?? cpus().length,
    scenarios: get('scenarios')?.split(',') ?? playable,
    matchups: (get('matchups')?.split(',') ?? ['random', 'levels']) as Settings['matchups'],
    ai: level('ai', 'normal'),
    strong: level('strong', 'hard'),
    weak: level('weak', 'easy'),
    storedOnly: argv.includes('--stored'),
  }
  if (num('nodes') !== undefined) s.nodes = num('nodes')
  if (num('strong-nodes') !== undefined) s.strongNodes = num('strong-nodes')
  if (num('weak-nodes') !== undefined) s.weakNodes = num('weak-nodes')
  if (get('results') !== undefined) s.results = resolve(process.env.INIT_CWD ?? process.cwd(), get('results')!)
  if (s.storedOnly && s.results === undefined) throw new Error('--stored needs --results <file.jsonl>')
  if (get('compare') !== undefined) s.compare = get('compare')
  if (s.compare !== undefined && s.results === undefined) throw new Error('--compare needs --results <file.jsonl>')
  if ((s.storedOnly || s.compare !== undefined) && !existsSync(s.results!)) throw new Error(`${s.results}: no such results file`)
  return s
}

function bot(level: AiLevel, nodes: number | undefined): Bot {
  return new SearchBot({ level, ...(nodes !== undefined ? { iterations: nodes } : {}) })
}

function botLabel(level: AiLevel, nodes: number | undefined): string {
  return nodes === undefined ? `ai-${level}` : `ai-${level}@${nodes}`
}

const rulesCache = new Map<string, GameRules>()
function rulesOf(id: string): GameRules {
  let r = rulesCache.get(id)
  if (!r) {
    const [scenarioId, variant] = id.split('@') as [string, string | undefined]
    const raw = builtinScenarios.find((s) => (s as Scenario).id === scenarioId)
    if (!raw) throw new Error(`unknown scenario "${scenarioId}"`)
    const scenario = parseScenario(raw)
    r = buildRules(variant === undefined ? scenario : scenarioVariant(scenario, variant), builtinPlugins)
    rulesCache.set(id, r)
  }
  return r
}

function runTask(s: Settings, t: Task): MatchGameResult {
  const rules = rulesOf(t.scenario)
  const counted = t.matchup === 'random' ? bot(s.ai, s.nodes) : bot(s.strong, s.strongNodes)
  const other = t.matchup === 'random' ? new RandomBot() : bot(s.weak, s.weakNodes)
  const bots = t.side === 0 ? [counted, other] : [other, counted]
  return playMatchGame({ rules, bots, seed: t.seed, clock: () => performance.now() })
}

/**
 * A hash of every source file that decides a game's course: core, the AI, the rule plugins (not
 * their UI modules, `plugins/*-ui`) and the scenarios (tests excluded). Stored results are only reused under the same fingerprint.
 */
function sourceFingerprint(): string {
  const root = fileURLToPath(new URL('../../../', import.meta.url))
  const hash = createHash('sha256')
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return
    for (const name of readdirSync(dir).sort()) {
      if (name === 'node_modules' || name === 'dist') continue
      // A plugin's UI module (`plugins/*-ui`) draws the game, it never plays it.
      if (dir.endsWith('/plugins') && name.endsWith('-ui')) continue
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.(ts|json)$/.test(name) && !/\.test\.ts$/.test(name)) hash.update(path.slice(root.length)).update(readFileSync(path))
    }
  }
  for (const dir of ['packages/core/src', 'packages/ai/src', 'packages/registry/src', 'plugins', 'scenarios']) walk(join(root, dir))
  return hash.digest('hex').slice(0, 16)
}

/** What identifies one game of the tables: its task and the bots' settings. */
function taskKey(s: Settings, t: Task): string {
  const counted = t.matchup === 'random' ? botLabel(s.ai, s.nodes) : botLabel(s.strong, s.strongNodes)
  const other = t.matchup === 'random' ? 'random' : botLabel(s.weak, s.weakNodes)
  return `${t.scenario}|${counted}|${other}|${t.side}|${t.seed}`
}

/** Results stored in `file` under `fingerprint`, by task key. */
function loadResults(file: string, fingerprint: string, quiet = false): Map<string, MatchGameResult> {
  const out = new Map<string, MatchGameResult>()
  if (!existsSync(file)) return out
  let stale = 0
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue
    const r = JSON.parse(line) as { fingerprint: string; key: string; result: MatchGameResult }
    if (r.fingerprint === fingerprint) out.set(r.key, r.result)
    else stale++
  }
  if (stale && !quiet) process.stderr.write(`${file}: ${stale} result(s) of other sources ignored\n`)
  return out
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  const s = parse(argv)
  if (argv.includes('--worker')) {
    process.on('message', (msg: { tasks: Task[] }) => {
      for (const t of msg.tasks) process.send!({ task: t, result: runTask(s, t) })
      process.send!({ done: true })
    })
    return
  }
  const tasks: Task[] = []
  for (const scenario of s.scenarios) {
    for (const matchup of s.matchups) {
      for (const side of [0, 1]) for (let i = 0; i < s.games; i++) tasks.push({ scenario, matchup, side, seed: s.seed + i })
    }
  }
  const started = performance.now()
  const results = new Map<string, MatchGameResult[]>()
  const byTaskKey = new Map<string, MatchGameResult>()
  const keyOf = (t: Task) => `${t.scenario}|${t.matchup}|${t.side}`
  const record = (t: Task, r: MatchGameResult) => {
    const list = results.get(keyOf(t)) ?? []
    list.push(r)
    results.set(keyOf(t), list)
    byTaskKey.set(taskKey(s, t), r)
  }
  const fingerprint = s.results ? sourceFingerprint() : ''
  const stored = s.results ? loadResults(s.results, fingerprint) : new Map<string, MatchGameResult>()
  if (s.compare === fingerprint) throw new Error(`--compare ${fingerprint}: these are the current sources; name the fingerprint of older ones`)
  const before = s.compare !== undefined ? loadResults(s.results!, s.compare, true) : undefined
  if (before) {
    const kept = tasks.filter((t) => before.has(taskKey(s, t)))
    if (!kept.length) throw new Error(`--compare: no game of this selection is stored under sources ${s.compare}`)
    tasks.splice(0, tasks.length, ...kept)
  }
  const allTasks = tasks.length
  for (let i = tasks.length - 1; i >= 0; i--) {
    const r = stored.get(taskKey(s, tasks[i]!))
    if (r) {
      record(tasks[i]!, r)
      tasks.splice(i, 1)
    }
  }
  if (s.results) process.stderr.write(`${allTasks - tasks.length} of ${allTasks} games already in ${s.results} (sources ${fingerprint})\n`)
  const storedCount = allTasks - tasks.length
  const missing = s.storedOnly ? tasks.splice(0).length : 0
  let done = 0
  const jobs = Math.max(0, Math.min(s.jobs, tasks.length))
  await Promise.all(
    Array.from({ length: jobs }, (_, j) => new Promise<void>((resolve, reject) => {
      const child = fork(process.argv[1]!, [...argv, '--worker'], { execArgv: process.execArgv })
      child.on('message', (m: { task?: Task; result?: MatchGameResult; done?: boolean }) => {
        if (m.done) {
          child.kill()
          resolve()
          return
        }
        record(m.task!, m.result!)
        if (s.results) appendFileSync(s.results, `${JSON.stringify({ fingerprint, key: taskKey(s, m.task!), result: m.result })}\n`)
        done++
        if (done % 20 === 0 || done === tasks.length) {
          process.stderr.write(`\r${done}/${tasks.length} games, ${((performance.now() - started) / 1000).toFixed(0)} s`)
        }
      })
      child.on('error', reject)
      child.on('exit', (code) => (code ? reject(new Error(`worker ${j} exited with ${code}`)) : resolve()))
      child.send({ tasks: tasks.filter((_, i) => i % jobs === j) })
    })),
  )
  process.stderr.write('\n')
  const seconds = (performance.now() - started) / 1000
  for (const matchup of s.matchups) {
    const rows: MatchRow[] = []
    for (const scenario of s.scenarios) {
      for (const side of [0, 1]) {
        const games = (results.get(`${scenario}|${matchup}|${side}`) ?? []).sort((a, b) => a.seed - b.seed)
        const label = matchup === 'random' ? botLabel(s.ai, s.nodes) : botLabel(s.strong, s.strongNodes)
        const opponent = matchup === 'random' ? 'random' : botLabel(s.weak, s.weakNodes)
        // A partial report leaves out the rows with no game stored yet.
        if (games.length || !s.storedOnly) rows.push(matchRow(scenario, label, opponent, side, games))
      }
    }
    const title = matchup === 'random' ? 'The AI against the random bot' : 'Strongest level against weakest'
    console.log(`### ${title} (${s.games} seeded games per scenario and side, seeds ${s.seed}..${s.seed + s.games - 1})\n`)
    console.log(formatMatchTable(rows, { timings: true }))
    console.log(`Both sides pooled:\n`)
    console.log(formatMatchTable(pooledRows(rows)))
  }
  if (before) {
    const diffs = compareResults(before, byTaskKey)
    console.log(`${formatComparison(byTaskKey.size, s.compare!, diffs)}\n`)
    if (diffs.length) process.exitCode = 1
  }
  if (missing) console.log(`Partial: ${allTasks - missing} of ${allTasks} games stored so far (sources ${fingerprint}).\n`)
  console.log(`Command: pnpm --filter @hexes/ai tables ${argv.join(' ')}`.trimEnd())
  console.log(`Runtime: ${seconds.toFixed(0)} s with ${jobs} worker process(es), ${tasks.length} games played${storedCount ? `, ${storedCount} read from ${s.results}` : ''}.`)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exitCode = 1
})
