/**
 * Bugs and bad configuration throw an `EngineError`: a plugin mix that cannot work, a hook that
 * returned garbage, a scenario file that does not parse. Player mistakes never throw: they are
 * {@link Rejection}s.
 *
 * Every error has a stable `code` and, where known, the plugin and hook it came from
 * (rollup-style `{ code, plugin, hook, message }`). Build them with the factories in `errors.ts`.
 */
export class EngineError extends Error {
  /** Stable, namespaced code (`"loader/missing-dependency"`). */
  readonly code: string
  /** Plugin id the error came from, when known. */
  readonly plugin?: string
  /** Hook name the error came from, when known. */
  readonly hook?: string
  /** Individual problems when several were found at once (loader, scenario validation). */
  readonly issues: readonly Issue[]

  constructor(code: string, message: string, options: { plugin?: string; hook?: string; issues?: readonly Issue[]; cause?: unknown } = {}) {
    super(message)
    this.name = 'EngineError'
    this.code = code
    if (options.plugin !== undefined) this.plugin = options.plugin
    if (options.hook !== undefined) this.hook = options.hook
    this.issues = options.issues ?? []
    if (options.cause !== undefined) (this as { cause?: unknown }).cause = options.cause
  }
}

/** One problem found while checking a scenario, a save file or a plugin mix. */
export interface Issue {
  /** Stable code (`"scenario/off-map"`). */
  code: string
  /** Path of the bad field, `units[3].hex`, or `""` for the whole document. */
  path: string
  message: string
  plugin?: string
}

/** True when `value` is an {@link EngineError}. */
export function isEngineError(value: unknown): value is EngineError {
  return value instanceof EngineError
}
