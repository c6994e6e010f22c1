// Worker-thread entry of `hexes balance --jobs N` (started by bin/balance-worker.mjs, which
// loads it through bin/entry.mjs). Plays one slice of the run and posts its games back.
import 'reflect-metadata'
import { parentPort, workerData } from 'node:worker_threads'
import { loadRegistry } from '../loadRegistry'
import { runBalanceJob, type BalanceJob, type BalanceJobGame } from './runBalance'

/** A worker's answer. */
export type BalanceWorkerAnswer = { ok: true; games: BalanceJobGame[] } | { ok: false; message: string }

let answer: BalanceWorkerAnswer
try {
  const { plugins } = await loadRegistry()
  answer = { ok: true, games: runBalanceJob(workerData as BalanceJob, plugins) }
} catch (e) {
  answer = { ok: false, message: String((e as { message?: unknown }).message ?? e) }
}
parentPort!.postMessage(answer)
