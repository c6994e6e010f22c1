import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { coreMessages } from '../src/i18n/coreMessages'
import { coreSources } from './coreSources'

/**
 * Every text the core emits has its template in English and in French: the keys of its
 * rejections (`reject('code', ...)`, `rejectWith(..., msg('key', ...))`) and of its events and
 * nested messages (`msg('key', ...)`) in `packages/core/src`, tests and fixtures aside.
 */
describe('core/i18n: the core catalogue', () => {
  it('has an English and a French template for every message key the core uses, and the same keys in both', () => {
    const keys = new Set<string>()
    for (const file of coreSources({ fixtures: false })) {
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(/\breject\('([^']+)'/g)) keys.add(m[1]!)
      for (const m of text.matchAll(/\bmsg\('([^']+)'/g)) keys.add(m[1]!)
      // Keys built from a prefix (`facing/${f}`, `units/${u}`) are listed by hand below.
    }
    for (const k of ['facing/0', 'facing/1', 'facing/2', 'facing/3', 'facing/4', 'facing/5', 'units/MP', 'units/paces', 'victory/simultaneous', 'victory/conceded', 'phaseStarted']) keys.add(k)
    const en = coreMessages['en']!
    const fr = coreMessages['fr']!
    expect([...keys].filter((k) => !Object.hasOwn(en, k))).toEqual([])
    expect([...keys].filter((k) => !Object.hasOwn(fr, k))).toEqual([])
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort())
    expect(keys.size).toBeGreaterThan(40)
  })
})
