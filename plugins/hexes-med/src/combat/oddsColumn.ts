import { ODDS_COLUMNS } from '../config/hmConfig'

/** An odds column of the CRT, or a ratio below the table (`index < 0`). */
export interface OddsColumn {
  /** Index into `ODDS_COLUMNS` (0 = 1:2 … 5 = 5:1+), negative when the odds are below 1:2. */
  index: number
  /** The ratio as players read it (`"2:1"`, `"5:1+"`, `"1:3"`). */
  label: string
}

/**
 * The odds column of `attack` against `defence`, rounded in the defender's favour
 * (HM-COMBAT-8, GAP-HM-02): A ≥ D gives ⌊A/D⌋:1, capped at 5:1+; A < D gives 1:⌈D/A⌉, and only
 * 1:2 is on the table (1:3 and worse have a negative index). Integer arithmetic only.
 *
 * @example oddsColumn(5, 2) // { index: 2, label: '2:1' }
 * @example oddsColumn(3, 4) // { index: 0, label: '1:2' }
 */
export function oddsColumn(attack: number, defence: number): OddsColumn {
  if (defence <= 0) return { index: ODDS_COLUMNS.length - 1, label: ODDS_COLUMNS[ODDS_COLUMNS.length - 1]! }
  if (attack <= 0) return { index: -Infinity, label: `0:${defence}` }
  if (attack >= defence) {
    const r = Math.floor(attack / defence)
    const index = Math.min(r, ODDS_COLUMNS.length - 1)
    return { index, label: ODDS_COLUMNS[index]! }
  }
  const n = Math.ceil(defence / attack)
  return n === 2 ? { index: 0, label: ODDS_COLUMNS[0] } : { index: 2 - n, label: `1:${n}` }
}
