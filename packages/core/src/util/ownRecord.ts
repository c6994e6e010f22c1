/**
 * A lookup table keyed by ids that come from files (unit types, terrain, sides): an object with
 * no prototype, so that `table['constructor']` or `table['__proto__']` is `undefined` unless the
 * file defines that id, never a function of `Object.prototype`. Later parts win over earlier ones.
 *
 * @example const unitTypes = ownRecord(DEFAULT_UNIT_TYPES, config.unitTypes)
 */
export function ownRecord<T>(...parts: readonly (Readonly<Record<string, T>> | undefined)[]): Record<string, T> {
  const out = Object.create(null) as Record<string, T>
  for (const part of parts) {
    if (!part) continue
    for (const key of Object.keys(part)) out[key] = part[key]!
  }
  return out
}
