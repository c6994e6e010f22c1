/**
 * Deep copy of a plain-JSON value (objects, arrays, strings, numbers, booleans, null). Faster than
 * `structuredClone` for game states and available everywhere core runs. Own enumerable keys only;
 * `undefined` members are dropped, as `JSON.stringify` would.
 *
 * Hot path (every action copies its state): `for...in` over plain objects, primitives copied in
 * the loop without a call, no array of keys.
 */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value
  return copyObject(value as object) as T
}

const hasOwn = Object.prototype.hasOwnProperty

function copyObject(value: object): unknown {
  if (Array.isArray(value)) {
    const n = value.length
    const out = new Array(n)
    for (let i = 0; i < n; i++) {
      const v: unknown = value[i]
      out[i] = typeof v === 'object' && v !== null ? copyObject(v) : v
    }
    return out
  }
  const src = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const k in src) {
    // Plain JSON objects inherit nothing enumerable; a prototype that does is not copied.
    if (!hasOwn.call(src, k)) continue
    const v = src[k]
    if (v === undefined) continue
    const c = typeof v === 'object' && v !== null ? copyObject(v) : v
    // An own "__proto__" key (JSON.parse keeps one) stays a plain key: assigning it would set the
    // copy's prototype instead.
    if (k === '__proto__') Object.defineProperty(out, k, { value: c, enumerable: true, writable: true, configurable: true })
    else out[k] = c
  }
  return out
}
