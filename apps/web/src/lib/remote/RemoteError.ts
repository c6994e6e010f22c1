/**
 * Codes of {@link RemoteError}: what went wrong between the web app and the server, as opposed to
 * a rules rejection or a server refusal (both answers the page shows).
 *
 * - `remote/network`: the server could not be reached (after the one retry of an action).
 * - `remote/bad-answer`: the server answered with something that is not the protocol's (the path
 *   of the bad field is in the message).
 * - `remote/unknown-scenario`: the game's scenario or one of its rule plugins does not ship with
 *   this web app.
 * - `remote/scenario-mismatch`: the server plays another version of the scenario (its hash differs).
 * - `remote/no-dice`: the browser was asked to roll a die: it never has the dice of a remote game.
 * - `remote/not-local`: asked a remote game for what only a local game has (a save file, undo).
 */
export type RemoteErrorCode =
  | 'remote/network'
  | 'remote/bad-answer'
  | 'remote/unknown-scenario'
  | 'remote/scenario-mismatch'
  | 'remote/no-dice'
  | 'remote/not-local'

/**
 * A bug or a configuration problem of remote play, with a stable code to branch and test on.
 *
 * @example if (e instanceof RemoteError && e.code === 'remote/scenario-mismatch') showUpdateHint()
 */
export class RemoteError extends Error {
  /** Stable code to test and branch on. */
  readonly code: RemoteErrorCode

  constructor(code: RemoteErrorCode, message: string) {
    super(message)
    this.name = 'RemoteError'
    this.code = code
  }
}
