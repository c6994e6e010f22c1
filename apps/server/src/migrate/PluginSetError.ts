/** Codes of {@link PluginSetError}. */
export type PluginSetErrorCode =
  | 'server/extra-plugins' // a module named in HEXES_EXTRA_PLUGINS cannot be loaded or exports no plugin
  | 'server/unknown-pin' // a game is pinned to a plugin id and version the server does not have
  | 'server/duplicate-plugin' // two definitions with the same id and version

/**
 * Bad configuration of the server's plugin set (its rules): thrown at start or by
 * `hexes server migrate`, never for a player's request.
 */
export class PluginSetError extends Error {
  readonly code: PluginSetErrorCode
  /** The module path or the `id@version` at fault. */
  readonly subject: string

  constructor(code: PluginSetErrorCode, subject: string, message: string) {
    super(message)
    this.name = 'PluginSetError'
    this.code = code
    this.subject = subject
  }
}
