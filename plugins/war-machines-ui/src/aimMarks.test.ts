import { rational } from '@hexes/core'
import { templateChances } from '@hexes/plugin-war-machines'
import { describe, expect, it } from 'vitest'
import { aimChances, aimMarks, aimOdds, percentOf } from './aimMarks'
import { battery, HIT_ON_FOOT, keyWords, SHOT } from './battery.fixture'

describe('war machines UI: aiming', () => {
  it('GAP-SK-35: while the catapult aims, every hex its template may cover is ringed with its exact chance, the rules\' own', () => {
    const t = battery(HIT_ON_FOOT)
    const c = aimChances(t.game.rules, t.state, SHOT as never)!
    // 1 + 6 directions × 5 distances, less the one 10 paces north of row 4, off the map.
    expect(c.hexes).toHaveLength(30)
    const marks = aimMarks(c, keyWords)
    expect(marks).toHaveLength(30)
    expect(marks.find((m) => m.id === 'aim-5,4')).toEqual({ kind: 'hex', id: 'aim-5,4', hex: '5,4', tone: 'danger', label: '28%', title: 'aim.hex{"hex":"5,4","percent":"28%","num":5,"den":18}' })
    expect(marks.find((m) => m.id === 'aim-5,3')).toMatchObject({ tone: 'caution', label: '2%' })
    // The same numbers as the rules' enumeration of the shot's resolver.
    const grid = t.game.rules.grid
    const direct = templateChances(grid, { kind: 'catapult', from: grid.axialOf(grid.indexOfRef('5,10')), aimed: grid.axialOf(grid.indexOfRef('5,4')), guess: 0, pacesPerHex: 2, rerolls: 0, hasty: false })
    expect(c).toEqual(direct)
  })

  it('SK-WM-3, GAP-SK-05: the odds beside the confirm button: the misfire 1/6 and every hex, most likely first; nothing for an illegal shot or another action', () => {
    const t = battery(HIT_ON_FOOT)
    const [view] = aimOdds(aimChances(t.game.rules, t.state, SHOT as never)!, keyWords)
    expect(view!.lines).toEqual([{ id: 'misfire', label: 'aim.misfire', probability: rational(1, 6) }])
    expect(view!.tables![0]!.rows[0]).toEqual({ id: '5,4', label: 'aim.hexLine{"hex":"5,4"}', probability: rational(5, 18) })
    expect(aimChances(t.game.rules, t.state, { ...SHOT, target: 'cat' } as never)).toBeUndefined()
    expect(aimChances(t.game.rules, t.state, { type: 'wm/reload', side: 'a', unit: 'cat' } as never)).toBeUndefined()
    expect(aimChances(t.game.rules, t.state, null)).toBeUndefined()
  })

  it('GAP-SK-35: a chance as a short percentage', () => {
    expect(percentOf(rational(5, 18))).toBe('28%')
    expect(percentOf(rational(1, 216))).toBe('<1%')
    expect(percentOf(rational(0, 1))).toBe('0%')
  })
})
