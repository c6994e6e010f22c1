import type { Rational } from '@hexes/core'

/** `5/12` */
export function fraction(r: Rational): string {
  return r.den === 1 ? String(r.num) : `${r.num}/${r.den}`
}

/** `41.7%` (display only: the exact value is the fraction). */
export function percent(r: Rational, digits = 1): string {
  return `${((r.num / r.den) * 100).toFixed(digits).replace(/\.0+$/, '')}%`
}

/** `+1`, `-2`, `0` */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n)
}

/** A data value in words (objects and arrays compactly). */
export function show(v: unknown): string {
  if (v === null || v === undefined) return '–'
  if (typeof v === 'object') return Array.isArray(v) ? v.map(show).join(', ') : JSON.stringify(v)
  return String(v)
}

/** Data fields whose value is the same in every outcome: the facts of the combat (odds column...). */
export function commonFacts(datas: readonly Record<string, unknown>[]): [string, unknown][] {
  if (datas.length === 0) return []
  const first = datas[0]!
  return Object.entries(first).filter(([k, v]) => datas.every((d) => JSON.stringify(d[k]) === JSON.stringify(v)))
}

/** Numbers rolled, from an outcome's data: fields named like dice, else every integer field. */
export function diceOf(data: Record<string, unknown>): { name: string; value: number }[] {
  const entries = Object.entries(data)
  const dice = entries.filter(([k, v]) => /die|dice|roll/i.test(k) && (typeof v === 'number' || Array.isArray(v)))
  const pick = dice.length ? dice : entries.filter(([, v]) => typeof v === 'number' && Number.isInteger(v))
  return pick.flatMap(([name, v]) => (Array.isArray(v) ? v.filter((x) => typeof x === 'number').map((x, i) => ({ name: `${name} ${i + 1}`, value: x as number })) : [{ name, value: v as number }]))
}
