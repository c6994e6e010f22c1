/** Percentiles of a sample of latencies (ms). */
export interface LatencySummary {
  n: number
  p50: number
  p95: number
  p99: number
  max: number
}

/** The nearest-rank percentiles of `values` (not modified). An empty sample gives zeros. */
export function summarize(values: readonly number[]): LatencySummary {
  const v = [...values].sort((a, b) => a - b)
  const at = (q: number): number => (v.length ? v[Math.min(v.length - 1, Math.ceil(q * v.length) - 1)]! : 0)
  return { n: v.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: v.length ? v[v.length - 1]! : 0 }
}
