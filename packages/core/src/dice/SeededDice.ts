/**
 * The dice used in play: every roll advances the PRNG state that lives in the game state.
 */

import { DiceError } from './DiceError'
import type { DieSpec } from './DieSpec'
import { makeDieRoll, type DiceSource, type DieRoll, type PoolRoll, type PoolSpec } from './DiceSource'
import { nextInt, type RngState } from './rng'
import { rollPoolByRolls } from './rollPool'

/**
 * The seeded dice source (catalogue GAP-X-01, I-17): the only source used in real games.
 *
 * It holds no randomness of its own. It reads the {@link RngState} through a getter on each roll
 * (typically the `rng` field of the draft game state the engine is applying an action to) and
 * advances it in place, so seed + action log replays a game bit for bit. It records the rolls it
 * made, so the engine can log them and tell whether an action rolled dice (undo stops at the last
 * die roll).
 *
 * @example
 * ```ts
 * const dice = new SeededDice(() => draft.rng)
 * const attack = dice.roll(d6(), 'HM-COMBAT-9 attack')
 * if (dice.count > 0) ... // this action rolled dice: not undoable
 * ```
 */
export class SeededDice implements DiceSource {
  /** Every roll made through this source, oldest first. */
  readonly rolls: DieRoll[] = []
  private readonly getState: () => RngState

  /**
   * @param rng - the state to advance, or a getter returning it (read on every roll, so the engine
   *   may swap drafts between rolls)
   */
  constructor(rng: RngState | (() => RngState)) {
    this.getState = typeof rng === 'function' ? rng : () => rng
  }

  /** Number of rolls made through this source. */
  get count(): number {
    return this.rolls.length
  }

  /**
   * Rolls one die: a uniform face, drawn without bias from the game's PRNG.
   *
   * @param die - the die to roll
   * @param reason - why, for the log
   * @throws DiceError `dice/invalid-die` when the die has no faces
   */
  roll(die: DieSpec, reason: string): DieRoll {
    const n = die.faces.length
    if (n === 0) throw new DiceError('dice/invalid-die', `Die "${die.id}" has no faces`)
    const roll = makeDieRoll(die, nextInt(this.getState(), n) + 1, reason)
    this.rolls.push(roll)
    return roll
  }

  /**
   * Rolls a pool die by die through the PRNG, exactly as `spec.n` calls of {@link roll} (same
   * consumption, same order), and records each die in {@link rolls}, so the UI can show the pool
   * die by die.
   *
   * @param spec - the pool
   * @returns the counts per class and the faces in roll order
   */
  pool(spec: PoolSpec): PoolRoll {
    return rollPoolByRolls(this, spec)
  }
}
