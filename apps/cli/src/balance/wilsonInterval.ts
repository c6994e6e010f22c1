/**
 * The 95 % Wilson score interval of a rate: `k` successes in `n` trials, as `[low, high]`
 * fractions (`[0, 1]` when `n` is 0). Unlike the normal approximation it stays inside [0, 1] and
 * is sound for small samples and for rates near 0 or 1.
 *
 * @example wilsonInterval(10, 20) // ≈ [0.299, 0.701]
 */
export function wilsonInterval(k: number, n: number, z = 1.959963984540054): [number, number] {
  if (n === 0) return [0, 1]
  const p = k / n
  const z2 = z * z
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}
