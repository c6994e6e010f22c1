import { combatModifiers, prepareCombat, resolveCombat, ScriptedDice } from '@hexes/core'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { hmGame } from '../testing/hmFixtures'
import { attack, lastCombat, toCombat } from './combatTestKit'

installMatchers()

describe('hexes-med/combat/resolution', () => {
  it('HM-COMBAT-6 totals the attackers: F3 + F2 = 5; shooters use their ranged strength (GAP-HM-07)', () => {
    const t = hmGame({
      units: [
        { id: 'a1', hex: '2,2' },
        { id: 'a2', hex: '2,3', type: 'light-infantry' },
        { id: 'b1', side: 'b', hex: '3,2', type: 'elite-infantry' },
      ],
    }, { dice: [3] })
    toCombat(t)
    t.play(attack(['a1', 'a2'], 'b1'))
    expect(lastCombat(t)).toMatchObject({ attack: 5, defence: 4, column: '1:1', result: 'NE' })

    const s = hmGame({ units: [{ id: 'ha', hex: '2,2', type: 'heavy-archer' }, { id: 'b1', side: 'b', hex: '2,5', type: 'militia' }] }, { dice: [1] })
    toCombat(s)
    s.play(attack(['ha'], 'b1', 'ranged'))
    expect(lastCombat(s)).toMatchObject({ mode: 'ranged', attack: 3, defence: 1, column: '3:1', result: 'NE' })
  })

  it('HM-COMBAT-7 uses the defender current F: a reduced elite (4 → 2) defends with 2', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2', type: 'light-infantry' }, { id: 'b1', side: 'b', hex: '3,2', type: 'elite-infantry', reduced: true }] }, { dice: [3] })
    toCombat(t)
    t.play(attack(['a1'], 'b1'))
    expect(lastCombat(t)).toMatchObject({ attack: 2, defence: 2, column: '1:1' })
  })

  it('HM-COMBAT-9 rolls exactly one d6, for the attacker', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'a2', hex: '2,3' }, { id: 'b1', side: 'b', hex: '3,2' }] })
    toCombat(t)
    const ctx = prepareCombat(t.game.rules, t.state, 'a', { attackers: ['a1', 'a2'], defender: 'b1', mode: 'close' })
    if ('ok' in ctx) throw new Error(ctx.message)
    const dice = new ScriptedDice([4])
    const outcome = resolveCombat(ctx, combatModifiers(ctx), dice)
    expect(dice.rolls).toEqual([{ die: 'd6', face: 4, value: 4, reason: 'HM-COMBAT-9 attack' }])
    expect(outcome.key).toBe('DR')
  })

  it('HM-COMBAT-11 reads the CRT: 2:1 with a 4 is DR', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'a2', hex: '2,3' }, { id: 'b1', side: 'b', hex: '3,2' }] }, { dice: [4] })
    toCombat(t)
    const r = t.act(attack(['a1', 'a2'], 'b1'))
    expect(r).toBeAccepted()
    expect(lastCombat(t)).toMatchObject({ attack: 6, defence: 3, column: '2:1', columnIndex: 2, die: 4, drm: 0, modified: 4, result: 'DR', morale: [] })
    const e = t.game.events.find((x) => x.type === 'combatResolved')!
    expect((e['outcome'] as { key: string }).key).toBe('DR')
  })

  it('HM-COMBAT-11 clamps the modified roll to the table: 1 − 2 reads the ≤0 row', () => {
    const t = hmGame({ terrain: { '3,2': 'fortified' }, units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2' }] }, { dice: [1] })
    toCombat(t)
    t.play(attack(['a1'], 'b1'))
    expect(lastCombat(t)).toMatchObject({ die: 1, drm: -2, modified: 0, result: 'AL' })
    expect(t.unit('a1').stats['hexes-med']).toEqual({ reduced: true })
  })

  it('HM-COMBAT-15 resolves a DM with a morale test of the defender, inside the combat (key "DM:<result>")', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2' }] }, { dice: [4, 1] })
    toCombat(t)
    const r = t.act(attack(['a1'], 'b1'))
    expect(r).toBeAccepted()
    const e = t.game.events.find((x) => x.type === 'combatResolved')!
    expect((e['outcome'] as { key: string }).key).toBe('DM:none')
    expect(lastCombat(t)['morale']).toMatchObject([{ unit: 'b1', trigger: 'DM', result: { key: 'none', data: { roll: 1, value: 3 } } }])
    expect(t.game.events.filter((x) => x.type === 'hm/morale').map((x) => x['unit'])).toEqual(['b1'])
  })

  it('HM-COMBAT-15 keys an AM by each attacker test in declaration order: "AM:none+reduce"', () => {
    const t = hmGame({
      units: [
        { id: 'a1', hex: '2,2', type: 'light-infantry' },
        { id: 'a2', hex: '2,3', type: 'light-infantry' },
        { id: 'b1', side: 'b', hex: '3,2', type: 'elite-infantry' },
      ],
    }, { dice: [2, 1, 5] })
    toCombat(t)
    t.play(attack(['a1', 'a2'], 'b1'))
    const e = t.game.events.find((x) => x.type === 'combatResolved')!
    expect((e['outcome'] as { key: string }).key).toBe('AM:none+reduce')
    expect(t.unit('a1').stats['hexes-med']).toEqual({ reduced: false })
    expect(t.unit('a2').stats['hexes-med']).toEqual({ reduced: true })
  })

  it.each([
    [1, 'AL'],
    [2, 'AR'],
    [3, 'AM'],
  ])('HM-COMBAT-4 shooters ignore attacker results: die %i at 1:2 is %s, no loss, no test, no decision (GAP-HM-07)', (die, code) => {
    const t = hmGame({ units: [{ id: 'arc', hex: '2,2', type: 'archer' }, { id: 'b1', side: 'b', hex: '2,4' }] }, { dice: [die] })
    toCombat(t)
    t.play(attack(['arc'], 'b1', 'ranged'))
    const e = t.game.events.find((x) => x.type === 'combatResolved')!
    expect((e['outcome'] as { key: string; label: string }).key).toBe(code)
    expect((e['outcome'] as { label: string }).label).toContain('ignored by shooters')
    expect(t.unit('arc')).toMatchObject({ hex: '2,2', stats: { 'hexes-med': { reduced: false } } })
    expect(t.state.pending).toEqual([])
  })

  it('HM-COMBAT-4 a shooter EX costs only the defender its step, and never lets the shooter advance (GAP-HM-07)', () => {
    // 2 vs 2 is 1:1; a 6 is EX.
    const t = hmGame({ units: [{ id: 'arc', hex: '2,2', type: 'archer' }, { id: 'b1', side: 'b', hex: '2,4', type: 'light-infantry', reduced: true }] }, { dice: [6] })
    toCombat(t)
    t.play(attack(['arc'], 'b1', 'ranged'))
    expect(lastCombat(t)).toMatchObject({ column: '2:1', result: 'DL' })
    expect(t.unit('b1').status).toBe('eliminated')
    expect(t.state.pending).toEqual([])
    const u = hmGame({ units: [{ id: 'arc', hex: '2,2', type: 'archer' }, { id: 'b1', side: 'b', hex: '2,4', type: 'light-infantry' }] }, { dice: [6] })
    toCombat(u)
    u.play(attack(['arc'], 'b1', 'ranged'))
    expect(lastCombat(u)).toMatchObject({ column: '1:1', result: 'EX' })
    expect(u.unit('b1').stats['hexes-med']).toEqual({ reduced: true })
    expect(u.unit('arc').stats['hexes-med']).toEqual({ reduced: false })
    expect(u.state.pending).toEqual([])
  })
})
