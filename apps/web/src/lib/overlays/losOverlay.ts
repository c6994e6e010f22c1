import { isRejection, prepareCombat, type GameRules, type GameState } from '@hexes/core'
import { forEachHexInRange, lineOfSightService, probeAt, rangedOf } from './lineOfSight'

/** An enemy unit the shooter alone may attack now, by the combat rules, and in which modes. */
export interface LosTarget {
  unit: string
  hex: string
  modes: string[]
}

/** What a shooter sees and can hit: every hex from the engine's line-of-sight service. */
export interface LosOverlay {
  shooter: string
  from: string
  /** Its range in hexes (the rules' unit card). */
  range: number
  /** In range and in sight (ascending hex index). */
  visible: string[]
  /** In range but out of sight. */
  blocked: string[]
  /** The hexes that block the sight to a hex of `blocked` (the service's `blockers`). */
  blockers: string[]
  /** Enemy units in range that a declaration by the shooter alone would be accepted against. */
  targets: LosTarget[]
}

/**
 * The line of sight and range overlay of a unit (HM-COMBAT-4, GAP-HM-07): `null` for a unit that
 * is not on the map, cannot shoot, or when the rule mix has no line-of-sight service. Each hex
 * in range is asked of the service the combat check uses (`LINE_OF_SIGHT`), and each enemy in
 * range is tried with core's `prepareCombat` in every combat mode the rules offer.
 */
export function losOverlay(state: GameState, rules: GameRules, unitId: string): LosOverlay | null {
  const shooter = state.units.find((u) => u.id === unitId)
  if (!shooter || shooter.status !== 'active' || shooter.hex === null) return null
  const ranged = rangedOf(rules, state, shooter)
  const los = lineOfSightService(rules)
  if (!ranged || !los) return null
  const grid = rules.grid
  const visible: string[] = []
  const blocked: string[] = []
  const blockers = new Set<string>()
  const ctx = { state, rules }
  forEachHexInRange(rules, state, los, shooter, ranged.range, (h, seen) => {
    const ref = grid.refOf(h)
    if (seen) visible.push(ref)
    else {
      blocked.push(ref)
      for (const b of los.blockers(ctx, shooter, probeAt(shooter, ref))) blockers.add(b)
    }
  })
  const modes = rules.hooks.combatModes.call(ctx)
  const start = grid.indexOfRef(shooter.hex)
  const targets: LosTarget[] = []
  for (const u of state.units) {
    if (u.side === shooter.side || u.status !== 'active' || u.hex === null) continue
    if (grid.distance(start, grid.indexOfRef(u.hex)) > ranged.range) continue
    const ok = modes.filter((mode) => !isRejection(prepareCombat(rules, state, shooter.side, { attackers: [shooter.id], defender: u.id, mode })))
    if (ok.length) targets.push({ unit: u.id, hex: u.hex, modes: ok })
  }
  const byIndex = (a: string, b: string) => grid.indexOfRef(a) - grid.indexOfRef(b)
  return { shooter: shooter.id, from: shooter.hex, range: ranged.range, visible: visible.sort(byIndex), blocked: blocked.sort(byIndex), blockers: [...blockers].sort(byIndex), targets }
}
