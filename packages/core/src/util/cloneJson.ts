/**
 * Deep copy of a plain-JSON value (objects, arrays, strings, numbers, booleans, null). Faster than
 * `structuredClone` for game states and available everywhere core runs. Own enumerable keys only;
 * `undefined` members are dropped, as `JSON.stringify` would.
 */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) {
    const out = new Array(value.length)
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i])
    return out as T
  }
  const out: Record<string, unknown> = {}
  for (const k of Object.keys(value as Record<string, unknown>)) {
    const v = (value as Record<string, unknown>)[k]
    if (v === undefined) continue
    // An own "__proto__" key (JSON.parse keeps one) stays a plain key: assigning it would set the
    // copy's prototype instead.
    if (k === '__proto__') Object.defineProperty(out, k, { value: cloneJson(v), enumerable: true, writable: true, configurable: true })
    else out[k] = cloneJson(v)
  }
  return out as T
}
