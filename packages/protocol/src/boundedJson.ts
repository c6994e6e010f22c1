import { z } from 'zod'
import { LIMITS } from './limits'

/** A JSON value as actions carry it: finite numbers, bounded strings, depth and width. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * Checks that `value` is plain, bounded JSON (no prototype keys, no NaN, nothing deeper or wider
 * than {@link LIMITS}); returns the path of the first problem, or `null`.
 */
export function boundedJsonProblem(value: unknown, path = '', depth = 0): { path: string; message: string } | null {
  if (depth > LIMITS.actionDepth) return { path, message: `nested deeper than ${LIMITS.actionDepth}` }
  if (value === null || typeof value === 'boolean') return null
  if (typeof value === 'number') return Number.isFinite(value) ? null : { path, message: 'not a finite number' }
  if (typeof value === 'string') return value.length <= LIMITS.actionString ? null : { path, message: `longer than ${LIMITS.actionString} characters` }
  if (Array.isArray(value)) {
    if (value.length > LIMITS.actionKeys) return { path, message: `more than ${LIMITS.actionKeys} items` }
    for (let i = 0; i < value.length; i++) {
      const p = boundedJsonProblem(value[i], `${path}[${i}]`, depth + 1)
      if (p) return p
    }
    return null
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const keys = Object.keys(value)
    if (keys.length > LIMITS.actionKeys) return { path, message: `more than ${LIMITS.actionKeys} keys` }
    for (const k of keys) {
      const kp = path ? `${path}.${k}` : k
      if (FORBIDDEN_KEYS.has(k)) return { path: kp, message: 'forbidden key' }
      const p = boundedJsonProblem((value as Record<string, unknown>)[k], kp, depth + 1)
      if (p) return p
    }
    return null
  }
  return { path, message: 'not JSON' }
}

/** A path of {@link boundedJsonProblem} (`a.b[2]`) as zod path segments. */
export function jsonPath(path: string): (string | number)[] {
  return path ? path.split(/\.|\[|\]/).filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) : s)) : []
}

/** A zod schema for a bounded JSON object (see {@link boundedJsonProblem}), checked on the raw value. */
export const boundedJsonObject = z
  .unknown()
  .superRefine((v, ctx) => {
    const p = boundedJsonProblem(v)
    if (p) ctx.addIssue({ code: 'custom', message: p.message, path: jsonPath(p.path) })
  })
  .pipe(z.record(z.string(), z.unknown()))
