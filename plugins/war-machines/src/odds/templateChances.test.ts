import { HexGrid, rational, seedRng, SeededDice, toFloat, type Rational } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { resolveShot, type ShotPlan } from '../shot/resolveShot'
import { shoot, toStep, wmGame } from '../testing/wmFixtures'
import { shotChances, templateChances, type TemplateChances } from './templateChances'

const grid = new HexGrid(30, 30)
const ax = (ref: string) => grid.axialOf(grid.indexOfRef(ref))
const plan = (p: Partial<ShotPlan>): ShotPlan => ({ kind: 'catapult', from: ax('15,27'), aimed: ax('15,15'), guess: 0, pacesPerHex: 2, rerolls: 0, hasty: false, ...p })
const chanceOf = (c: TemplateChances, hex: string): Rational | undefined => c.hexes.find((h) => h.hex === hex)?.probability

/** Resolves `runs` shots with seeded dice; how often each hex was covered, and how often the shot misfired. */
function sampled(p: ShotPlan, runs: number, seed: string): { hits: Map<string, number>; misfires: number } {
  const dice = new SeededDice(seedRng(seed))
  const hits = new Map<string, number>()
  let misfires = 0
  for (let i = 0; i < runs; i++) {
    const r = resolveShot(dice, grid, p)
    if (r.misfire) misfires++
    for (const c of r.covered) hits.set(grid.refOf(c.hex), (hits.get(grid.refOf(c.hex)) ?? 0) + 1)
  }
  return { hits, misfires }
}

/** Whether a frequency over `n` runs is within 4 standard errors of an exact chance (and 0 where the chance is 0). */
function agrees(count: number, n: number, p: number): boolean {
  if (p === 0) return count === 0
  return Math.abs(count / n - p) <= 4 * Math.sqrt((p * (1 - p)) / n)
}

describe('war-machines/the exact chance of each hex of a template', () => {
  it('GAP-SK-35 a loaded catapult, P = 2: the aimed hex 5/18 (HIT, no misfire), a hex 1 north 1/54, a misfire 1/6', () => {
    const c = templateChances(grid, plan({}))
    expect(chanceOf(c, '15,15')).toEqual(rational(5, 18))
    expect(chanceOf(c, '15,14')).toEqual(rational(1, 54))
    expect(c.misfire).toEqual(rational(1, 6))
    // 1 + 6 directions × 5 distances: 31 hexes.
    expect(c.hexes).toHaveLength(31)
  })

  it('SK-WM-3 two banked re-rolls: a misfire only on three MISFIREs, 1/216', () => {
    expect(templateChances(grid, plan({ rerolls: 2 })).misfire).toEqual(rational(1, 216))
  })

  it('SK-WM-4 a hasty shot misfires on either die: 11/36', () => {
    expect(templateChances(grid, plan({ hasty: true })).misfire).toEqual(rational(11, 36))
  })

  it('GAP-SK-35 the chance of every hex equals 100,000 resolved shots within 4 standard errors: catapult, hasty bombard with a re-roll, cannon, P = 3', () => {
    const plans = [
      plan({}),
      plan({ kind: 'bombard', hasty: true, rerolls: 1 }),
      plan({ kind: 'cannon', guess: 12 }),
      plan({ kind: 'tripleCannon', from: ax('3,25'), aimed: ax('12,18'), guess: 14, pacesPerHex: 3 }),
    ]
    const runs = 100_000
    plans.forEach((p, k) => {
      const exact = templateChances(grid, p)
      const { hits, misfires } = sampled(p, runs, `template-${k}`)
      const bad: string[] = []
      for (const h of exact.hexes) if (!agrees(hits.get(h.hex) ?? 0, runs, toFloat(h.probability))) bad.push(`${h.hex}: ${hits.get(h.hex) ?? 0} of ${runs} against ${toFloat(h.probability)}`)
      for (const [hex, n] of hits) if (!chanceOf(exact, hex)) bad.push(`${hex}: covered ${n} times, exact chance 0`)
      if (!agrees(misfires, runs, toFloat(exact.misfire))) bad.push(`misfire: ${misfires} against ${toFloat(exact.misfire)}`)
      expect(bad, `${p.kind}`).toEqual([])
    })
  }, 60_000)

  it('GAP-SK-35 the chances of a shot in play are those of its checked plan; a shot the rules refuse has none', () => {
    const t = toStep(wmGame({ units: [{ id: 'cat', type: 'catapult', hex: '5,10' }, { id: 'b1', side: 'b', hex: '5,4' }] }), 'shooting')
    const { rules } = t.game
    const c = shotChances(rules, t.state, { ...shoot('cat', 'b1'), type: 'wm/shoot' })
    expect(c !== null && 'hexes' in c && c.hexes.find((h) => h.hex === '5,4')?.probability).toEqual(rational(5, 18))
    expect(shotChances(rules, t.state, { ...shoot('cat', 'ghost'), type: 'wm/shoot' })).toMatchObject({ ok: false, code: 'war-machine/no-target' })
  })
})
