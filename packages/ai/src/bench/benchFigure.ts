/** A median with the range seen over the rounds. */
export interface BenchFigure {
  median: number
  min: number
  max: number
}

/** The median and range of some samples. */
export function benchFigure(samples: readonly number[]): BenchFigure {
  const s = [...samples].sort((a, b) => a - b)
  const n = s.length
  const median = n % 2 ? s[n >> 1]! : (s[n / 2 - 1]! + s[n / 2]!) / 2
  return { median, min: s[0]!, max: s[n - 1]! }
}
