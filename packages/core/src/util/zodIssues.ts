import type { z } from 'zod'
import type { Issue } from '../errors/EngineError'
import { formatPath } from './formatPath'

/** Options of {@link zodIssues}. */
export interface ZodIssueOptions {
  /** The issue code, or the namespace of zod's codes when `namespaced` is true. */
  code: string
  namespaced?: boolean
  prefix?: string
  plugin?: string
}

/**
 * Turns zod's issues into Hexes {@link Issue}s: `code` is `namespace/zodCode` (`scenario/invalid_type`)
 * or a fixed code, `path` is formatted (`units[3].hex`) under `prefix`. An unknown field of a strict
 * object is reported at its own path (`units[0].colour`), one issue per field, rather than at the
 * object that holds it, so every error names the field to fix.
 *
 * @param error a zod error from `safeParse`
 * @param options `code`: a fixed code, or a namespace (`"scenario"` gives `scenario/invalid_type`)
 *   when `namespaced`; `prefix`: path prefix (`"plugins[0].config"`); `plugin`: plugin id to name
 * @example zodIssues(r.error, { code: 'loader/bad-config', prefix: 'plugins[0].config', plugin: 'example' })
 */
export function zodIssues(error: z.ZodError, options: ZodIssueOptions): Issue[] {
  const { prefix = '', plugin } = options
  const out: Issue[] = []
  for (const i of error.issues) {
    const code = options.namespaced ? `${options.code}/${i.code}` : options.code
    const base = { code, ...(plugin !== undefined ? { plugin } : {}) }
    if (i.code === 'unrecognized_keys') {
      for (const key of i.keys) out.push({ ...base, path: formatPath([...i.path, key], prefix), message: `unknown field "${key}"` })
    } else {
      out.push({ ...base, path: formatPath(i.path, prefix), message: i.message })
    }
  }
  return out
}
