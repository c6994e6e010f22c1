import { hashState } from '@hexes/core'
import { skState } from '@hexes/plugin-skirmish'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { flyerGame, move, toMovement } from '../testing/flyerFixtures'

installMatchers()

/** Woods, a wall and water across the bat's way north from 5,10 to 5,5 (five hexes: 10 paces). */
const OBSTACLES = { terrain: { '5,8': 'woods', '5,7': 'woods', '5,6': 'water' }, hexsides: [{ hex: '5,9', dir: 0, feature: 'wall' }] }
const FAR = { id: 'b9', side: 'b', type: 'foot', hex: '0,0' }

describe('flyers/movement', () => {
  it('SK-FLY-1 a flyer M10 crosses a wall, woods and water at no cost: its 10 paces take it five hexes', () => {
    const t = toMovement(flyerGame({ ...OBSTACLES, units: [{ id: 'a1', hex: '5,10' }, FAR] }))
    expect(t.act(move('a1', '5,5'))).toBeAccepted()
    expect(t.state).toHaveUnitAt('a1', '5,5')
    expect(skState(t.state).moved).toEqual([{ unit: 'a1', paces: 10 }])
  })

  it('SK-FLY-1 the same move is out of reach on foot, and of a flyer without the flyers rules', () => {
    const runner = toMovement(flyerGame({ ...OBSTACLES, units: [{ id: 'a1', type: 'runner', hex: '5,10' }, FAR] }))
    expect(runner.act(move('a1', '5,5'))).toBeRejectedWith('move/too-far')
    const plain = toMovement(flyerGame({ ...OBSTACLES, withoutFlyers: true, units: [{ id: 'a1', hex: '5,10' }, FAR] }))
    expect(plain.act(move('a1', '5,5'))).toBeRejectedWith('move/too-far')
  })

  it('GAP-SK-26 a flyer may cross water but not end on it, and flies over units but never ends on one', () => {
    const t = toMovement(flyerGame({ ...OBSTACLES, units: [{ id: 'a1', hex: '5,10' }, { id: 'a2', type: 'foot', hex: '5,4' }, { id: 'b1', side: 'b', type: 'foot', hex: '5,9' }, FAR] }))
    expect(t.act(move('a1', '5,6'))).toBeRejectedWith('move/impassable')
    expect(t.act(move('a1', '5,9'))).toBeRejectedWith('move/enemy-occupied')
    expect(t.act(move('a1', '5,4'))).toBeRejectedWith('move/occupied')
    expect(t.act(move('a1', '5,5'))).toBeAccepted() // over b1 (an enemy) and the water
    const walls = toMovement(flyerGame({ units: [{ id: 'a1', type: 'runner', hex: '5,10' }, { id: 'b1', side: 'b', type: 'foot', hex: '5,9' }, FAR] }))
    expect(walls.act(move('a1', '5,7'))).toBeRejectedWith('move/too-far')
  })

  it('SK-FLY-2 a flyer that lands in a wood is grounded: its next move is a ground move at its ground allowance, woods halving it', () => {
    const t = toMovement(flyerGame({ terrain: { '5,8': 'woods', '5,7': 'woods' }, units: [{ id: 'a1', hex: '5,10' }, FAR] }))
    t.play(move('a1', '5,8'))
    expect(t.game.events.filter((e) => e.type === 'flyers/grounded')).toHaveLength(1)
    expect(t.game.rules.hooks.unitCard.call({ tags: [] } as never, { state: t.state, rules: t.game.rules, unit: t.unit('a1') }).tags).toEqual(expect.arrayContaining(['flyer', 'grounded']))
    // This turn: 10 − 4 flown, less the 5 it loses on the ground: 1 pace, too few for a wood (4).
    const before = hashState(t.state)
    expect(t.act(move('a1', '5,7'))).toBeRejectedWith('move/too-far')
    expect(hashState(t.state)).toBe(before)
    // Next turn: the ground allowance ⌈10/2⌉ = 5 paces: the wood ahead (4) but not the clear hex beyond it (4 + 2).
    t.advanceUntil((s) => s.turn.turn === 2 && s.turn.phase === 'movement' && s.turn.activeSide === 'a')
    expect(t.act(move('a1', '5,6'))).toBeRejectedWith('move/too-far')
    expect(t.act(move('a1', '5,7'))).toBeAccepted()
    // A wheel of 1 pace spends the rest of its 5: it moves no more this turn.
    expect(t.act(move('a1', '5,7', 1))).toBeAccepted()
    expect(t.act(move('a1', '6,6'))).toBeRejectedWith('fly/grounded-spent', 'SK-FLY-2')
  })

  it('SK-FLY-2 the ground allowance is data (groundMove), and without the rule a flyer flies out of the wood', () => {
    const t = toMovement(flyerGame({ terrain: { '5,8': 'woods' }, flyers: { groundMove: { bat: 4 } }, units: [{ id: 'a1', hex: '5,8' }, FAR] }))
    expect(t.act(move('a1', '5,6'))).toBeAccepted() // 4 paces on foot: two clear hexes
    const fast = toMovement(flyerGame({ terrain: { '5,8': 'woods' }, units: [{ id: 'a1', hex: '5,8' }, FAR] }))
    expect(fast.act(move('a1', '5,5'))).toBeRejectedWith('move/too-far') // 6 paces: more than ⌈10/2⌉
    const open = toMovement(flyerGame({ terrain: { '5,8': 'woods' }, flyers: { groundTerrain: [] }, skirmish: { terrain: { woods: { cost: 2, woods: false } } }, units: [{ id: 'a1', hex: '5,8' }, FAR] }))
    expect(open.act(move('a1', '5,3'))).toBeAccepted()
  })

  it('GAP-SK-26 a flyer that starts its turn in a wood stays grounded for that turn after it walks out, and flies again the next', () => {
    const t = toMovement(flyerGame({ terrain: { '5,8': 'woods' }, units: [{ id: 'a1', hex: '5,8' }, FAR] }))
    t.play(move('a1', '5,7'))
    // Out of the wood, 3 paces left on the ground (5 − 2): flying, 8 would be left.
    expect(t.act(move('a1', '5,4'))).toBeRejectedWith('move/too-far')
    expect(t.act(move('a1', '5,6'))).toBeAccepted()
    t.advanceUntil((s) => s.turn.turn === 2 && s.turn.phase === 'movement' && s.turn.activeSide === 'a')
    expect(t.act(move('a1', '5,1'))).toBeAccepted() // 10 paces in flight
  })
})
