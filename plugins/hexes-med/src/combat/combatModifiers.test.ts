import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { hmGame, move } from '../testing/hmFixtures'
import { attack, lastCombat, oddsOf, toCombat } from './combatTestKit'

installMatchers()

const decl = (attackers: string[], defender: string, mode = 'close') => ({ attackers, defender, mode })
const pick = (mods: { ruleId: string; value: number; kind: string }[]) => mods.map((m) => `${m.ruleId} ${m.kind} ${m.value > 0 ? '+' : ''}${m.value}`)

describe('hexes-med/combat/modifiers', () => {
  it('HM-COMBAT-10 applies charge, terrain and leaders to the die: roll 3, charge +1, leader +1 → 5', () => {
    const t = hmGame({
      units: [{ id: 'c1', hex: '2,4', type: 'heavy-cavalry' }, { id: 'b1', side: 'b', hex: '3,2' }],
      leaders: [{ id: 'duke', side: 'a', name: 'Duke', unit: 'c1' }],
    }, { dice: [3] })
    t.play(move('c1', '2,3'))
    toCombat(t)
    expect(t.act(attack(['c1'], 'b1'))).toBeAccepted()
    expect(lastCombat(t)).toMatchObject({ die: 3, drm: 2, modified: 5, column: '1:1', result: 'DR' })
  })

  it('HM-COMBAT-10 subtracts the defender terrain: roll 3, forest −1, attacking leader +1 → 3', () => {
    const t = hmGame({
      terrain: { '3,2': 'forest' },
      units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2' }],
      leaders: [{ id: 'duke', side: 'a', name: 'Duke', unit: 'a1' }],
    }, { dice: [3] })
    toCombat(t)
    expect(pick(oddsOf(t.game.odds(decl(['a1'], 'b1'))).modifiers)).toEqual(['HM-COMBAT-10 drm -1', 'HM-LDR-1 drm +1'])
    t.play(attack(['a1'], 'b1'))
    expect(lastCombat(t)).toMatchObject({ die: 3, drm: 0, modified: 3, result: 'NE' })
  })

  it.each([
    ['forest', -1],
    ['town', -1],
    ['fortified', -2],
    ['ford', 1],
    ['rough', 0],
    ['clear', 0],
  ])('HM-COMBAT-10 defender in %s: die modifier %i (GAP-HM-03)', (terrain, value) => {
    const t = hmGame({ terrain: { '3,2': terrain }, units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2' }] })
    toCombat(t)
    const mods = oddsOf(t.game.odds(decl(['a1'], 'b1'))).modifiers
    expect(mods.filter((m) => m.ruleId === 'HM-COMBAT-10').reduce((s, m) => s + m.value, 0)).toBe(value)
  })

  it('HM-COMBAT-10 counts a hill only when the defender is higher than every attacker (GAP-HM-03)', () => {
    const units = [{ id: 'a1', hex: '2,2' }, { id: 'a2', hex: '2,3' }, { id: 'b1', side: 'b', hex: '3,2' }]
    const low = hmGame({ terrain: { '3,2': 'hill' }, units })
    toCombat(low)
    expect(pick(oddsOf(low.game.odds(decl(['a1', 'a2'], 'b1'))).modifiers)).toEqual(['HM-COMBAT-10 drm -1'])
    const level = hmGame({ terrain: { '3,2': 'hill', '2,3': 'hill' }, units })
    toCombat(level)
    expect(oddsOf(level.game.odds(decl(['a1', 'a2'], 'b1'))).modifiers).toEqual([])
    expect(pick(oddsOf(level.game.odds(decl(['a1'], 'b1'))).modifiers)).toEqual(['HM-COMBAT-10 drm -1'])
  })

  it('HM-LDR-1 adds the attacking leader bonus and subtracts the defending leader bonus (drm mode)', () => {
    const t = hmGame({
      units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2' }],
      leaders: [
        { id: 'duke', side: 'a', name: 'Duke', unit: 'a1' },
        { id: 'earl', side: 'b', name: 'Earl', unit: 'b1', bonus: 2 },
      ],
    })
    toCombat(t)
    const mods = oddsOf(t.game.odds(decl(['a1'], 'b1'))).modifiers
    expect(mods).toEqual([
      { source: 'hexes-med', ruleId: 'HM-LDR-1', label: 'Attacking leader (Duke)', text: expect.objectContaining({ key: 'modifier/attacking-leader' }), value: 1, kind: 'drm' },
      { source: 'hexes-med', ruleId: 'HM-LDR-1', label: 'Defending leader (Earl)', text: expect.objectContaining({ key: 'modifier/defending-leader' }), value: -2, kind: 'drm' },
    ])
  })

  it('HM-LDR-1 never adds up leaders on one side: the best single bonus counts', () => {
    const t = hmGame({
      units: [{ id: 'a1', hex: '2,2' }, { id: 'a2', hex: '2,3' }, { id: 'b1', side: 'b', hex: '3,2' }],
      leaders: [
        { id: 'duke', side: 'a', name: 'Duke', unit: 'a1', bonus: 1 },
        { id: 'king', side: 'a', name: 'King', unit: 'a2', bonus: 2 },
      ],
    })
    toCombat(t)
    expect(pick(oddsOf(t.game.odds(decl(['a1', 'a2'], 'b1'))).modifiers)).toEqual(['HM-LDR-1 drm +2'])
    expect(pick(oddsOf(t.game.odds(decl(['a1'], 'b1'))).modifiers)).toEqual(['HM-LDR-1 drm +1'])
  })

  it('HM-LDR-1 in strength mode adds the bonus to F: 2 + 1 against 1 is 3:1, not 2:1 (GAP-HM-04 variant)', () => {
    const t = hmGame({
      config: { leaderMode: 'strength' },
      units: [{ id: 'a1', hex: '2,2', type: 'light-infantry' }, { id: 'b1', side: 'b', hex: '3,2', type: 'militia' }],
      leaders: [{ id: 'duke', side: 'a', name: 'Duke', unit: 'a1' }],
    }, { dice: [1] })
    toCombat(t)
    expect(pick(oddsOf(t.game.odds(decl(['a1'], 'b1'))).modifiers)).toEqual(['HM-LDR-1 strength +1'])
    t.play(attack(['a1'], 'b1'))
    expect(lastCombat(t)).toMatchObject({ attack: 3, defence: 1, column: '3:1', drm: 0, result: 'NE' })
  })

  it('HM-LDR-1 in strength mode adds the defending leader bonus to the defender F', () => {
    const t = hmGame({
      config: { leaderMode: 'strength' },
      units: [{ id: 'a1', hex: '2,2', type: 'elite-infantry' }, { id: 'b1', side: 'b', hex: '3,2', type: 'light-infantry' }],
      leaders: [{ id: 'earl', side: 'b', name: 'Earl', unit: 'b1' }],
    }, { dice: [3] }) // 1:1, die 3: NE
    toCombat(t)
    t.play(attack(['a1'], 'b1'))
    expect(lastCombat(t)).toMatchObject({ attack: 4, defence: 3, column: '1:1', drm: 0, result: 'NE' })
  })
})
