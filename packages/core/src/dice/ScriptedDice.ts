/**
 * Dice that come up as a test says (boardgame.io's `MockRandom`, showdown's forced randomness).
 */

import { DiceError } from './DiceError'
import type { DieSpec } from './DieSpec'
import { makeDieRoll, type DiceSource, type DieRoll, type PoolRoll, type PoolSpec } from './DiceSource'
import { rollPoolByRolls } from './rollPool'

/** Options of {@link ScriptedDice}. */
export interface ScriptedDiceOptions {
  /**
   * Where rolls come from once the script is used up (e.g. `new SeededDice(seedRng(1))`).
   * Without it, rolling past the end of the script throws `dice/script-exhausted`.
   */
  fallback?: DiceSource
  /**
   * How many faces of the script earlier sources already used: this one starts after them, and
   * its messages number rolls from the start of the script (a game makes one source per action).
   */
  start?: number
}

/**
 * A dice source for tests: each roll takes the next scripted face.
 *
 * A scripted entry is a 1-based face index; for numeric dice (`d6`, `d10`, `dN`) that is the value.
 * For the artillery die, `6` is MISFIRE; for the scatter die, `1`/`2` are HIT.
 *
 * @example
 * ```ts
 * const dice = new ScriptedDice([6, 1, 3])
 * dice.roll(d6(), 'attack').value // 6
 * dice.remaining                  // 2
 * ```
 */
export class ScriptedDice implements DiceSource {
  /** Every roll made through this source (scripted or from the fallback), oldest first. */
  readonly rolls: DieRoll[] = []
  private readonly script: readonly number[]
  private readonly fallback: DiceSource | undefined
  private next = 0

  /**
   * @param faces - the faces to come up, in order (1-based face indices)
   * @param options - optional fallback source once the script is used up
   */
  constructor(faces: readonly number[], options: ScriptedDiceOptions = {}) {
    this.script = [...faces]
    this.fallback = options.fallback
    const start = options.start ?? 0
    if (!Number.isInteger(start) || start < 0 || start > this.script.length) {
      throw new DiceError('dice/script-out-of-range', `Script start ${start} is outside the script (0..${this.script.length})`)
    }
    this.next = start
  }

  /** Number of rolls made through this source. */
  get count(): number {
    return this.rolls.length
  }

  /** Scripted faces not used yet. Tests can assert it is 0 to check every scripted die was rolled. */
  get remaining(): number {
    return this.script.length - this.next
  }

  /**
   * Rolls one die: the next scripted face, or the fallback's roll once the script is used up.
   *
   * @param die - the die to roll
   * @param reason - why, for the log
   * @throws DiceError `dice/script-out-of-range` when the scripted face is not a face of `die`
   * @throws DiceError `dice/script-exhausted` when the script is used up and there is no fallback
   */
  roll(die: DieSpec, reason: string): DieRoll {
    let roll: DieRoll
    if (this.next < this.script.length) {
      const face = this.script[this.next]
      if (!Number.isInteger(face) || face < 1 || face > die.faces.length) {
        throw new DiceError(
          'dice/script-out-of-range',
          `Scripted face ${face} (roll #${this.next + 1}, "${reason}") is not a face of die "${die.id}" (1..${die.faces.length})`,
        )
      }
      this.next++
      roll = makeDieRoll(die, face, reason)
    } else if (this.fallback) {
      roll = this.fallback.roll(die, reason)
    } else {
      throw new DiceError(
        'dice/script-exhausted',
        `Dice script exhausted after ${this.script.length} roll(s): no face for die "${die.id}" ("${reason}")`,
      )
    }
    this.rolls.push(roll)
    return roll
  }

  /**
   * Rolls a pool: takes the next `spec.n` scripted faces, one per die in order, each checked as by
   * {@link roll} (then the fallback, once the script is used up), and records each die.
   *
   * @param spec - the pool
   * @returns the counts per class and the scripted faces
   * @throws DiceError as {@link roll}, for the first die that has no valid scripted face
   */
  pool(spec: PoolSpec): PoolRoll {
    return rollPoolByRolls(this, spec)
  }
}
