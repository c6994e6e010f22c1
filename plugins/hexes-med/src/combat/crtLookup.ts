import type { CrtResult } from '../config/hmConfig'

/** Lowest row of the CRT (modified die ≤ 0, GAP-HM-01). */
export const CRT_MIN_ROW = 0
/** Highest row of the CRT (modified die ≥ 7). */
export const CRT_MAX_ROW = 7

/** Clamps a modified die to the CRT rows 0..7 (GAP-HM-01: "≤0" and "≥7" rows). */
export function clampRoll(modified: number): number {
  return modified < CRT_MIN_ROW ? CRT_MIN_ROW : modified > CRT_MAX_ROW ? CRT_MAX_ROW : modified
}

/**
 * Reads the combat results table (HM-COMBAT-11, GAP-HM-01): row = modified die clamped to 0..7,
 * column = odds column index 0..5 (`oddsColumn`).
 *
 * @example crtLookup(defaultCrt(), 2, 4) // 'DR'
 */
export function crtLookup(crt: readonly (readonly CrtResult[])[], column: number, modifiedRoll: number): CrtResult {
  const row = crt[clampRoll(modifiedRoll)]
  const r = row?.[column]
  if (r === undefined) throw new RangeError(`hexes-med: no CRT cell for column ${column}, roll ${modifiedRoll}`)
  return r
}
