import type { Issue, Scenario } from '@hexes/core'
import { CliError } from '../CliError'
import { runWorkerThread } from '../workerThread'
import { mergeSimulationReports, type SimulationOptions, type SimulationReport } from './runSimulation'

/** What a worker plays: a slice of the run, with bots by name (classes do not cross threads). */
export interface SimulationJob extends Pick<SimulationOptions, 'games' | 'seed' | 'maxActions' | 'replayEvery' | 'deep' | 'slice'> {
  scenario: Scenario
  bots: string[]
}

/** A worker's answer. */
export type WorkerAnswer = { ok: true; report: SimulationReport } | { ok: false; code: string; message: string; issues: Issue[] }

const workerUrl = new URL('../../bin/simulate-worker.mjs', import.meta.url)

/**
 * Runs a simulation on `jobs` worker threads, each playing a contiguous slice of the seeds with
 * the builtin plugins (`@hexes/registry`), and merges their reports. The games, their seeds, the
 * replay sample and so the results are exactly those of a single-threaded run.
 */
export async function runParallel(job: SimulationJob, jobs: number, clock: { now(): number; cpuMs(): number }): Promise<SimulationReport> {
  const t0 = clock.now()
  const cpu0 = clock.cpuMs()
  const n = Math.min(jobs, job.games)
  const slices: SimulationJob[] = []
  let first = 0
  for (let k = 0; k < n; k++) {
    const games = Math.floor(job.games / n) + (k < job.games % n ? 1 : 0)
    slices.push({ ...job, games, seed: job.seed + first, slice: { firstIndex: first, totalGames: job.games } })
    first += games
  }
  const answers = await Promise.all(slices.map(runWorker))
  const failed = answers.find((a): a is Extract<WorkerAnswer, { ok: false }> => !a.ok)
  if (failed) throw new CliError(failed.code, `A simulation worker failed: ${failed.message}`, { issues: failed.issues })
  const reports = answers.map((a) => (a as Extract<WorkerAnswer, { ok: true }>).report)
  return mergeSimulationReports(reports, { totalMs: clock.now() - t0, cpuMs: clock.cpuMs() - cpu0 })
}

function runWorker(job: SimulationJob): Promise<WorkerAnswer> {
  return runWorkerThread<WorkerAnswer>(workerUrl, job, (message) => ({ ok: false, code: 'cli/worker', message, issues: [] }))
}
