/**
 * The first place where `value` is not plain JSON, as a path and what is there (`units[3].hex:
 * undefined`), or `null` when it is: only `null`, booleans, finite numbers, strings, arrays and
 * objects whose prototype is `Object.prototype` or `null`, with no `undefined` member. A state
 * that passes survives `JSON.parse(JSON.stringify(state))` unchanged.
 *
 * @example plainJsonProblem({ a: [1, new Map()] }) // 'a[1]: a Map'
 */
export function plainJsonProblem(value: unknown, path = '$'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path}: ${value} (not a finite number)`
  if (typeof value !== 'object') return `${path}: ${value === undefined ? 'undefined' : `a ${typeof value}`}`
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = plainJsonProblem(value[i], `${path}[${i}]`)
      if (p) return p
    }
    return null
  }
  const proto = Object.getPrototypeOf(value) as object | null
  if (proto !== Object.prototype && proto !== null) return `${path}: a ${(value as { constructor?: { name?: string } }).constructor?.name ?? 'class instance'}`
  for (const key of Object.keys(value)) {
    const p = plainJsonProblem((value as Record<string, unknown>)[key], `${path}.${key}`)
    if (p) return p
  }
  return null
}
