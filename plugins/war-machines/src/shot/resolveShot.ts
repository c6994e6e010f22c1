import { artilleryDie, hexDirectionDie, scatterDie, withRerolls, type Axial, type DiceSource, type DieRoll, type HexGrid } from '@hexes/core'
import type { MachineKind } from '../config/wmConfig'
import { bombardDisc, cannonBall, holedTemplate, onMap, scatterLanding, type Scatter } from '../templates/templates'

/** What a shot is aimed at and how (everything the dice of a shot depend on: no state). */
export interface ShotPlan {
  kind: MachineKind
  /** The machine's hex. */
  from: Axial
  /** The aimed hex: the target unit's (SK-WM-5, SK-WM-6). */
  aimed: Axial
  /** The cannon's estimated distance in paces (SK-WM-9, R-10); unused by the other kinds. */
  guess: number
  /** P, paces per hex (GAP-SK-01). */
  pacesPerHex: number
  /** Misfire re-rolls banked (SK-WM-3). */
  rerolls: number
  /** Shot while not loaded: the artillery die is rolled twice (SK-WM-4, R-09). */
  hasty: boolean
  /**
   * I-10 (`mix.hmScatter`): in a HEXES Med game, the highest artillery value that keeps the shot in
   * the aimed hex (a higher one lands next to it); the cannon's `guess` is then in hexes. Absent:
   * the scatter is in paces (GAP-SK-04).
   */
  hmStayUpTo?: number
}

/** How the template covers a hex: the catapult's centre, the bombard's disc, the ball's path or its full template. */
export type CoverPart = 'centre' | 'disc' | 'path' | 'full'

/** A hex a template covers. */
export interface CoveredHex {
  hex: number
  part: CoverPart
}

/** What the dice of a shot made of it (the damage dice come after, per covered unit). */
export interface ShotResult {
  /** The scatter (direction `null` on HIT) with the artillery value that stands (0 on a misfire). */
  scatter: Scatter
  /** Every artillery die rolled, re-rolls included, in order. */
  artillery: DieRoll[]
  /** Banked re-rolls used (SK-WM-3). */
  rerollsUsed: number
  /** A misfire that stands: no shot, the misfire table (SK-WM-3/4, GAP-SK-05). */
  misfire: boolean
  /** The hexes covered on the map, in template order; empty on a misfire. */
  covered: CoveredHex[]
}

const isMisfire = (r: DieRoll) => r.symbol === 'misfire'

/**
 * Rolls a shot's dice and places its template (SK-WM-3/4/6/8/9, GAP-SK-04, GAP-SK-35, R-09): the
 * scatter die, the direction die when it shows an arrow, then the artillery die, a MISFIRE
 * re-rolled while banked re-rolls last; a hasty shot rolls the artillery die a second time, a
 * misfire on either is an incident, the first gives the distance. Then the template: the
 * catapult's holed template or the bombard's disc on the landing hex, or the cannon ball's path and
 * full template. The same code runs in play and under `enumerateOutcomes` for the exact chance of
 * each hex (see `templateChances`).
 */
export function resolveShot(dice: DiceSource, grid: HexGrid, plan: ShotPlan): ShotResult {
  const reason = plan.kind === 'catapult' || plan.kind === 'bombard' ? 'SK-WM-6' : 'SK-WM-9'
  const scatterRoll = dice.roll(scatterDie(), `${reason} scatter die`)
  const dir = scatterRoll.symbol === 'arrow' ? dice.roll(hexDirectionDie(), `${reason} direction die`).value : null
  const artillery: DieRoll[] = []
  let left = plan.rerolls
  const artilleryRoll = (why: string): DieRoll => {
    const r = withRerolls(dice, (d) => d.roll(artilleryDie(), why), isMisfire, left)
    left -= r.attempts.length - 1
    artillery.push(...r.attempts)
    return r.result
  }
  const first = artilleryRoll(`${reason} artillery die`)
  const second = plan.hasty ? artilleryRoll('SK-WM-4 hasty shot: the artillery die again') : undefined
  const rerollsUsed = plan.rerolls - left
  if (isMisfire(first) || (second !== undefined && isMisfire(second))) return { scatter: { dir, value: 0 }, artillery, rerollsUsed, misfire: true, covered: [] }
  const scatter: Scatter = { dir, value: first.value }
  return { scatter, artillery, rerollsUsed, misfire: false, covered: templateOf(grid, plan, scatter) }
}

/** The hexes the template of a shot covers, given its scatter (GAP-SK-35). */
export function templateOf(grid: HexGrid, plan: ShotPlan, scatter: Scatter): CoveredHex[] {
  const part = (p: CoverPart) => (hex: number): CoveredHex => ({ hex, part: p })
  switch (plan.kind) {
    case 'catapult':
      return onMap(grid, holedTemplate(scatterLanding(plan.aimed, scatter, plan.pacesPerHex, plan.hmStayUpTo))).map(part('centre'))
    case 'bombard':
      return onMap(grid, bombardDisc(scatterLanding(plan.aimed, scatter, plan.pacesPerHex, plan.hmStayUpTo))).map(part('disc'))
    default: {
      const ball = cannonBall(plan.from, plan.aimed, plan.guess, scatter, plan.pacesPerHex, plan.hmStayUpTo)
      return [...onMap(grid, ball.path).map(part('path')), ...onMap(grid, [ball.full]).map(part('full'))]
    }
  }
}
