// The load bench of the Hexes server (`pnpm --filter @hexes/server bench:load`): bounded, on
// loopback, stopping by itself. Not a test: it prints figures (docs/server.md, "Load").
import 'reflect-metadata'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { parseScenario } from '@hexes/core'
import { findScenario } from '@hexes/registry'
import { startPostgres } from '../src/testing/startPostgres'
import { startServerProcess, type ServerProcess } from '../src/testing/startServerProcess'
import { inProcessBaseline, type BaselineResult } from './inProcessBaseline'
import { runLoad, type LoadOptions, type LoadResult } from './runLoad'
import type { LatencySummary } from './summarize'

const USAGE = `Usage: pnpm --filter @hexes/server bench:load [options]

  --games N        concurrent games (default 200), two WebSocket seats each
  --actions N      actions per game, after which it stops (default 12)
  --think MS       mean think time of a player before each action (default 2000)
  --warmup N       warm-up games of 10 actions, not measured (default 20)
  --backends LIST  sqlite,postgres (default both)
  --rounds N       measured rounds per backend (default 1)
`

const { values } = parseArgs({
  // pnpm passes a lone `--` through.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    games: { type: 'string', default: '200' },
    actions: { type: 'string', default: '12' },
    think: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '20' },
    backends: { type: 'string', default: 'sqlite,postgres' },
    rounds: { type: 'string', default: '1' },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  process.stdout.write(USAGE)
  process.exit(0)
}
const num = (name: keyof typeof values): number => {
  const n = Number(values[name])
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number (got ${String(values[name])})`)
  return n
}
const options: LoadOptions = { games: num('games'), actionsPerGame: num('actions'), thinkMs: num('think'), timeoutMs: 120_000, seed: 1 }
const warmup = num('warmup')
const rounds = Math.max(1, num('rounds'))
const backends = values.backends!.split(',').map((b) => b.trim()).filter(Boolean)
for (const b of backends) if (b !== 'sqlite' && b !== 'postgres') throw new Error(`--backends: unknown backend "${b}"`)
const scenario = parseScenario(findScenario('teaching-ford'))

const ms = (l: LatencySummary): string => `p50 ${l.p50.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms, max ${l.max.toFixed(1)} ms`

async function withServer<T>(backend: string, body: (server: ServerProcess) => Promise<T>): Promise<T> {
  const cleanups: (() => Promise<unknown>)[] = []
  try {
    let env: Record<string, string>
    if (backend === 'sqlite') {
      const dir = await mkdtemp(join(tmpdir(), 'hexes-bench-'))
      cleanups.push(() => rm(dir, { recursive: true, force: true }))
      env = { HEXES_DB: join(dir, 'hexes.sqlite') }
    } else {
      const pg = await startPostgres()
      cleanups.push(() => pg.stop())
      env = { HEXES_DATABASE_URL: pg.url }
    }
    const server = await startServerProcess({ ...env, HEXES_LOG_LEVEL: 'warn' })
    cleanups.unshift(() => server.stop())
    return await body(server)
  } finally {
    for (const c of cleanups) await c()
  }
}

function printBaseline(b: BaselineResult): void {
  process.stdout.write(`  in-process engine, no server: ${b.perSecond.toFixed(0)} actions/s; per action ${ms(b.latency)}\n`)
}

function printLoad(backend: string, r: LoadResult, b: BaselineResult): void {
  process.stdout.write(
    `  ${backend}: ${r.actions} actions in ${r.seconds.toFixed(1)} s = ${r.perSecond.toFixed(0)} actions/s (${r.games} games)\n` +
      `    submission -> other seat's push: ${ms(r.latency)}\n` +
      `    submission -> HTTP answer:       ${ms(r.answer)}\n` +
      `    ratio to the in-process engine: p50 ${(r.latency.p50 / b.latency.p50).toFixed(0)}x, p95 ${(r.latency.p95 / b.latency.p95).toFixed(0)}x` +
      (r.missingPushes || r.refusals ? `; pushes missing ${r.missingPushes}, refusals ${r.refusals}` : '') +
      '\n',
  )
}

process.stdout.write(`Load bench: ${options.games} games x ${options.actionsPerGame} actions, think ${options.thinkMs} ms (mean: up to ${Math.round((options.games * 1000) / Math.max(1, options.thinkMs))} actions/s offered), teaching-ford, loopback\n`)
// Warm-up of the in-process engine (JIT), not measured.
inProcessBaseline(scenario, Math.max(1, warmup), 10, 99)
for (const backend of backends) {
  await withServer(backend, async (server) => {
    if (warmup > 0) await runLoad(server.url, scenario, { ...options, games: warmup, actionsPerGame: 10, thinkMs: 20 })
    for (let round = 1; round <= rounds; round++) {
      process.stdout.write(`${backend}, round ${round}:\n`)
      const baseline = inProcessBaseline(scenario, options.games, options.actionsPerGame, round)
      printBaseline(baseline)
      const r = await runLoad(server.url, scenario, { ...options, seed: round * 10_000 })
      printLoad(backend, r, baseline)
    }
  })
}
