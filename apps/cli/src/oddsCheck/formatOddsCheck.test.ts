import { describe, expect, it } from 'vitest'
import { formatOddsCheck } from './formatOddsCheck'
import { RECHECK_FACTOR, type OddsCheckResult } from './runOddsCheck'

const bin = (z: number, observed: number) => ({ quantity: 'hits' as const, from: 0, to: 0, p: 0.69444, observed, z })
const summary = { scenarios: [{ id: 'ford-of-the-dead', attacks: 2 }], runs: 100_000, jobs: 2, ms: 1000 }
const plain: OddsCheckResult = { scenario: 'ford-of-the-dead', pair: 'A → B', name: 'charge', ok: true, bins: 10, worst: bin(1.2, 69_600), unseen: [], runs: 100_000 }

describe('cli/odds-check report', () => {
  it('lists an attack rechecked after a bin outside 4 standard errors with both samples, each read at its own number of attacks', () => {
    const runs = 100_000 * RECHECK_FACTOR
    const rechecked: OddsCheckResult = { ...plain, pair: 'Bone catapult → Heavy cavalry', name: 'half-HP locked round', bins: 20, worst: bin(-1.9, 693_570), runs, first: bin(-4.33, 68_813) }
    const text = formatOddsCheck([plain, rechecked], summary)
    expect(text).toContain('1 attack with a bin outside 4 standard errors, resolved again 1,000,000 times with other dice (the recheck stands):')
    expect(text).toContain('ford-of-the-dead, Bone catapult → Heavy cavalry, half-HP locked round: first hits 0: 0.68813 resolved, 0.69444 exact, -4.33 standard errors; then hits 0: 0.69357 resolved, 0.69444 exact, -1.90 standard errors')
    expect(text).toContain('Failures: none')
  })

  it('reports a recheck that fails again as a failure', () => {
    const failed: OddsCheckResult = { ...plain, ok: false, worst: bin(-12.6, 686_000), runs: 1_000_000, first: bin(-4.2, 68_800) }
    expect(formatOddsCheck([failed], summary)).toContain('Failures: 1\n  ford-of-the-dead, A → B, charge: hits 0: 0.68600 resolved, 0.69444 exact, -12.60 standard errors (at 1,000,000 attacks; first hits 0: 0.68800 resolved')
  })
})
