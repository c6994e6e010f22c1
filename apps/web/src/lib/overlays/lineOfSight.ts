import { LINE_OF_SIGHT, type GameRules, type GameState, type LineOfSightService, type UnitState } from '@hexes/core'

/** The rule mix's line-of-sight service (`LINE_OF_SIGHT`, HEXES Med's HM-COMBAT-4), or `null` when no plugin provides one. */
export function lineOfSightService(rules: GameRules): LineOfSightService | null {
  return rules.container.isRegistered(LINE_OF_SIGHT, true) ? rules.container.resolve(LINE_OF_SIGHT) : null
}

/** The ranged strength and range of a unit as its rules show it (the `unitCard` hook), or `null` for a unit that cannot shoot. */
export function rangedOf(rules: GameRules, state: GameState, unit: UnitState): { strength: number; range: number } | null {
  const r = rules.hooks.unitCard.call({ tags: [] }, { state, rules, unit }).ranged
  return r && r.strength > 0 && r.range > 0 ? r : null
}

/**
 * The stand-in target the line-of-sight service is asked about for a hex: the shooter's own data
 * at that hex. The service judges sight between two positions (HEXES Med reads only the hexes, and
 * the shooter for the terrain that blocks its sight); an empty hex has no unit to ask about.
 */
export function probeAt(shooter: UnitState, hex: string): UnitState {
  return { ...shooter, id: `${shooter.id}@${hex}`, hex }
}

/**
 * Calls `visit(hexIndex, seen)` for every hex within `range` of `shooter` (its own hex left out),
 * `seen` being the answer of the rules' line-of-sight service, the one the combat check asks.
 */
export function forEachHexInRange(
  rules: GameRules, state: GameState, los: LineOfSightService, shooter: UnitState, range: number, visit: (h: number, seen: boolean) => void,
): void {
  const grid = rules.grid
  const start = grid.indexOfRef(shooter.hex!)
  const ctx = { state, rules }
  for (const h of grid.within(start, range)) {
    if (h === start) continue
    visit(h, los.canSee(ctx, shooter, probeAt(shooter, grid.refOf(h))))
  }
}
