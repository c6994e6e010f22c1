/** Codes of the errors the server throws for bugs and bad configuration (never for a client's request). */
export type ServerErrorCode =
  | 'server/bad-config' // a setting (environment variable, option) is missing or invalid
  | 'server/migration-failed' // the database schema could not be brought up to date
  | 'server/corrupt-game' // a stored game does not replay (a tampered or damaged database)
  | 'server/bot-failed' // the computer player crashed or chose an illegal action

/**
 * A bug or a bad configuration on the server side, with a code. Requests that are merely wrong
 * get a `ServerRefusal` answer instead (`@hexes/protocol`).
 */
export class ServerError extends Error {
  readonly code: ServerErrorCode

  constructor(code: ServerErrorCode, message: string) {
    super(`${code}: ${message}`)
    this.name = 'ServerError'
    this.code = code
  }
}
