import { checkInvariants, countersOf, distanceToNearest, findUnit } from '@hexes/core'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { isFleeing } from '../state/MoraleState'
import { eventsOf, fight, moraleGame, playOn, shoot, withFleeing, type MoraleTestUnit } from '../testing/moraleFixtures'

installMatchers()

/** Side a's unit `a1` breaks on its ordered test (9 ≥ 7) as the game starts, then flees with the flight die `d10`. */
const breaking = (units: MoraleTestUnit[], d10: number, extra: Record<string, unknown> = {}) =>
  moraleGame({ ...extra, units, morale: { orderedTests: [{ unit: 'a1', turn: 1 }] } }, [9, d10])

/** A 20 × 20 map: room to flee without reaching an edge. */
const BIG = { width: 20, height: 20 }

describe('skirmish-morale/flight', () => {
  it('SK-MORALE-1 a fleeing unit moves M + 1d10: M4 and a 7 flee 11 paces (5 hexes of 2 paces)', () => {
    const t = breaking([{ id: 'a1', hex: '10,6' }, { id: 'b1', side: 'b', type: 'duo', hex: '10,4' }], 7, BIG)
    expect(eventsOf(t, 'sk-morale/flight')).toEqual([expect.objectContaining({ unit: 'a1', roll: 7, paces: 11, from: '10,6', lost: false, ruleId: 'SK-MORALE-1' })])
    const flight = eventsOf(t, 'sk-morale/flight')[0]!
    expect(flight.path).toHaveLength(5)
    expect(t.unit('a1').hex).toBe(flight.to)
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MORALE-2 it flees as far as it can from the fighting, towards the battlefield edge: it ends farther from the nearest enemy and nearer an edge (GAP-SK-15)', () => {
    const t = breaking([{ id: 'a1', hex: '6,4' }, { id: 'b1', side: 'b', type: 'duo', hex: '6,2' }, { id: 'b2', side: 'b', type: 'duo', hex: '2,5' }], 5)
    const { grid } = t.game.rules
    const away = distanceToNearest(grid, ['6,2', '2,5'].map((h) => grid.indexOfRef(h)))
    const to = grid.indexOfRef(t.unit('a1').hex!)
    expect(away[to]).toBeGreaterThan(away[grid.indexOfRef('6,4')]!)
    const edge = (h: number) => Math.min(grid.colOf(h), grid.rowOf(h), 11 - grid.colOf(h), 11 - grid.rowOf(h))
    expect(edge(to)).toBeLessThan(edge(grid.indexOfRef('6,4')))
  })

  it('SK-MORALE-2 (GAP-SK-15) it passes through friends, whatever the terrain costs (the core’s flightPath stops it next to an enemy in its way)', () => {
    // Enemies north, west and east; a friend just south, woods beyond it.
    const units: MoraleTestUnit[] = [{ id: 'a1', hex: '10,3' }, { id: 'a2', type: 'duo', hex: '10,4' }, { id: 'b1', side: 'b', type: 'duo', hex: '10,1' }, { id: 'b2', side: 'b', type: 'duo', hex: '7,3' }, { id: 'b3', side: 'b', type: 'duo', hex: '13,3' }]
    const through = breaking(units, 4, { ...BIG, terrain: { '10,5': 'woods', '10,6': 'woods' } })
    const path = eventsOf(through, 'sk-morale/flight')[0]!.path as string[]
    expect(path.slice(0, 3)).toEqual(['10,4', '10,5', '10,6'])
    expect(path).toHaveLength(4) // 8 paces: the woods cost no more than clear ground
  })

  it('SK-MORALE-3 a fleeing unit that reaches the edge is lost for the game: removed, not killed, nothing counted for the enemy (R-06)', () => {
    const t = breaking([{ id: 'a1', hex: '6,9' }, { id: 'b1', side: 'b', type: 'duo', hex: '6,7' }], 10)
    const u = t.unit('a1')
    expect(eventsOf(t, 'sk-morale/flight')).toEqual([expect.objectContaining({ unit: 'a1', to: null, lost: true, ruleId: 'SK-MORALE-3' })])
    expect(u.status).toBe('eliminated')
    expect(u.hex).toBeNull()
    expect(u.stats.skMorale).toEqual({ fleeing: true, lost: true })
    expect(eventsOf(t, 'unitEliminated')).toEqual([])
    expect(countersOf(t.state, 'a')).toMatchObject({ unitsEliminated: 0, strengthEliminated: 0 })
    // It keeps the HP it fled with (they were not killed, SK-VP-1), and the state checks accept it.
    expect(u.stats.sk!.hp).toBeGreaterThan(0)
    expect(checkInvariants(t.game.rules, t.state)).toEqual([])
  })

  it('SK-MORALE-6 a fleeing unit cannot defend itself: every shot hits without a roll, even what would be natural 1s (GAP-SK-17, R-05)', () => {
    const t = moraleGame({ units: [{ id: 'a1', type: 'bowmen', hex: '5,9' }, { id: 'b1', side: 'b', hex: '5,5' }, { id: 'b2', side: 'b', hex: '6,5' }] })
    t.advanceUntil((s) => s.turn.phase === 'shooting')
    // Only the damage dice are rolled: 3 + 2 − 2 → 1 HP each.
    const r = playOn(t, withFleeing(t, 'b1'), shoot('a1', 'b1'), [3, 3])
    const strike = (r.events.find((e) => e.type === 'combatResolved')!.outcome as { data: { strikes: { needs: number | null; hits: number; hpLost: number }[] } }).data.strikes[0]
    expect(strike).toMatchObject({ needs: null, hits: 2, hpLost: 2 })
    expect(r.diceLeft).toBe(0)
    // The same volley at a unit that is not fleeing rolls to hit: two 1s miss.
    const steady = playOn(t, t.state, shoot('a1', 'b1'), [1, 1])
    expect((steady.events.find((e) => e.type === 'combatResolved')!.outcome as { data: { strikes: { hits: number }[] } }).data.strikes[0]!.hits).toBe(0)
  })

  it('SK-MORALE-6 … and in a melee a fleeing unit is hit automatically and never strikes back', () => {
    const t = moraleGame({ units: [{ id: 'a1', type: 'duo', hex: '5,7' }, { id: 'b1', side: 'b', type: 'duo', hex: '5,6' }] })
    t.advanceUntil((s) => s.turn.phase === 'melee')
    // a1's two dice hit without a roll; damage 1 → 1 HP each; b1 strikes nothing back.
    const r = playOn(t, withFleeing(t, 'b1'), fight('a1', 'b1'), [1, 1])
    const data = (r.events.find((e) => e.type === 'combatResolved')!.outcome as { data: { strikes: { unit: string }[]; losses: { unit: string; hpLost: number }[] } }).data
    expect(data.strikes.map((s) => s.unit)).toEqual(['a1'])
    expect(data.losses).toEqual([expect.objectContaining({ unit: 'b1', hpLost: 2 })])
    expect(r.diceLeft).toBe(0)
  })

  it('SK-MORALE-6 without the morale rules the skirmish combat is unchanged (a volley rolls to hit)', () => {
    const t = moraleGame({ withoutMorale: true, units: [{ id: 'a1', type: 'bowmen', hex: '5,9' }, { id: 'b1', side: 'b', hex: '5,5' }, { id: 'b2', side: 'b', hex: '6,5' }] })
    t.advanceUntil((s) => s.turn.phase === 'shooting')
    const r = playOn(t, withFleeing(t, 'b1'), shoot('a1', 'b1'), [1, 1])
    expect((r.events.find((e) => e.type === 'combatResolved')!.outcome as { data: { strikes: { needs: number | null }[] } }).data.strikes[0]!.needs).not.toBeNull()
  })

  it('SK-MORALE-1 a fleeing unit moves only by its flight: a move, a charge or an attack of its own is refused with the rule id', () => {
    const t = moraleGame({ units: [{ id: 'a1', hex: '5,9' }, { id: 'b1', side: 'b', hex: '5,4' }] })
    const state = withFleeing(t, 'a1')
    const rules = t.game.rules
    expect(rules.actions.get('sk/charge')!.validate({ state, rules, action: { type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' } })).toMatchObject({ code: 'morale/fleeing', ruleId: 'SK-MORALE-1' })
    expect(rules.hooks.canMove.call({ state, rules, unit: findUnit(state, 'a1')!, side: 'a' })).toMatchObject({ code: 'morale/fleeing', ruleId: 'SK-MORALE-1' })
  })
})

describe('skirmish-morale/rally', () => {
  /** a1 broke as the game started (9, flight die 1): at side a's next turn it tests to rally. */
  const nextTurn = (dice: number[]) => {
    const t = moraleGame({ units: [{ id: 'a1', hex: '6,6' }, { id: 'b1', side: 'b', type: 'duo', hex: '6,2' }], morale: { orderedTests: [{ unit: 'a1', turn: 1 }] } }, [9, 1, ...dice])
    t.advanceUntil((s) => s.turn.turn === 2)
    return t
  }

  it('SK-MORALE-7 in its own turn a fleeing unit retakes a panic test: passed, it rallies and may do nothing else that turn (GAP-SK-14)', () => {
    const t = nextTurn([3])
    expect(isFleeing(t.unit('a1'))).toBe(true)
    expect(eventsOf(t, 'sk-morale/test')).toHaveLength(1) // no rally in the turn it broke
    t.play({ type: 'sk-morale/rally', side: 'a', unit: 'a1' })
    expect(eventsOf(t, 'sk-morale/test').at(-1)).toMatchObject({ unit: 'a1', trigger: 'rally', ruleId: 'SK-MORALE-7', test: { kind: 'panic', total: 3, passed: true } })
    expect(isFleeing(t.unit('a1'))).toBe(false)
    expect(t.act({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })).toBeRejectedWith('morale/rallied', 'GAP-SK-14')
    t.advanceUntil((s) => s.turn.phase === 'movement')
    expect(t.act({ type: 'move', side: 'a', unit: 'a1', to: '6,7' })).toBeRejectedWith('morale/rallied', 'GAP-SK-14')
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MORALE-7 … failed, it keeps fleeing: another M + 1d10 flight; a unit that has not tested by the end of the charge step tests then', () => {
    const t = nextTurn([8, 2])
    const at = t.unit('a1').hex
    t.play({ type: 'end-phase', side: 'a' })
    expect(eventsOf(t, 'sk-morale/test').at(-1)).toMatchObject({ unit: 'a1', trigger: 'rally', test: { total: 8, passed: false } })
    expect(eventsOf(t, 'sk-morale/flight').at(-1)).toMatchObject({ unit: 'a1', roll: 2, paces: 6, from: at, cause: 'SK-MORALE-7' })
    expect(isFleeing(t.unit('a1'))).toBe(true)
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MORALE-7 a rally for a unit that is not fleeing, or a second one in a turn, is refused with the rule id and the state untouched', () => {
    const t = nextTurn([3])
    const before = t.state
    expect(t.act({ type: 'sk-morale/rally', side: 'a', unit: 'b1' })).toBeRejectedWith('rally/not-your-unit', 'SK-MORALE-7')
    const steady = moraleGame({ units: [{ id: 'a1', hex: '6,6' }, { id: 'b1', side: 'b', hex: '6,2' }] })
    const s0 = steady.state
    expect(steady.act({ type: 'sk-morale/rally', side: 'a', unit: 'a1' })).toMatchObject({ ok: false, code: 'rally/not-fleeing', ruleId: 'SK-MORALE-7' })
    expect(steady.state).toBe(s0)
    expect(t.state).toBe(before)
    t.play({ type: 'sk-morale/rally', side: 'a', unit: 'a1' })
    expect(t.act({ type: 'sk-morale/rally', side: 'a', unit: 'a1' })).toBeRejectedWith('rally/not-fleeing', 'SK-MORALE-7')
  })
})
