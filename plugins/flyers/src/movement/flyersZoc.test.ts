import { enemyZocMask, hashState, type HexRef } from '@hexes/core'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { flyerMixGame } from '../testing/flyerMixFixtures'

installMatchers()

const move = (side: string, unit: string, to: string) => ({ type: 'move', side, unit, to })

/** Giant bats (5 MP) at 3,6 south of an enemy at 3,4, whose ZOC covers 3,5 and the hexes around it. */
const UNITS = [{ id: 'a1', hex: '3,6' }, { id: 'b1', side: 'b', type: 'heavy-infantry', hex: '3,4' }]

describe('flyers/ZOC (I-04)', () => {
  it('I-04 a flyer in flight ignores enemy ZOC: not stopped on entering it', () => {
    const t = flyerMixGame({ units: UNITS })
    expect(t.state.turn.phase).toBe('movement')
    expect(t.act(move('a', 'a1', '3,2'))).toBeAccepted() // over the ZOC and the enemy, 4 MP
    const plain = flyerMixGame({ units: UNITS, withoutFlyers: true })
    expect(plain.act(move('a', 'a1', '3,2'))).toBeRejectedWith('move/zoc-stop')
  })

  it('I-04 a flyer in flight is exempt from the ZOC-to-ZOC ban', () => {
    const units = [{ id: 'a1', hex: '3,5' }, UNITS[1]!]
    const t = flyerMixGame({ units })
    const zoc = enemyZocMask(t.game.rules, t.state, 'a', t.unit('a1'))
    const next = ['2,5', '4,5', '2,4', '4,4'].find((h) => zoc[t.game.rules.grid.indexOfRef(h)] === 1 && t.game.rules.grid.distance(t.game.rules.grid.indexOfRef(h), t.game.rules.grid.indexOfRef('3,5')) === 1)!
    // The direct step (the cheapest route of a ground unit would go round, out of the ZOC first).
    const step = { ...move('a', 'a1', next), path: [next] }
    expect(t.act(step)).toBeAccepted()
    expect(flyerMixGame({ units, withoutFlyers: true }).act(step)).toBeRejectedWith('move/zoc-to-zoc')
  })

  it('I-04 a flyer exerts ZOC: an enemy entering it is stopped', () => {
    const t = flyerMixGame({ units: [{ id: 'a1', hex: '3,4' }, { id: 'b1', side: 'b', type: 'light-cavalry', hex: '3,1' }] })
    t.advanceUntil((s) => s.turn.phase === 'movement' && s.turn.activeSide === 'b')
    const zoc = enemyZocMask(t.game.rules, t.state, 'b', t.unit('b1'))
    expect(zoc[t.game.rules.grid.indexOfRef('3,3')]).toBe(1)
    const { grid } = t.game.rules
    const beyond = grid.refOf(grid.neighbors[grid.indexOfRef('3,3') * 6 + 2]!)
    expect(t.act({ ...move('b', 'b1', beyond), path: ['3,2', '3,3', beyond] })).toBeRejectedWith('move/zoc-stop')
    expect(t.act({ ...move('b', 'b1', '3,3'), path: ['3,2', '3,3'] })).toBeAccepted()
  })

  it('I-04 a flyer may not retreat into enemy ZOC', () => {
    const t = flyerMixGame({ units: [{ id: 'a1', hex: '3,4' }, { id: 'b1', side: 'b', type: 'heavy-infantry', hex: '3,2' }, { id: 'b2', side: 'b', type: 'heavy-infantry', hex: '5,4' }] })
    const { rules, state } = t.game
    const zoc = enemyZocMask(rules, state, 'a', t.unit('a1'))
    const options: HexRef[] = rules.hooks.displacementOptions.call([], { state, rules, unit: t.unit('a1'), kind: 'retreat' })
    expect(options.length).toBeGreaterThan(0)
    expect(options.filter((h) => zoc[rules.grid.indexOfRef(h)] === 1)).toEqual([])
    // Its neighbours in ZOC exist: the rule, not the map, keeps them out.
    const at = rules.grid.indexOfRef('3,4')
    expect([0, 1, 2, 3, 4, 5].some((d) => { const n = rules.grid.neighbors[at * 6 + d]!; return n >= 0 && zoc[n] === 1 })).toBe(true)
  })

  it('I-04 a grounded flyer (SK-FLY-2: in a forest) loses its exemption and is stopped by ZOC', () => {
    // Its full 5 MP on the ground (groundMove), so that ZOC, not the allowance, is what stops it.
    const t = flyerMixGame({ terrain: { '3,6': 'forest' }, flyers: { groundMove: { bats: 5 } }, units: UNITS })
    const before = hashState(t.state)
    expect(t.act(move('a', 'a1', '3,2'))).toBeRejectedWith('move/zoc-stop')
    expect(hashState(t.state)).toBe(before)
  })

  it('I-04 with mix.flyersIgnoreZOC false a flyer in flight is stopped by ZOC', () => {
    expect(flyerMixGame({ units: UNITS, flyers: { mix: { flyersIgnoreZOC: false } } }).act(move('a', 'a1', '3,2'))).toBeRejectedWith('move/zoc-stop')
  })

  it('SK-FLY-3 in a HEXES Med game too, a flyer\u2019s charge is refused, the state untouched', () => {
    const t = flyerMixGame({ units: [{ id: 'a1', hex: '3,6' }, { id: 'b1', side: 'b', type: 'heavy-infantry', hex: '3,3' }] })
    const before = hashState(t.state)
    expect(t.act({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })).toBeRejectedWith('charge/flyer', 'SK-FLY-3')
    expect(hashState(t.state)).toBe(before)
  })
})
