import { axialDistance, axialLine, DIRECTIONS, type Axial, type HexGrid } from '@hexes/core'

/**
 * The templates of the war machines on hexes (catalogue GAP-SK-35, GAP-SK-04, R-09), as pure
 * functions of axial coordinates, so that a template may reach past the map's edge (the hexes
 * off the map are dropped only by {@link onMap}). Distances are artillery values in paces, turned
 * into hexes as the catalogue says: ⌊value ÷ P⌋ (GAP-SK-04).
 */

/** The scatter of a shot (GAP-SK-04, R-09): `dir` is `null` for HIT, else the arrow's direction (0..5, core `DIRECTIONS`). */
export interface Scatter {
  dir: number | null
  /** The artillery value (2, 4, 6, 8 or 10 paces). */
  value: number
}

/** Hexes a value in paces moves a template: ⌊value ÷ P⌋ (GAP-SK-04). */
export function pacesToHexes(value: number, pacesPerHex: number): number {
  return Math.floor(value / pacesPerHex)
}

/**
 * Hexes an artillery value moves a template or a ball: ⌊value ÷ P⌋ (GAP-SK-04), or, at HEXES
 * Med's scale (I-10, `mix.hmScatter`, when `hmStayUpTo` is given), none up to `hmStayUpTo` and
 * one above it.
 *
 * @example scatterHexes(6, 2) // 3; scatterHexes(6, 2, 5) // 1; scatterHexes(4, 2, 5) // 0
 */
export function scatterHexes(value: number, pacesPerHex: number, hmStayUpTo?: number): number {
  if (hmStayUpTo === undefined) return pacesToHexes(value, pacesPerHex)
  return value > hmStayUpTo ? 1 : 0
}

/** `a` moved `n` hexes in direction `dir`. */
export function stepAxial(a: Axial, dir: number, n: number): Axial {
  const d = DIRECTIONS[dir]!
  return { q: a.q + d.q * n, r: a.r + d.r * n }
}

/**
 * Where a catapult's or a bombard's shot lands, or a cannon ball strikes first (SK-WM-6, SK-WM-9,
 * GAP-SK-04): on HIT the aimed hex, on an arrow the aimed hex moved ⌊value ÷ P⌋ hexes in the
 * arrow's direction (at HEXES Med's scale, `hmStayUpTo`: {@link scatterHexes}, I-10).
 *
 * @example scatterLanding({ q: 5, r: 2 }, { dir: 3, value: 6 }, 2) // { q: 5, r: 5 }: 3 hexes south
 */
export function scatterLanding(aimed: Axial, scatter: Scatter, pacesPerHex: number, hmStayUpTo?: number): Axial {
  return scatter.dir === null ? { q: aimed.q, r: aimed.r } : stepAxial(aimed, scatter.dir, scatterHexes(scatter.value, pacesPerHex, hmStayUpTo))
}

/** The catapult's holed template (SK-WM-6/7, GAP-SK-35): the landing hex; its figures are the centre one and the others. */
export function holedTemplate(landing: Axial): Axial[] {
  return [{ q: landing.q, r: landing.r }]
}

/** The bombard's disc (SK-WM-8, GAP-SK-35): the landing hex and its six neighbours, in `DIRECTIONS` order. */
export function bombardDisc(landing: Axial): Axial[] {
  return [{ q: landing.q, r: landing.r }, ...DIRECTIONS.map((_, d) => stepAxial(landing, d, 1))]
}

/**
 * The line of fire of a cannon towards a target, `length + 1` hexes from the cannon on (SK-WM-9):
 * the hex line from the cannon through the target, drawn on past it as far as asked. The line to a
 * point `m` times as far is the line to the target continued (the target is exactly on it).
 */
export function lineOfFire(cannon: Axial, target: Axial, length: number): Axial[] {
  const dq = target.q - cannon.q
  const dr = target.r - cannon.r
  const n = axialDistance(cannon, target)
  if (n === 0) return [{ q: cannon.q, r: cannon.r }]
  const m = Math.max(1, Math.ceil(length / n))
  return axialLine(cannon, { q: cannon.q + dq * m, r: cannon.r + dr * m }).slice(0, length + 1)
}

/** A cannon ball's hexes (SK-WM-9..11): the path, whose figures take the path dice, and the end hex, under the full template. */
export interface BallTemplate {
  path: Axial[]
  full: Axial
}

/**
 * A cannon ball (SK-WM-9..11, GAP-SK-04, GAP-SK-35): the guessed point is the hex of the line of
 * fire at ⌊guess ÷ P⌋ + 1 hexes from the cannon (a guess is a gap in paces, R-10); the ball
 * strikes there, moved by the scatter (HIT: not moved), and travels straight on, parallel to the
 * line of fire, for ⌊value ÷ P⌋ more hexes. Its path is the strike hex up to the hex before the
 * last (2 damage dice a figure, SK-WM-10); the last hex gets the full template (SK-WM-11).
 * At HEXES Med's scale (I-10, `hmStayUpTo` given) the guess is a distance in hexes (I-05) and the
 * ball travels on 0 or 1 hex ({@link scatterHexes}).
 *
 * @param guess - the estimated distance in paces (a gap, R-10), or in hexes at HEXES Med's scale
 */
export function cannonBall(cannon: Axial, target: Axial, guess: number, scatter: Scatter, pacesPerHex: number, hmStayUpTo?: number): BallTemplate {
  const h = hmStayUpTo === undefined ? pacesToHexes(guess, pacesPerHex) + 1 : Math.max(1, guess)
  const travel = scatterHexes(scatter.value, pacesPerHex, hmStayUpTo)
  const line = lineOfFire(cannon, target, h + travel)
  const guessed = line[h]!
  const strike = scatterLanding(guessed, scatter, pacesPerHex, hmStayUpTo)
  const ball = line.slice(h).map((a) => ({ q: strike.q + a.q - guessed.q, r: strike.r + a.r - guessed.r }))
  return { path: ball.slice(0, -1), full: ball[ball.length - 1]! }
}

/** The hexes of a template on the map (index order of the template; hexes off the map dropped). */
export function onMap(grid: HexGrid, hexes: readonly Axial[]): number[] {
  const out: number[] = []
  for (const a of hexes) {
    const i = grid.indexOfAxial(a)
    if (i >= 0) out.push(i)
  }
  return out
}
