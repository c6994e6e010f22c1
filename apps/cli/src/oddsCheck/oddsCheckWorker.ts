// Worker-thread entry of `hexes odds-check --jobs N` (started by bin/odds-check-worker.mjs, which
// loads it through bin/entry.mjs). Checks one share of the attacks and posts the results back.
import { parentPort, workerData } from 'node:worker_threads'
import { runOddsCheck, type OddsCheckAttack, type OddsCheckResult } from './runOddsCheck'

/** What a worker checks. */
export interface OddsCheckJob {
  attacks: OddsCheckAttack[]
  runs: number
}

/** A worker's answer. */
export type OddsCheckAnswer = { ok: true; results: OddsCheckResult[] } | { ok: false; message: string }

const job = workerData as OddsCheckJob
let answer: OddsCheckAnswer
try {
  answer = { ok: true, results: runOddsCheck(job.attacks, job.runs) }
} catch (e) {
  answer = { ok: false, message: e instanceof Error ? e.message : String(e) }
}
parentPort!.postMessage(answer)
