import { axialDistance, type Axial } from './Axial'

/**
 * Which way a line is nudged when it runs exactly along the border between two hexes.
 * `1`: the classic epsilon `(+1e-6, +2e-6, -3e-6)` added to both ends (cube q, r, s);
 * `-1`: the opposite nudge. Lines that never touch a border are the same either way.
 */
export type LineNudge = 1 | -1

// Cube components of the nudge direction: distinct magnitudes, so no comparison is ever a tie.
const NUDGE_Q = 1
const NUDGE_R = 2
const NUDGE_S = -3

/**
 * The hexes on the straight line from `a` to `b`, both ends included (`distance + 1` hexes).
 *
 * This is the usual cube linear interpolation with rounding, with both ends nudged by an
 * infinitesimal epsilon so that points falling exactly on a hex border round the same way every
 * time. The computation is **exact integer arithmetic**: each sample `a + (b - a) * i / n` is kept
 * as a fraction over `n` and the epsilon is carried symbolically, so the result is identical on
 * every platform and equal to the limit of the floating-point algorithm as epsilon → 0.
 *
 * @param nudge `1` (default) or `-1`: which of the two candidate hexes a border point rounds to.
 *   `hasLineOfSight` tries both.
 * @example axialLine({ q: 0, r: 0 }, { q: 2, r: 0 }) // [{0,0}, {1,0}, {2,0}]
 */
export function axialLine(a: Axial, b: Axial, nudge: LineNudge = 1): Axial[] {
  const n = axialDistance(a, b)
  const out: Axial[] = [{ q: a.q, r: a.r }]
  if (n === 0) return out
  const as = -a.q - a.r
  const bs = -b.q - b.r
  const eq = NUDGE_Q * nudge
  const er = NUDGE_R * nudge
  const es = NUDGE_S * nudge
  for (let i = 1; i < n; i++) {
    // Sample point in cube space, scaled by n: exact integers.
    const xq = a.q * (n - i) + b.q * i
    const xr = a.r * (n - i) + b.r * i
    const xs = as * (n - i) + bs * i
    let rq = roundScaled(xq, n, eq)
    let rr = roundScaled(xr, n, er)
    let rs = roundScaled(xs, n, es)
    // Rounding error of each component as (integer part over n, epsilon coefficient).
    const dq = xq - rq * n
    const dr = xr - rr * n
    const ds = xs - rs * n
    const gq = Math.abs(dq)
    const gr = Math.abs(dr)
    const gs = Math.abs(ds)
    const hq = errEps(dq, eq)
    const hr = errEps(dr, er)
    const hs = errEps(ds, es)
    if (greater(gq, hq, gr, hr) && greater(gq, hq, gs, hs)) rq = -rr - rs
    else if (greater(gr, hr, gs, hs)) rr = -rq - rs
    else rs = -rq - rr
    out.push({ q: rq + 0, r: rr + 0 }) // + 0 turns -0 into 0
  }
  out.push({ q: b.q, r: b.r })
  return out
}

/** round(x / n + eps * e) for integers, eps → 0+. */
function roundScaled(x: number, n: number, e: number): number {
  const k = Math.floor(x / n)
  const twice = 2 * (x - k * n)
  if (twice < n) return k
  if (twice > n) return k + 1
  return e > 0 ? k + 1 : k
}

/** Epsilon coefficient of |x/n + eps*e - rounded| given d = x - rounded*n. */
function errEps(d: number, e: number): number {
  if (d > 0) return e
  if (d < 0) return -e
  return Math.abs(e)
}

/** (g1 + eps*h1) > (g2 + eps*h2), lexicographic. */
function greater(g1: number, h1: number, g2: number, h2: number): boolean {
  return g1 > g2 || (g1 === g2 && h1 > h2)
}
