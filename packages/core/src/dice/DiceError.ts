/**
 * Errors thrown by the dice service.
 *
 * These are bugs or bad configuration (a test script that runs out, a malformed die, a runaway
 * enumeration), never player-facing rule rejections. Tests assert on `code`, not on the message.
 * The engine's `EngineError` is expected to absorb these codes later.
 */

/**
 * Namespaced codes of {@link DiceError}.
 *
 * - `dice/script-exhausted`: a {@link ScriptedDice} was asked for more rolls than scripted.
 * - `dice/script-out-of-range`: a scripted face is not a face of the die rolled.
 * - `dice/invalid-die`: a die spec has no faces, or a face value is not a finite number.
 * - `dice/invalid-argument`: a bad seed, count or bound was passed to a dice helper.
 * - `dice/too-many-outcomes`: an enumeration exceeded its `maxLeaves` or `maxDepth` guard.
 * - `dice/nondeterministic`: an enumerated function asked for different dice on a replayed prefix.
 * - `dice/overflow`: an exact probability does not fit in a safe integer numerator/denominator.
 * - `dice/merged`: not an error: how the enumerator stops a run at a merge point whose rest it
 *   already knows (`DiceSource.merge`); it passes through hooks like every dice error and never
 *   leaves `enumerateOutcomes`.
 */
export type DiceErrorCode =
  | 'dice/script-exhausted'
  | 'dice/script-out-of-range'
  | 'dice/invalid-die'
  | 'dice/invalid-argument'
  | 'dice/too-many-outcomes'
  | 'dice/nondeterministic'
  | 'dice/overflow'
  | 'dice/merged'

/**
 * An error raised by the dice service, with a stable namespaced {@link DiceErrorCode}.
 *
 * @example
 * ```ts
 * try { scripted.roll(d6(), 'morale') } catch (e) {
 *   if (e instanceof DiceError && e.code === 'dice/script-exhausted') ...
 * }
 * ```
 */
export class DiceError extends Error {
  /** Stable code to test and branch on. */
  readonly code: DiceErrorCode

  /**
   * @param code - the namespaced error code
   * @param message - a human-readable explanation (not part of the contract)
   */
  constructor(code: DiceErrorCode, message: string) {
    super(message)
    this.name = 'DiceError'
    this.code = code
  }
}
