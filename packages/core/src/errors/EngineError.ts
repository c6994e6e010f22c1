/**
 * Bugs and bad configuration throw an `EngineError`: a plugin mix that cannot work, a hook that
 * returned garbage, a scenario file that does not parse. Player mistakes never throw: they are
 * {@link Rejection}s.
 *
 * Every error has a stable `code` and, where known, the plugin and hook it came from
 * (rollup-style `{ code, plugin, hook, message }`). Build them with the factories in `errors.ts`.
 */
/** Most issues an {@link EngineError} lists; the others are counted (a 54 MB file must not print 450,000 lines). */
export const MAX_ISSUES = 100

function moreIssue(rest: number): Issue {
  return { code: 'issues/more', path: '', message: `and ${rest.toLocaleString('en-US')} more problem${rest === 1 ? '' : 's'} (only the first ${MAX_ISSUES} are listed)` }
}

export class EngineError extends Error {
  /** Stable, namespaced code (`"loader/missing-dependency"`). */
  readonly code: string
  /** Plugin id the error came from, when known. */
  readonly plugin?: string
  /** Hook name the error came from, when known. */
  readonly hook?: string
  /**
   * Individual problems when several were found at once (loader, scenario validation): at most
   * {@link MAX_ISSUES}, then one `issues/more` issue that counts the others.
   */
  readonly issues: readonly Issue[]
  /** How many problems were found in all (at least `issues.length` minus the `issues/more` line). */
  readonly problems: number

  constructor(code: string, message: string, options: { plugin?: string; hook?: string; issues?: readonly Issue[]; cause?: unknown } = {}) {
    super(message)
    this.name = 'EngineError'
    this.code = code
    if (options.plugin !== undefined) this.plugin = options.plugin
    if (options.hook !== undefined) this.hook = options.hook
    const all = options.issues ?? []
    this.problems = all.length
    this.issues = all.length <= MAX_ISSUES ? all : [...all.slice(0, MAX_ISSUES), moreIssue(all.length - MAX_ISSUES)]
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
