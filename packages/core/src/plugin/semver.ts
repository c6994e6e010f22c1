/**
 * The small subset of semver ranges manifests use: `*`, exact `1.2.3`, `^1.2.3`, `~1.2.3`,
 * `>=1.2.3`, and space-separated conjunctions (`>=0.1.0 <1.0.0`).
 */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version)
  if (!v) return false
  return range
    .trim()
    .split(/\s+/)
    .every((part) => matches(v, part))
}

type V = [number, number, number]

function parse(s: string): V | undefined {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(s.trim())
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined
}

function cmp(a: V, b: V): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2]
}

function matches(v: V, part: string): boolean {
  if (part === '*' || part === '') return true
  const op = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(part)!
  const b = parse(op[2]!)
  if (!b) return false
  switch (op[1]) {
    case '^':
      return cmp(v, b) >= 0 && (b[0] > 0 ? v[0] === b[0] : b[1] > 0 ? v[0] === 0 && v[1] === b[1] : cmp(v, b) === 0)
    case '~':
      return cmp(v, b) >= 0 && v[0] === b[0] && v[1] === b[1]
    case '>=':
      return cmp(v, b) >= 0
    case '<=':
      return cmp(v, b) <= 0
    case '>':
      return cmp(v, b) > 0
    case '<':
      return cmp(v, b) < 0
    default:
      return cmp(v, b) === 0
  }
}
