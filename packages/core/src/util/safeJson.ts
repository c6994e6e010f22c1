import type { Issue } from '../errors/EngineError'

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * Finds keys that could pollute prototypes (`__proto__`, `constructor`, `prototype`) anywhere in a
 * parsed JSON document, and values JSON cannot hold. Input files are checked with it before
 * anything else reads them.
 */
export function findUnsafeKeys(value: unknown, path = ''): Issue[] {
  // Hot path (every action is checked): a walk without paths first; the paths only for a bad input.
  if (isSafe(value, 0)) return []
  const issues: Issue[] = []
  const visit = (v: unknown, p: string, depth: number) => {
    if (depth > 64) {
      issues.push({ code: 'json/too-deep', path: p, message: 'nested too deeply' })
      return
    }
    if (Array.isArray(v)) {
      v.forEach((x, i) => visit(x, `${p}[${i}]`, depth + 1))
    } else if (typeof v === 'object' && v !== null) {
      for (const key of Object.keys(v)) {
        const kp = p ? `${p}.${key}` : key
        if (FORBIDDEN.has(key)) issues.push({ code: 'json/forbidden-key', path: kp, message: `forbidden key "${key}"` })
        else visit((v as Record<string, unknown>)[key], kp, depth + 1)
      }
    } else if (typeof v === 'number' && !Number.isFinite(v)) {
      issues.push({ code: 'json/not-finite', path: p, message: 'not a finite number' })
    }
  }
  visit(value, path, 0)
  return issues
}

/** Whether {@link findUnsafeKeys} would find nothing, without building any path. */
function isSafe(v: unknown, depth: number): boolean {
  if (depth > 64) return false
  if (typeof v === 'number') return Number.isFinite(v)
  if (typeof v !== 'object' || v === null) return true
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!isSafe(v[i], depth + 1)) return false
    return true
  }
  for (const key of Object.keys(v)) {
    if (FORBIDDEN.has(key) || !isSafe((v as Record<string, unknown>)[key], depth + 1)) return false
  }
  return true
}
