import { CliError } from '../CliError'
import { runWorkerThread } from '../workerThread'
import type { OddsCheckAnswer, OddsCheckJob } from './oddsCheckWorker'
import type { OddsCheckAttack, OddsCheckResult } from './runOddsCheck'

const workerUrl = new URL('../../bin/odds-check-worker.mjs', import.meta.url)

/**
 * {@link runOddsCheck} on `jobs` worker threads: the attacks dealt round-robin (neighbours in the
 * list are alike in cost), the results put back in the list's order. The same results as one
 * thread: each attack's dice are seeded by the attack.
 */
export async function runOddsCheckParallel(attacks: readonly OddsCheckAttack[], runs: number, jobs: number): Promise<OddsCheckResult[]> {
  const n = Math.max(1, Math.min(jobs, attacks.length))
  const shares: OddsCheckAttack[][] = Array.from({ length: n }, () => [])
  attacks.forEach((a, i) => shares[i % n]!.push(a))
  const answers = await Promise.all(shares.map((share) => runWorker({ attacks: share, runs })))
  const failed = answers.find((a): a is Extract<OddsCheckAnswer, { ok: false }> => !a.ok)
  if (failed) throw new CliError('cli/worker', `An odds-check worker failed: ${failed.message}`)
  const results = answers.map((a) => (a as Extract<OddsCheckAnswer, { ok: true }>).results)
  return attacks.map((_, i) => results[i % n]![Math.floor(i / n)]!)
}

function runWorker(job: OddsCheckJob): Promise<OddsCheckAnswer> {
  return runWorkerThread<OddsCheckAnswer>(workerUrl, job, (message) => ({ ok: false, message }))
}
