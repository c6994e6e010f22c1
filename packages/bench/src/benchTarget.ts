/** One target from the brief, measured. */
export interface BenchTarget {
  label: string
  /** Measured value, in the target's unit. */
  value: number
  unit: 'x' | 'µs' | 'ms' | '/s'
  /** Threshold; `atLeast` says which side passes. */
  threshold: number
  atLeast: boolean
  pass: boolean
}

/**
 * A measured {@link BenchTarget}: passes when `value >= threshold` (`atLeast`) or `value <= threshold`.
 *
 * @param label - what was measured, as printed
 * @param value - the measurement, in `unit`
 * @param unit - `x` (a ratio), `µs`, `ms` or `/s` (a rate)
 * @param threshold - the goal
 * @param atLeast - whether the goal is a minimum (else a maximum)
 */
export function benchTarget(label: string, value: number, unit: BenchTarget['unit'], threshold: number, atLeast: boolean): BenchTarget {
  return { label, value, unit, threshold, atLeast, pass: atLeast ? value >= threshold : value <= threshold }
}
