import { findUnit } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { pairOf } from './contacts'
import { skState } from '../state/SkState'
import { actOn, edited, skGame } from '../testing/skFixtures'

/** a1 (duo) locked with b1 in front of it; side a in its `phase` step. */
function locked(phase: string, extra: { id: string; side?: string; type?: string; hex: string; facing?: number }[] = []) {
  const t = skGame({ units: [{ id: 'a1', type: 'bowmen', hex: '3,4' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3' }, ...extra] })
  t.advanceUntil((s) => s.turn.phase === phase && s.turn.activeSide === 'a')
  const state = edited(t.state, (d) => Object.assign(skState(d).melees[0]!, { attacks: [2, 2], locked: true }))
  return { t, state }
}

describe('skirmish/locked melee', () => {
  it('SK-MELEE-5 units in melee can neither move nor shoot: both refused with the rule id, the state untouched', () => {
    const m = locked('movement')
    expect(actOn(m.t.game.rules, m.state, { type: 'move', side: 'a', unit: 'a1', to: '3,5', facing: 3 })).toMatchObject({ ok: false, code: 'move/locked', ruleId: 'SK-MELEE-5' })
    const s = locked('shooting', [{ id: 'b2', side: 'b', type: 'duo', hex: '1,2' }])
    expect(actOn(s.t.game.rules, s.state, { type: 'attack', side: 'a', attackers: ['a1'], defender: 'b2', mode: 'missile' })).toMatchObject({ ok: false, code: 'shoot/locked', ruleId: 'SK-MELEE-5' })
    // Not locked (merely in contact), the same unit may shoot and move away.
    expect(s.t.act({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b2', mode: 'missile' }).ok).toBe(true)
  })

  it('SK-CHARGE-13 a locked unit pushed back stays locked (R-04): it is pushed only where it keeps contact with its locked opponent, else it stays', () => {
    // b1 locked with a2 (north of it, 3,2); a1 charges b1 from the south. Pushed north it would leave a2: it stays.
    const t = skGame({
      config: { unitTypes: { wall: { name: 'Wall', figures: 3, move: 4, attacks: 2, attackBonus: 3, defence: 3, damage: 0, constitution: 9, hp: 2, command: 7, keywords: ['infantry'] }, duo: { name: 'Duo', figures: 2, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 2, hp: 2, command: 7, keywords: ['infantry'] } } },
      units: [{ id: 'a1', type: 'wall', hex: '3,7' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,4', facing: 3 }, { id: 'a2', type: 'duo', hex: '3,3', facing: 3 }],
    })
    const start = edited(t.state, (d) => Object.assign(skState(d).melees.find((p) => p.units.includes('a2'))!, { attacks: [2, 2], locked: true }))
    const r1 = actOn(t.game.rules, start, { type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })
    if ('code' in r1) throw new Error(r1.message)
    let state = r1.state
    for (const side of ['a', 'a', 'a']) {
      const r = actOn(t.game.rules, state, { type: 'end-phase', side })
      if ('code' in r) throw new Error(r.message)
      state = r.state
    }
    expect(state.turn.phase).toBe('melee')
    // a1 and a2 both fight b1. a1 charges with 7 dice (3 figures × 2 + 1) at +3 against b1's defence 3 − 2
    // (locked and charged, SK-MELEE-7): seven 4s, 7 skulls (2 paces); damage dice of 1: KOs. a2: 2 dice, 1 and 1.
    // b1 strikes back at its charger with 2 dice: 1 and 1.
    const r = actOn(t.game.rules, state, { type: 'attack', side: 'a', attackers: ['a1', 'a2'], defender: 'b1', mode: 'melee' }, [...Array(7).fill(4), ...Array(7).fill(1), 1, 1, 1, 1])
    if ('code' in r) throw new Error(r.message)
    expect(r.dice.remaining).toBe(0)
    const push = r.events.find((e) => e.type === 'sk/pushed-back')
    expect(push).toMatchObject({ unit: 'b1', paces: 2, hexes: 0, ruleId: 'SK-CHARGE-13' })
    expect(findUnit(r.state, 'b1')!.hex).toBe('3,4')
    expect(pairOf(r.state, 'a2', 'b1')).toMatchObject({ locked: true })
  })
})
