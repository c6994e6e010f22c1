/**
 * The path of the first place where two JSON values differ (`players[1].gold`), with both values,
 * or `null` when they are equal. Object keys are compared in sorted order.
 */
export function firstDifference(expected: unknown, actual: unknown, path = ''): { path: string; expected: unknown; actual: unknown } | null {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const n = Math.max(expected.length, actual.length)
    for (let i = 0; i < n; i++) {
      if (i >= expected.length || i >= actual.length) return { path: `${path}[${i}]`, expected: expected[i], actual: actual[i] }
      const d = firstDifference(expected[i], actual[i], `${path}[${i}]`)
      if (d) return d
    }
    return null
  }
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
  if (isObj(expected) && isObj(actual)) {
    for (const k of [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()) {
      const d = firstDifference(expected[k], actual[k], path ? `${path}.${k}` : k)
      if (d) return d
    }
    return null
  }
  return Object.is(expected, actual) ? null : { path, expected, actual }
}
