/**
 * What a die is: a plain-JSON list of faces, each with a numeric value and an optional label.
 *
 * Every die kind the rules need (catalogue GAP-X-02) is a {@link DieSpec}: a d6, a d10, the
 * artillery die with its MISFIRE face, the scatter die with HIT and arrow faces, the skull/shield
 * combat die. Rolling picks a face uniformly; the roll records the face index and its value.
 * Plugins may define their own dice as object literals.
 */

import { DiceError } from './DiceError'

/**
 * One face of a die.
 *
 * @example `{ value: 0, label: 'MISFIRE', symbol: 'misfire' }` (artillery die, GAP-SK-04)
 */
export interface DieFace {
  /** Numeric value the rules add up or compare (a skull counts 1, a shield 0). */
  readonly value: number
  /** Text printed on the face, for the UI and the combat log (`'HIT'`, `'MISFIRE'`). */
  readonly label?: string
  /** Stable machine-readable token the rules branch on (`'hit'`, `'arrow'`, `'misfire'`, `'skull'`). */
  readonly symbol?: string
}

/**
 * A die: a stable id and its faces, all equally likely. Face `k` (1-based) is `faces[k - 1]`.
 *
 * For a numeric die (`d6`, `d10`, `dN(n)`) face `k` has value `k`.
 *
 * @example `{ id: 'd6', faces: [{ value: 1 }, ..., { value: 6 }] }`
 */
export interface DieSpec {
  /** Stable id, recorded in every roll (`'d6'`, `'artillery'`). */
  readonly id: string
  /** The faces, in face-index order; at least one. */
  readonly faces: readonly DieFace[]
}

/**
 * Checks that a die spec is well formed: a non-empty id, at least one face, finite face values.
 *
 * @param die - the spec to check (typically from a plugin or a scenario file)
 * @returns the same spec, for chaining
 * @throws DiceError `dice/invalid-die` describing the first problem found
 */
export function assertDieSpec(die: DieSpec): DieSpec {
  if (typeof die !== 'object' || die === null || typeof die.id !== 'string' || die.id === '') {
    throw new DiceError('dice/invalid-die', 'A die needs a non-empty string id')
  }
  if (!Array.isArray(die.faces) || die.faces.length === 0) {
    throw new DiceError('dice/invalid-die', `Die "${die.id}" has no faces`)
  }
  die.faces.forEach((face, i) => {
    if (typeof face !== 'object' || face === null || !Number.isFinite(face.value)) {
      throw new DiceError('dice/invalid-die', `Die "${die.id}" face ${i + 1} has no finite numeric value`)
    }
  })
  return die
}
