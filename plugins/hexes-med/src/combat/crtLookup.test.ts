import { describe, expect, it } from 'vitest'
import { CRT_RESULTS, defaultCrt, ODDS_COLUMNS, type CrtResult } from '../config/hmConfig'
import { clampRoll, crtLookup } from './crtLookup'

/** GAP-HM-01's table as printed in the catalogue: rows ≤0, 1..6, ≥7; columns 1:2 … 5:1+. */
const CATALOGUE_TABLE: CrtResult[][] = [
  ['AL', 'AL', 'AR', 'AM', 'NE', 'DM'],
  ['AL', 'AR', 'AM', 'NE', 'DM', 'DR'],
  ['AR', 'AM', 'NE', 'DM', 'DR', 'EX'],
  ['AM', 'NE', 'DM', 'DR', 'EX', 'DL'],
  ['NE', 'DM', 'DR', 'EX', 'DL', 'DRL'],
  ['DM', 'DR', 'EX', 'DL', 'DRL', 'DE'],
  ['DR', 'EX', 'DL', 'DRL', 'DE', 'DE'],
  ['EX', 'DL', 'DRL', 'DE', 'DE', 'DE'],
]

describe('hexes-med/combat/crtLookup', () => {
  const crt = defaultCrt()
  const cells = CATALOGUE_TABLE.flatMap((row, d) => row.map((code, c) => [d, c, code] as const))

  it.each(cells)('HM-COMBAT-11 CRT cell: modified die %i, column %i is %s (GAP-HM-01 table and ladder)', (d, c, code) => {
    expect(crtLookup(crt, c, d)).toBe(code)
    const ladder = CRT_RESULTS[Math.min(9, Math.max(0, d + c - 1))]
    expect(ladder).toBe(code)
  })

  it('HM-COMBAT-11 reads crt("2:1", 4) = DR with the default table', () => {
    expect(crtLookup(crt, ODDS_COLUMNS.indexOf('2:1'), 4)).toBe('DR')
  })

  it('HM-COMBAT-11 clamps the modified die to the rows ≤0 and ≥7', () => {
    expect(clampRoll(-3)).toBe(0)
    expect(clampRoll(9)).toBe(7)
    expect(crtLookup(crt, 0, -2)).toBe('AL')
    expect(crtLookup(crt, 5, 11)).toBe('DE')
  })

  it('HM-COMBAT-11 reads a replaced table (variants override data, not code)', () => {
    const custom = crt.map((row) => row.map(() => 'NE' as CrtResult))
    custom[4]![2] = 'DE'
    expect(crtLookup(custom, 2, 4)).toBe('DE')
    expect(crtLookup(custom, 2, 3)).toBe('NE')
  })
})
