// Worker-thread entry of `hexes simulate --jobs N` (started by bin/simulate-worker.mjs, which
// loads it through bin/entry.mjs). Plays one slice of the run and posts its report back.
import 'reflect-metadata'
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import { createBot } from '@hexes/ai'
import { loadRegistry } from '../loadRegistry'
import { runSimulation } from './runSimulation'
import type { SimulationJob, WorkerAnswer } from './runParallel'

const job = workerData as SimulationJob
let answer: WorkerAnswer
try {
  const { plugins } = await loadRegistry()
  const bots = job.bots.map((name) => {
    const bot = createBot(name)
    if (!bot) throw new Error(`unknown bot "${name}"`)
    return bot
  })
  answer = { ok: true, report: runSimulation({ ...job, plugins, bots, now: () => performance.now() }) }
} catch (e) {
  const err = e as { code?: unknown; message?: unknown; issues?: unknown }
  answer = { ok: false, code: typeof err.code === 'string' ? err.code : 'cli/worker', message: String(err.message ?? e), issues: Array.isArray(err.issues) ? err.issues : [] }
}
parentPort!.postMessage(answer)
