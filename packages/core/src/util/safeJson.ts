import type { Issue } from '../errors/EngineError'

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * Finds keys that could pollute prototypes (`__proto__`, `constructor`, `prototype`) anywhere in a
 * parsed JSON document, and values JSON cannot hold. Input files are checked with it before
 * anything else reads them.
 */
export function findUnsafeKeys(value: unknown, path = ''): Issue[] {
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
