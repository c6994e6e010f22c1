/**
 * The median of some samples (the mean of the two middle ones for an even count): the statistic
 * every bench reports, robust to the odd sample slowed by a garbage collection or another process.
 *
 * @param values - the samples (not changed)
 * @returns their median, `NaN` for none
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN
  const s = [...values].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2
}
