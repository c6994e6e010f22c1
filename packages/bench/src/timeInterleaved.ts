/**
 * Samples (µs per call) of each function: `rounds` rounds, each giving every function a block of
 * warm-up (time-bounded, at least 5 calls in the first round, 1 later) then `measureMs / rounds`
 * of timed calls (at least 3); the order of the blocks alternates between rounds.
 *
 * @param fns - the functions to time, each returning something (kept alive)
 * @param rounds - interleaved rounds
 * @param warmupMs - warm-up per function before the first round (a quarter before later rounds)
 * @param measureMs - measuring time per function, spread over the rounds
 * @returns the samples of each function, in µs per call
 */
export function timeInterleaved(fns: (() => unknown)[], rounds: number, warmupMs: number, measureMs: number): number[][] {
  const samples: number[][] = fns.map(() => [])
  let sink = 0
  const call = (f: () => unknown): number => {
    const t = performance.now()
    if (f() !== undefined) sink++
    return (performance.now() - t) * 1000
  }
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? fns.map((_, i) => i) : fns.map((_, i) => fns.length - 1 - i)
    for (const i of order) {
      const warm = round === 0 ? warmupMs : warmupMs / 4
      for (let t = performance.now(), n = 0; n < (round === 0 ? 5 : 1) || performance.now() - t < warm; n++) call(fns[i])
      for (let t = performance.now(), n = 0; n < 3 || performance.now() - t < measureMs / rounds; n++) samples[i].push(call(fns[i]))
    }
  }
  if (sink < 0) throw new Error('unreachable') // keeps the results alive
  return samples
}
