import { describe, expect, it } from 'vitest'
import { skState } from '../state/SkState'
import { skGame, type SkScenarioOptions } from '../testing/skFixtures'

/** A game in side a's movement step. */
function moving(o: SkScenarioOptions) {
  const t = skGame(o)
  t.advanceUntil((s) => s.turn.phase === 'movement')
  return t
}

const options = (t: ReturnType<typeof moving>, unit: string) => {
  const o = t.game.movementOptions(unit)
  if ('ok' in o) throw new Error(o.message)
  return o
}
const costTo = (t: ReturnType<typeof moving>, unit: string, hex: string) => options(t, unit).destinations.find((d) => d.hex === hex)?.cost
const far = { id: 'b1', side: 'b', hex: '7,0' }

describe('skirmish/movement', () => {
  it('SK-MOVE-1 on normal terrain a unit moves up to M: M4 goes 2 hexes (4 paces), not 3; the rejection cites SK-MOVE-1', () => {
    const t = moving({ units: [{ id: 'a1', hex: '3,6', facing: 0 }, far] })
    expect(options(t, 'a1')).toMatchObject({ mp: 4, units: 'paces' })
    expect(costTo(t, 'a1', '3,5')).toBe(2)
    expect(costTo(t, 'a1', '3,4')).toBe(4)
    expect(costTo(t, 'a1', '3,3')).toBeUndefined()
    expect(t.act({ type: 'move', side: 'a', unit: 'a1', to: '3,3' })).toMatchObject({ ok: false, code: 'move/too-far', ruleId: 'SK-MOVE-1' })
  })

  it('SK-MOVE-1 what is left of M: after 2 paces a unit has 2 more this turn, then none', () => {
    const t = moving({ units: [{ id: 'a1', hex: '3,6', facing: 0 }, far] })
    t.play({ type: 'move', side: 'a', unit: 'a1', to: '3,5' })
    expect(skState(t.state).moved).toEqual([{ unit: 'a1', paces: 2 }])
    expect(options(t, 'a1').mp).toBe(2)
    expect(t.act({ type: 'move', side: 'a', unit: 'a1', to: '3,3' })).toMatchObject({ ok: false, code: 'move/too-far' })
    t.play({ type: 'move', side: 'a', unit: 'a1', to: '3,4' })
    expect(t.act({ type: 'move', side: 'a', unit: 'a1', to: '3,3' })).toMatchObject({ ok: false, code: 'move/no-paces', ruleId: 'SK-MOVE-1' })
  })

  it('SK-MOVE-2 woods halve movement (a wood hex costs 4 paces) and so does a step up a slope; the step down does not', () => {
    const woods = moving({ terrain: { '3,5': 'woods' }, units: [{ id: 'a1', hex: '3,6', facing: 0 }, far] })
    expect(costTo(woods, 'a1', '3,5')).toBe(4)
    expect(costTo(woods, 'a1', '3,4')).toBeUndefined()
    const up = moving({ terrain: { '3,5': 'hill', '3,4': 'hill' }, units: [{ id: 'a1', hex: '3,6', facing: 0 }, far] })
    expect(costTo(up, 'a1', '3,5')).toBe(4) // onto the hill: rising
    expect(costTo(up, 'a1', '3,4')).toBeUndefined() // then on the level: 4 + 2
    const down = moving({ terrain: { '3,6': 'hill' }, units: [{ id: 'a1', hex: '3,6', facing: 0 }, far] })
    expect(costTo(down, 'a1', '3,5')).toBe(2)
    expect(costTo(down, 'a1', '3,4')).toBe(4)
    const woodedRise = moving({ config: { terrain: { 'wooded-hill': { cost: 2, level: 1, cover: 'light', woods: true } } }, terrain: { '3,5': 'wooded-hill' }, units: [{ id: 'a1', hex: '3,6', facing: 0 }, far] })
    expect(costTo(woodedRise, 'a1', '3,5')).toBe(4) // woods on a rise: halved once, not twice
  })

  it('SK-MOVE-3 crossing a mid-height obstacle (a hedge) costs 2 paces, to foot and horse alike', () => {
    const at = (type: string) => moving({ hexsides: [{ hex: '3,6', dir: 0, feature: 'hedge' }], units: [{ id: 'a1', type, hex: '3,6', facing: 0 }, far] })
    expect(costTo(at('foot'), 'a1', '3,5')).toBe(4)
    expect(costTo(at('foot'), 'a1', '3,4')).toBeUndefined()
    expect(costTo(at('horse'), 'a1', '3,5')).toBe(4)
    expect(costTo(at('horse'), 'a1', '3,3')).toBe(8)
  })

  it('SK-MOVE-4 crossing a high obstacle (a wall) costs foot 2 paces and horse 3: M8 cavalry has 5 left', () => {
    const at = (type: string) => moving({ hexsides: [{ hex: '3,6', dir: 0, feature: 'wall' }], units: [{ id: 'a1', type, hex: '3,6', facing: 0 }, far] })
    expect(costTo(at('foot'), 'a1', '3,5')).toBe(4)
    expect(costTo(at('horse'), 'a1', '3,5')).toBe(5) // 2 + 3: 3 paces left of 8...
    expect(costTo(at('horse'), 'a1', '3,4')).toBe(7) // ...after the wall, 5 paces were left: one more hex
    expect(costTo(at('horse'), 'a1', '3,3')).toBeUndefined()
    expect(costTo(at('knights'), 'a1', '3,5')).toBe(5)
  })

  it('SK-MOVE-5 an about-face costs half the movement: M4 2 paces, M5 2.5 (fractional paces)', () => {
    const m4 = moving({ units: [{ id: 'a1', hex: '3,5', facing: 0 }, far] })
    expect(options(m4, 'a1').facingsAt!('3,5')).toContainEqual({ facing: 3, cost: 2 })
    const m5 = moving({ units: [{ id: 'a1', type: 'spear', hex: '3,5', facing: 0 }, far] })
    expect(options(m5, 'a1').facingsAt!('3,5')).toContainEqual({ facing: 3, cost: 2.5 })
    m5.play({ type: 'move', side: 'a', unit: 'a1', to: '3,5', facing: 3 })
    expect(skState(m5.state).moved).toEqual([{ unit: 'a1', paces: 2.5 }])
    expect(options(m5, 'a1').destinations.map((d) => [d.hex, d.cost])).toContainEqual(['3,6', 2])
    expect(costTo(m5, 'a1', '3,7')).toBeUndefined() // 2.5 left: one hex, not two
  })

  it('SK-MOVE-6 a wheel costs half the arc: 1 pace per 60°, 2 for 120°; cavalry turns about in three wheels (3 < M/2 = 4)', () => {
    const t = moving({ units: [{ id: 'a1', hex: '3,5', facing: 0 }, far] })
    expect(options(t, 'a1').facingsAt!('3,5')).toEqual([
      { facing: 1, cost: 1 }, { facing: 2, cost: 2 }, { facing: 3, cost: 2 }, { facing: 4, cost: 2 }, { facing: 5, cost: 1 },
    ])
    const horse = moving({ units: [{ id: 'a1', type: 'horse', hex: '3,5', facing: 0 }, far] })
    expect(options(horse, 'a1').facingsAt!('3,5')).toContainEqual({ facing: 3, cost: 3 })
    // The turn cost is in the range the UI reads: a wheel then a step to the north-east hex.
    expect(costTo(t, 'a1', '4,5')).toBe(3)
  })

  it('SK-MOVE-6 a turn that costs more than what is left is refused with the rule id, the state untouched', () => {
    const t = moving({ units: [{ id: 'a1', hex: '3,6', facing: 0 }, far] })
    t.play({ type: 'move', side: 'a', unit: 'a1', to: '3,4' }) // all 4 paces of M4
    const fresh = moving({ units: [{ id: 'a1', hex: '3,6', facing: 0 }, far] })
    fresh.play({ type: 'move', side: 'a', unit: 'a1', to: '3,5' }) // 2 paces left
    const before = JSON.stringify(fresh.state)
    expect(fresh.act({ type: 'move', side: 'a', unit: 'a1', to: '3,4', facing: 1 })).toMatchObject({ ok: false, code: 'move/turn-too-dear', ruleId: 'SK-MOVE-6' })
    expect(JSON.stringify(fresh.state)).toBe(before)
    expect(fresh.act({ type: 'move', side: 'a', unit: 'a1', to: '3,5', facing: 3 }).ok).toBe(true) // an about-face of M/2 = 2: exactly what is left
    expect(t.act({ type: 'move', side: 'a', unit: 'a1', to: '3,4', facing: 1 })).toMatchObject({ ok: false, code: 'move/no-paces' })
  })

  it('GAP-SK-01 impassable terrain (water) is never entered; friends block by default and may be passed with passFriends', () => {
    const water = moving({ terrain: { '3,5': 'water' }, units: [{ id: 'a1', hex: '3,6', facing: 0 }, far] })
    expect(costTo(water, 'a1', '3,5')).toBeUndefined()
    expect(water.act({ type: 'move', side: 'a', unit: 'a1', to: '3,5' })).toMatchObject({ ok: false, code: 'move/impassable', ruleId: 'SK-MOVE-2' })
    const blocked = moving({ units: [{ id: 'a1', hex: '3,6', facing: 0 }, { id: 'a2', hex: '3,5', facing: 0 }, far] })
    expect(costTo(blocked, 'a1', '3,4')).toBeUndefined()
    const through = moving({ config: { passFriends: true }, units: [{ id: 'a1', hex: '3,6', facing: 0 }, { id: 'a2', hex: '3,5', facing: 0 }, far] })
    expect(costTo(through, 'a1', '3,4')).toBe(4)
  })
})
