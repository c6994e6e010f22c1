/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** The catalogue ids this package implements (§1.4, §2.4, §2.6): each must name at least one test. */
const IDS = [
  'SK-VP-7', 'CAMP-XP-1',
  ...Array.from({ length: 10 }, (_, i) => `CAMP-GOLD-${i + 1}`),
  ...Array.from({ length: 12 }, (_, i) => `GAP-CAMP-${String(i + 1).padStart(2, '0')}`),
  'GAP-VP-03', 'R-13', 'R-14',
]

describe('campaign/rule coverage', () => {
  it('every binding rule id, gap default and ruling of the campaign layer names a test', () => {
    const dir = new URL('.', import.meta.url)
    const titles = readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts') && f !== 'ruleCoverage.test.ts')
      .flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/\bit\('((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]!))
    const named = (id: string) => new RegExp(`(^|[^\\w-])${id}(?!\\w)`)
    const untested = IDS.filter((id) => !titles.some((t) => named(id).test(t)))
    expect(untested).toEqual([])
  })
})
