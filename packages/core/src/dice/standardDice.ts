/**
 * Factories for the dice the rule sets use (catalogue GAP-X-02): d6, d10, any dN, the artillery
 * die, the scatter die, its hex-direction die and the skull/shield combat die.
 *
 * Every factory returns a deep-frozen plain-JSON {@link DieSpec}. Apart from `dN(n)` for unusual `n`,
 * they return shared instances, so calling them in hot code allocates nothing.
 */

import { DiceError } from './DiceError'
import type { DieFace, DieSpec } from './DieSpec'

/** Largest face count {@link dN} accepts (a die is a list of faces, not a range). */
export const MAX_DIE_FACES = 10000

function freezeDie(id: string, faces: DieFace[]): DieSpec {
  faces.forEach((f) => Object.freeze(f))
  return Object.freeze({ id, faces: Object.freeze(faces) })
}

function numericFaces(n: number): DieFace[] {
  return Array.from({ length: n }, (_, i) => ({ value: i + 1 }))
}

const D6 = freezeDie('d6', numericFaces(6))
const D10 = freezeDie('d10', numericFaces(10))

const ARTILLERY = freezeDie('artillery', [
  { value: 2 },
  { value: 4 },
  { value: 6 },
  { value: 8 },
  { value: 10 },
  { value: 0, label: 'MISFIRE', symbol: 'misfire' },
])

const hit = (): DieFace => ({ value: 0, label: 'HIT', symbol: 'hit' })
const arrow = (): DieFace => ({ value: 1, label: 'ARROW', symbol: 'arrow' })
const SCATTER = freezeDie('scatter', [hit(), hit(), arrow(), arrow(), arrow(), arrow()])

const HEX_DIRECTION = freezeDie(
  'hex-direction',
  Array.from({ length: 6 }, (_, i) => ({ value: i, label: `dir ${i}` })),
)

const shield = (): DieFace => ({ value: 0, label: 'SHIELD', symbol: 'shield' })
const skull = (): DieFace => ({ value: 1, label: 'SKULL', symbol: 'skull' })
const COMBAT = freezeDie('combat', [shield(), shield(), shield(), skull(), skull(), skull()])

/**
 * A numeric die with `n` faces: id `d${n}`, face `k` has value `k`.
 *
 * @param n - number of faces, an integer in `[1, MAX_DIE_FACES]`
 * @throws DiceError `dice/invalid-argument` for any other `n`
 * @example `dN(20)` is a d20; `dN(6)` is the same die as `d6()`.
 */
export function dN(n: number): DieSpec {
  if (!Number.isInteger(n) || n < 1 || n > MAX_DIE_FACES) {
    throw new DiceError('dice/invalid-argument', `dN needs an integer face count in [1, ${MAX_DIE_FACES}], got ${n}`)
  }
  if (n === 6) return D6
  if (n === 10) return D10
  return freezeDie(`d${n}`, numericFaces(n))
}

/**
 * The six-sided die, faces 1..6: « un dé » in HM (GAP-HM-06), HM morale (HM-MORALE), SK attacks.
 *
 * @returns the shared frozen d6 spec
 */
export function d6(): DieSpec {
  return D6
}

/**
 * The ten-sided die, faces 1..10 (SK Cd tests, catalogue I-03 / GAP-X-02).
 *
 * @returns the shared frozen d10 spec
 */
export function d10(): DieSpec {
  return D10
}

/**
 * The artillery die (GAP-SK-04): a d6 whose faces read 2, 4, 6, 8, 10 and MISFIRE.
 *
 * Face 6 is MISFIRE: `value 0`, `label 'MISFIRE'`, `symbol 'misfire'` (SK-MISSILE-16, SK-WM-*,
 * misfire table GAP-SK-05). Other faces have value `2k` and no symbol.
 *
 * @example `roll.symbol === 'misfire'` tests for a misfire.
 */
export function artilleryDie(): DieSpec {
  return ARTILLERY
}

/**
 * The scatter die (GAP-SK-04): faces 1–2 are HIT (`value 0`, `symbol 'hit'`), faces 3–6 are an
 * arrow (`value 1`, `symbol 'arrow'`), as the WFB die with the HIT symbol on two sides and arrows on
 * four. An arrow's hex direction is a separate roll of {@link hexDirectionDie}.
 *
 * @example `if (scatter.symbol === 'arrow') dir = dice.roll(hexDirectionDie(), 'scatter direction').value`
 */
export function scatterDie(): DieSpec {
  return SCATTER
}

/**
 * The "direction d6" that turns a scatter arrow into one of the six hex directions (GAP-SK-04,
 * GAP-X-02): face `k` has value `k - 1`, a direction index 0..5 as used by `HexsideFeature.dir`.
 */
export function hexDirectionDie(): DieSpec {
  return HEX_DIRECTION
}

/**
 * The stand-alone SK combat die (GAP-SK-03): a d6 with 1–3 = shield (`value 0`, `symbol 'shield'`)
 * and 4–6 = skull (`value 1`, `symbol 'skull'`), so the sum of values is the number of skulls
 * (hits). Used by SK-WM-7 (each skull −1 HP), SK-CHARGE-12/13, SK-MISSILE-17.
 *
 * @example `rollTotal(dice, combatDie(), 4, 'SK-WM-7 template')` counts skulls on four dice.
 */
export function combatDie(): DieSpec {
  return COMBAT
}
