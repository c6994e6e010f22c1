import { describe, expect, it } from 'vitest'
import { skState } from '../state/SkState'
import { skGame } from '../testing/skFixtures'

const bridge = { id: 'bridge', hex: '3,3', name: 'The bridge', class: 'bridge', wooden: true, fireResistance: 4 }
const tower = { id: 'tower', hex: '5,3', class: 'fortification' }
const game = (dice: number[]) => {
  const t = skGame({ config: { structures: [bridge, tower] }, terrain: { '3,3': 'bridge' }, units: [{ id: 'a1', type: 'archers', hex: '3,7' }, { id: 'a2', type: 'archers', hex: '4,7' }, { id: 'b1', side: 'b', hex: '6,0' }] }, dice)
  t.advanceUntil((s) => s.turn.phase === 'shooting')
  return t
}
const burn = (unit: string, structure = 'bridge') => ({ type: 'sk/burn', side: 'a', unit, structure })
// The artillery die first (face 1: a 2, no misfire), then 8 combat dice: faces 4–6 are skulls.
const volley = (skulls: number) => [1, ...Array.from({ length: 8 }, (_, i) => (i < skulls ? 4 : 1))]

describe('skirmish/structures', () => {
  it('SK-MISSILE-17 flaming arrows on a wooden bridge: 3 skulls leave it standing, 4 summed within the same turn destroy it (it becomes water)', () => {
    const t = game([...volley(3), ...volley(1)])
    t.play(burn('a1'))
    expect(skState(t.state).structures[0]).toEqual({ id: 'bridge', hits: 0, skulls: 3, destroyed: false })
    expect(t.state.map.terrain[3 * 8 + 3]).toBe('bridge')
    t.play(burn('a2'))
    expect(skState(t.state).structures[0]).toMatchObject({ skulls: 4, destroyed: true })
    expect(t.state.map.terrain[3 * 8 + 3]).toBe('water')
    expect(t.game.events.find((e) => e.type === 'sk/structure-destroyed')).toMatchObject({ structure: 'bridge', ruleId: 'SK-MISSILE-17' })
    expect(t.act(burn('a1'))).toMatchObject({ ok: false, code: 'shoot/already-shot' })
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MISSILE-17 no carry-over: 3 skulls this turn and 3 the next leave the bridge standing', () => {
    const t = game([...volley(3), ...volley(3)])
    t.play(burn('a1'))
    t.advanceUntil((s) => s.turn.turn === 2 && s.turn.phase === 'shooting')
    expect(skState(t.state).structures[0]!.skulls).toBe(0)
    t.play(burn('a1'))
    expect(skState(t.state).structures[0]).toMatchObject({ skulls: 3, destroyed: false })
  })

  it('SK-MISSILE-17 only wooden structures burn; GAP-SK-36 structures are config of the scenario', () => {
    const t = game([])
    expect(t.act(burn('a1', 'tower'))).toMatchObject({ ok: false, code: 'burn/not-wooden', ruleId: 'SK-MISSILE-17' })
    expect(t.legal().filter((a) => a.type === 'sk/burn')).toEqual([burn('a1'), burn('a2')])
  })
})
