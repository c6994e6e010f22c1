import { median } from './median'
import type { MovementImpl } from './MovementImpl'

/**
 * Median µs per query of each implementation. One pass runs every start once and gives one
 * sample (mean µs per query). Measurement is spread over 3 rounds; in each round every
 * implementation gets its own block: a warm-up (at least 5 passes in the first round; later ones
 * also absorb the garbage collection left by the previous implementation's block), then passes for
 * `measureMs / 3` (at least 3).
 * Spreading the blocks over time makes a burst of load on the machine less likely to skew a
 * single implementation.
 */
export function timeQueries(impls: MovementImpl[], starts: number[], mp: number, warmupMs: number, measureMs: number): number[] {
  let sink = 0
  const pass = (impl: MovementImpl): number => {
    const t = performance.now()
    for (let k = 0; k < starts.length; k++) sink += impl.query(starts[k], mp).length
    return ((performance.now() - t) * 1000) / starts.length
  }
  const samples: number[][] = impls.map(() => [])
  const rounds = 3
  for (let round = 0; round < rounds; round++) {
    impls.forEach((impl, i) => {
      // Warm-up: time-bounded, and at least 5 passes in the first round (JIT tiers take a while).
      const warm = round === 0 ? warmupMs : warmupMs / 4
      for (let t = performance.now(), n = 0; n < (round === 0 ? 5 : 1) || performance.now() - t < warm; n++) pass(impl)
      for (let t = performance.now(), n = 0; n < 3 || performance.now() - t < measureMs / rounds; n++) samples[i].push(pass(impl))
    })
  }
  if (sink < 0) throw new Error('unreachable') // keeps the results alive
  return samples.map(median)
}
