import { HexGrid, ScriptedDice } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { resolveShot, type ShotPlan } from '../shot/resolveShot'
import { bombardDisc, cannonBall, holedTemplate, lineOfFire, onMap, scatterLanding } from './templates'

const grid = new HexGrid(30, 30)
const ax = (ref: string) => grid.axialOf(grid.indexOfRef(ref))
const refs = (hexes: readonly { q: number; r: number }[]) => onMap(grid, hexes).map((h) => grid.refOf(h))

describe('war-machines/templates on hexes (GAP-SK-35)', () => {
  it('SK-WM-6 scatter HIT: the template lands on the aimed hex; an arrow and a 6: 3 hexes (6 paces, P = 2) in the arrow\u2019s direction', () => {
    expect(refs([scatterLanding(ax('5,4'), { dir: null, value: 10 }, 2)])).toEqual(['5,4'])
    expect(refs([scatterLanding(ax('5,4'), { dir: 3, value: 6 }, 2)])).toEqual(['5,7'])
    expect(refs([scatterLanding(ax('5,4'), { dir: 0, value: 2 }, 2)])).toEqual(['5,3'])
    // P = 3: 8 paces is 2 hexes (⌊8 ÷ 3⌋).
    expect(refs([scatterLanding(ax('5,4'), { dir: 3, value: 8 }, 3)])).toEqual(['5,6'])
  })

  it('GAP-SK-35 the holed template is the landing hex; the bombard\u2019s disc the landing hex and its 6 neighbours', () => {
    expect(refs(holedTemplate(ax('5,4')))).toEqual(['5,4'])
    const disc = refs(bombardDisc(ax('5,4')))
    expect(disc).toHaveLength(7)
    expect(new Set(disc).size).toBe(7)
    expect(disc.every((h) => grid.distance(grid.indexOfRef(h), grid.indexOfRef('5,4')) <= 1)).toBe(true)
  })

  it('GAP-SK-35 hexes off the map are dropped: a disc in the corner covers the 3 hexes on the map', () => {
    expect(refs(bombardDisc(ax('0,0'))).sort()).toEqual(['0,0', '0,1', '1,0'])
    expect(refs(holedTemplate({ q: -3, r: 0 }))).toEqual([])
  })

  it('SK-WM-9 the line of fire runs from the cannon through the target and on past it', () => {
    expect(refs(lineOfFire(ax('5,25'), ax('5,19'), 8))).toEqual(['5,25', '5,24', '5,23', '5,22', '5,21', '5,20', '5,19', '5,18', '5,17'])
    const slant = lineOfFire(ax('2,20'), ax('6,18'), 12)
    expect(slant).toHaveLength(13)
    expect(refs(slant)).toContain('6,18')
  })

  it('SK-WM-9 guess 20 paces, HIT, artillery 6: the ball strikes 11 hexes out (a gap of 20) and travels 3 hexes (6 paces) on', () => {
    const ball = cannonBall(ax('5,25'), ax('5,19'), 20, { dir: null, value: 6 }, 2)
    expect(refs(ball.path)).toEqual(['5,14', '5,13', '5,12'])
    expect(refs([ball.full])).toEqual(['5,11'])
  })

  it('SK-WM-9 a scattered ball strikes beside the guessed point and travels on parallel to the line of fire', () => {
    // Arrow south-east (2), artillery 4: the strike moves 2 hexes south-east of 5,14, then 2 hexes on, northwards.
    const ball = cannonBall(ax('5,25'), ax('5,19'), 20, { dir: 2, value: 4 }, 2)
    const strike = scatterLanding(ax('5,14'), { dir: 2, value: 4 }, 2)
    expect(refs(ball.path)).toEqual(refs([strike, { q: strike.q, r: strike.r - 1 }]))
    expect(refs([ball.full])).toEqual(refs([{ q: strike.q, r: strike.r - 2 }]))
  })

  it('R-09 the dice of a shot in order: scatter die, direction die on an arrow, artillery die', () => {
    const plan: ShotPlan = { kind: 'catapult', from: ax('5,25'), aimed: ax('5,19'), guess: 0, pacesPerHex: 2, rerolls: 0, hasty: false }
    // Scatter 4 (an arrow), direction face 4 (direction 3: south), artillery face 2 (4 paces: 2 hexes).
    const dice = new ScriptedDice([4, 4, 2])
    const shot = resolveShot(dice, grid, plan)
    expect(dice.remaining).toBe(0)
    expect(shot).toMatchObject({ scatter: { dir: 3, value: 4 }, misfire: false, covered: [{ hex: grid.indexOfRef('5,21'), part: 'centre' }] })
    // HIT: no direction die.
    const hit = new ScriptedDice([2, 5])
    expect(resolveShot(hit, grid, plan)).toMatchObject({ scatter: { dir: null, value: 10 }, covered: [{ hex: grid.indexOfRef('5,19') }] })
    expect(hit.remaining).toBe(0)
  })
})
