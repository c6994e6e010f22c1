import type { HexRef } from '../model/GameState'
import type { Offset } from './Axial'

const HEX_REF = /^\d+,\d+$/

/**
 * The `HexRef` string of a map position: `hexRef(3, 7) === "3,7"`.
 *
 * This is the canonical form (no leading zeros, no spaces) that scenario and state JSON use.
 */
export function hexRef(col: number, row: number): HexRef {
  return `${col},${row}`
}

/**
 * Parses a `HexRef` (`"col,row"`), or returns `undefined` when the string is malformed.
 *
 * Accepted: exactly `^\d+,\d+$` (non-negative decimal integers, no sign, no spaces). Leading zeros
 * are tolerated (`"03,1"` parses as column 3) but {@link hexRef} never produces them. Numbers too
 * large to be safe integers are rejected. Whether the position is on a map is the grid's business
 * (`HexGrid.indexOfRef`).
 *
 * @example parseHexRef('3,7') // { col: 3, row: 7 }; parseHexRef('3, 7') // undefined
 */
export function parseHexRef(ref: string): Offset | undefined {
  if (typeof ref !== 'string' || !HEX_REF.test(ref)) return undefined
  const comma = ref.indexOf(',')
  const col = Number(ref.slice(0, comma))
  const row = Number(ref.slice(comma + 1))
  if (!Number.isSafeInteger(col) || !Number.isSafeInteger(row)) return undefined
  return { col, row }
}
