import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { hmGame } from '../testing/hmFixtures'
import { advance, attack, retreat, toCombat } from './combatTestKit'

installMatchers()

/** a1 (with leader Duke) on 2,2 and a2 on 2,3 attack b1 at 3,2; 2 + 2 vs militia is 4:1, a 6 is DE. */
function afterDe(extra: { id: string; hex: string; side?: string; type?: string }[] = [], hexsides: { hex: string; dir: number; feature: string }[] = []) {
  const t = hmGame({
    units: [
      { id: 'a1', hex: '2,2', type: 'light-infantry' },
      { id: 'a2', hex: '2,3', type: 'light-infantry' },
      { id: 'b1', side: 'b', hex: '3,2', type: 'militia' },
      ...extra,
    ],
    leaders: [{ id: 'duke', side: 'a', name: 'Duke', unit: 'a1' }],
    hexsides,
  }, { dice: [6] })
  toCombat(t)
  t.play(attack(['a1', 'a2'], 'b1'))
  return t
}

describe('hexes-med/combat/advance', () => {
  it('HM-ADV-1 after a DE one attacker may advance into the vacated hex, its leader with it', () => {
    const t = afterDe()
    expect(t.state.pending[0]).toMatchObject({ kind: 'hm/advance', side: 'a', ruleId: 'HM-ADV-1', data: { hex: '3,2', units: ['a1', 'a2'] } })
    expect(t.legal()).toEqual([advance(null), advance('a1'), advance('a2')])
    expect(t.act(advance('a1'))).toBeAccepted()
    expect(t.state).toHaveUnitAt('a1', '3,2')
    expect(t.leader('duke').unit).toBe('a1')
    expect(t.act(advance('a2'))).toBeRejectedWith('decision/none')
    expect(t.state).toHaveUnitAt('a2', '2,3')
  })

  it('HM-ADV-1 declining the advance is legal and moves nobody', () => {
    const t = afterDe()
    expect(t.act(advance(null))).toBeAccepted()
    expect([t.unit('a1').hex, t.unit('a2').hex]).toEqual(['2,2', '2,3'])
    expect(t.state.pending).toEqual([])
  })

  it('HM-ADV-1 after a retreat the advance comes once the defender has left', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2' }] }, { dice: [5] })
    toCombat(t)
    t.play(attack(['a1'], 'b1')) // 1:1, a 5 is DR
    expect(t.state.pending.map((d) => d.kind)).toEqual(['hm/retreat', 'hm/advance'])
    expect(t.act(advance('a1'))).toBeRejectedWith('decision/pending')
    t.play(retreat('b', 'b1', '4,3'))
    expect(t.act(advance('a1'))).toBeAccepted()
    expect(t.state).toHaveUnitAt('a1', '3,2')
  })

  it('HM-ADV-1 follows a morale retreat of the defender (DM, GAP-HM-12)', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2' }] }, { dice: [4, 3] })
    toCombat(t)
    t.play(attack(['a1'], 'b1')) // 1:1, a 4 is DM; the defender rolls its F: retreat
    expect(t.state.pending.map((d) => d.kind)).toEqual(['hm/retreat', 'hm/advance'])
  })

  it('HM-ADV-2 only an attacker of that combat may advance, only into the vacated hex', () => {
    const t = afterDe([{ id: 'a3', hex: '4,2', type: 'light-infantry' }, { id: 'a4', hex: '5,5', type: 'light-infantry' }])
    expect(t.act(advance('a3'))).toBeRejectedWith('advance/not-an-attacker', 'HM-ADV-1')
    expect(t.act(advance('a4'))).toBeRejectedWith('advance/not-an-attacker', 'HM-ADV-1')
    expect(t.act({ type: 'hm/advance', side: 'a', unit: 'a1', to: '4,3' })).toBeRejectedWith('action/malformed')
  })

  it('HM-ADV-2 the advance ignores enemy ZOC and spends no MP (GAP-HM-12), and the unit does not fight again', () => {
    const t = afterDe([{ id: 'b2', side: 'b', hex: '4,2' }, { id: 'b3', side: 'b', hex: '4,3' }])
    expect(t.act(advance('a2'))).toBeAccepted()
    expect(t.state).toHaveUnitAt('a2', '3,2')
    expect(t.act(attack(['a2'], 'b2'))).toBeRejectedWith('combat/already-fought', 'HM-COMBAT-5')
  })

  it('HM-ADV-2 an attacker across an impassable hexside may not advance over it (GAP-HM-12)', () => {
    // A river runs between a2 (2,3) and the defender's hex (3,2): a2 fights across it but may not cross.
    const t = afterDe([], [{ hex: '2,3', dir: 1, feature: 'river' }])
    expect(t.unit('b1').status).toBe('eliminated')
    expect(t.legal()).toEqual([advance(null), advance('a1')])
    expect(t.act(advance('a2'))).toBeRejectedWith('advance/illegal', 'HM-ADV-2')
    expect(t.act(advance('a1'))).toBeAccepted()
  })

  it('HM-ADV-2 when no attacker may cross into the vacated hex, no advance is offered (GAP-HM-12)', () => {
    // Rivers between the defender's hex (3,2) and both attackers: nobody can advance, so the
    // decision never reaches the player.
    const { grid } = afterDe().game.rules
    const from = grid.indexOfRef('3,2')
    const dirTo = (ref: string) => [0, 1, 2, 3, 4, 5].find((d) => grid.neighbors[from * 6 + d] === grid.indexOfRef(ref))!
    const t = afterDe([], [{ hex: '3,2', dir: dirTo('2,2'), feature: 'river' }, { hex: '3,2', dir: dirTo('2,3'), feature: 'river' }])
    expect(t.unit('b1').status).toBe('eliminated')
    expect(t.state.pending).toEqual([])
    expect(t.act(advance('a1'))).toBeRejectedWith('decision/none')
  })

  it('HM-ADV-2 shooters never advance: a ranged elimination opens no advance', () => {
    const t = hmGame({ units: [{ id: 'arc', hex: '2,2', type: 'archer' }, { id: 'b1', side: 'b', hex: '2,3', type: 'militia', reduced: true }] }, { dice: [6] })
    toCombat(t)
    t.play(attack(['arc'], 'b1', 'ranged'))
    expect(t.unit('b1').status).toBe('eliminated')
    expect(t.state.pending).toEqual([])
  })

  it('HM-ADV-2 a defender that stays (blocked retreat) leaves no hex to advance into', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,3' }, { id: 'a2', hex: '0,1' }, { id: 'b1', side: 'b', hex: '0,3' }] }, { dice: [5] })
    toCombat(t)
    t.play(attack(['a1'], 'b1'))
    expect(t.state.pending).toEqual([])
  })
})
