/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { HexGrid, rationalTerms, type Rational } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { templateChances } from './odds/templateChances'
import type { ShotPlan } from './shot/resolveShot'

/** The players' rules summary, English and French, on one line each. */
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8').replace(/\s+/g, ' ')
const PAGES = { en: read('../../../docs/rules/war-machines.md'), fr: read('../../../docs/rules/war-machines.fr.md') }

const grid = new HexGrid(30, 30)
const ax = (ref: string) => grid.axialOf(grid.indexOfRef(ref))
const plan = (p: Partial<ShotPlan>): ShotPlan => ({ kind: 'catapult', from: ax('15,27'), aimed: ax('15,15'), guess: 0, pacesPerHex: 2, rerolls: 0, hasty: false, ...p })
const fraction = (r: Rational) => {
  const { num, den } = rationalTerms(r)
  return `${num}/${den}`
}

describe('war-machines/the numbers of the rules summary', () => {
  it('GAP-SK-35 the chances the summary quotes are those templateChances computes, in both languages', () => {
    const loaded = templateChances(grid, plan({}))
    expect(fraction(loaded.hexes.find((h) => h.hex === '15,15')!.probability)).toBe('5/18')
    expect(fraction(loaded.hexes.find((h) => h.hex === '15,14')!.probability)).toBe('1/54')
    expect(fraction(templateChances(grid, plan({ rerolls: 2 })).misfire)).toBe('1/216')
    expect(fraction(templateChances(grid, plan({ hasty: true })).misfire)).toBe('11/36')
    for (const page of Object.values(PAGES)) {
      expect(page).toContain('5/18')
      expect(page).toContain('1/54')
      expect(page).toMatch(/1\/216|1 sur 216/)
      expect(page).toMatch(/11\/36|11 sur 36/)
    }
  })
})
