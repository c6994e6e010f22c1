import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { endPhase, hmGame } from '../testing/hmFixtures'
import { allocate, attack, retreat, toCombat } from './combatTestKit'

installMatchers()

const reduced = (t: ReturnType<typeof hmGame>, id: string) => t.unit(id).stats['hexes-med']?.reduced
const counters = (t: ReturnType<typeof hmGame>, side: string) => t.state.counters.find((c) => c.side === side)!

describe('hexes-med/combat/outcome', () => {
  it('HM-COMBAT-12 DL reduces a full defender and counts one step and the F it lost', () => {
    // 6 vs 3 is 2:1; a 6 is DL.
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'a2', hex: '2,3' }, { id: 'b1', side: 'b', hex: '3,2' }] }, { dice: [6] })
    toCombat(t)
    t.play(attack(['a1', 'a2'], 'b1'))
    expect(t.unit('b1')).toMatchObject({ status: 'active', hex: '3,2', stats: { 'hexes-med': { reduced: true } } })
    expect(counters(t, 'b')).toMatchObject({ stepsLost: 1, unitsEliminated: 0, strengthEliminated: 1 })
    expect(t.state.pending).toEqual([])
  })

  it('HM-COMBAT-12 DL eliminates a reduced defender, and its leader with it (HM-LDR-11)', () => {
    // 6 vs 2 is 3:1; a 5 is DL.
    const t = hmGame({
      units: [{ id: 'a1', hex: '2,2' }, { id: 'a2', hex: '2,3' }, { id: 'b1', side: 'b', hex: '3,2', reduced: true }],
      leaders: [{ id: 'earl', side: 'b', name: 'Earl', unit: 'b1' }],
    }, { dice: [6] })
    toCombat(t)
    t.play(attack(['a1', 'a2'], 'b1'))
    expect(t.unit('b1')).toMatchObject({ status: 'eliminated', hex: null })
    expect(t.leader('earl')).toMatchObject({ status: 'eliminated', unit: null })
    expect(counters(t, 'b')).toMatchObject({ stepsLost: 1, unitsEliminated: 1, strengthEliminated: 2, leadersEliminated: 1 })
  })

  it('HM-COMBAT-12 DE eliminates a full defender: two steps and its whole F', () => {
    // 2 + 2 vs militia (1) is 4:1; a 6 is DE.
    const t = hmGame({
      units: [
        { id: 'a1', hex: '2,2', type: 'light-infantry' },
        { id: 'a2', hex: '2,3', type: 'light-infantry' },
        { id: 'b1', side: 'b', hex: '3,2', type: 'militia' },
      ],
    }, { dice: [6] })
    toCombat(t)
    t.play(attack(['a1', 'a2'], 'b1'))
    expect(t.unit('b1').status).toBe('eliminated')
    expect(counters(t, 'b')).toMatchObject({ stepsLost: 2, unitsEliminated: 1, strengthEliminated: 1 })
    expect(t.state.pending.map((d) => d.kind)).toEqual(['hm/advance'])
  })

  it('HM-COMBAT-12 DRL costs a step, then a retreat if the defender survives', () => {
    // 4 + 3 vs 2 is 3:1; a 6 is DRL.
    const t = hmGame({
      units: [{ id: 'a1', hex: '2,2', type: 'elite-infantry' }, { id: 'a2', hex: '2,3' }, { id: 'b1', side: 'b', hex: '3,2', type: 'light-infantry' }],
    }, { dice: [6] })
    toCombat(t)
    t.play(attack(['a1', 'a2'], 'b1'))
    expect(reduced(t, 'b1')).toBe(true)
    expect(t.state.pending[0]).toMatchObject({ kind: 'hm/retreat', side: 'b', data: { unit: 'b1', cause: 'DRL', options: ['4,2', '4,3'] } })
    expect(t.state.pending.map((d) => d.kind)).toEqual(['hm/retreat', 'hm/advance'])
  })

  it('HM-COMBAT-12 DRL eliminates a reduced defender: no retreat, the hex is vacated', () => {
    // 4 + 2 vs 2 is 3:1; a 6 is DRL.
    const u = hmGame({
      units: [{ id: 'a1', hex: '2,2', type: 'elite-infantry' }, { id: 'a2', hex: '2,3', type: 'light-infantry' }, { id: 'b1', side: 'b', hex: '3,2', type: 'elite-infantry', reduced: true }],
    }, { dice: [6] })
    toCombat(u)
    u.play(attack(['a1', 'a2'], 'b1'))
    expect(u.unit('b1').status).toBe('eliminated')
    expect(u.state.pending.map((d) => d.kind)).toEqual(['hm/advance'])
  })

  it('HM-COMBAT-13 DR: the owner picks the hex among the legal ones and the unit ends one hex away, outside enemy ZOC', () => {
    // a1 at 2,2 controls 2,1 2,3 3,1 3,2 1,1 1,2. b1 at 3,2 may go to 3,3, 4,2 or 4,3.
    const u = hmGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2' }] }, { dice: [5] })
    toCombat(u)
    u.play(attack(['a1'], 'b1')) // 1:1, a 5 is DR
    const d = u.state.pending[0]!
    expect(d).toMatchObject({ kind: 'hm/retreat', side: 'b', ruleId: 'HM-COMBAT-13', data: { unit: 'b1', cause: 'DR' } })
    expect([...(d.data['options'] as string[])].sort()).toEqual(['3,3', '4,2', '4,3'])
    expect(u.legal().map((a: any) => a.to).sort()).toEqual(['3,3', '4,2', '4,3'])
    expect(u.act(endPhase('a'))).toBeRejectedWith('decision/pending')
    expect(u.act(retreat('a', 'b1', '4,2'))).toBeRejectedWith('turn/not-your-decision')
    expect(u.act(retreat('b', 'b1', '5,2'))).toBeRejectedWith('retreat/not-adjacent', 'HM-COMBAT-13')
    expect(u.act(retreat('b', 'a1', '2,1'))).toBeRejectedWith('retreat/not-retreating', 'HM-COMBAT-13')
    expect(u.act(retreat('b', 'b1', '4,2'))).toBeAccepted()
    expect(u.state).toHaveUnitAt('b1', '4,2')
    expect(u.state.pending.map((x) => x.kind)).toEqual(['hm/advance'])
  })

  it('HM-COMBAT-13 a retreat may not enter an occupied hex, even a friendly one', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2' }, { id: 'b2', side: 'b', hex: '4,2' }] }, { dice: [5] })
    toCombat(t)
    t.play(attack(['a1'], 'b1'))
    expect(t.act(retreat('b', 'b1', '4,2'))).toBeRejectedWith('retreat/occupied', 'HM-COMBAT-13')
    expect([...(t.state.pending[0]!.data['options'] as string[])].sort()).toEqual(['3,3', '4,3'])
  })

  it('HM-COMBAT-13 a single legal hex is applied at once: a forced move needs no answer', () => {
    // b1 at 0,3 (map edge); a1 at 1,3 controls 0,4 and 1,2: only 0,2 is left.
    const t = hmGame({ units: [{ id: 'a1', hex: '1,3' }, { id: 'b1', side: 'b', hex: '0,3' }] }, { dice: [5] })
    toCombat(t)
    t.play(attack(['a1'], 'b1'))
    expect(t.state).toHaveUnitAt('b1', '0,2')
    expect(t.game.events.some((e) => e.type === 'retreated' && e['unit'] === 'b1')).toBe(true)
    expect(t.state.pending.map((x) => x.kind)).toEqual(['hm/advance'])
  })

  it('HM-COMBAT-14 never retreats off the map: off-map hexes are neither offered nor accepted', () => {
    // b1 at 0,3 on the west edge; a1 at 0,2 controls 1,2: 0,4 and 1,3 are legal.
    const t = hmGame({ units: [{ id: 'a1', hex: '0,2' }, { id: 'b1', side: 'b', hex: '0,3' }] }, { dice: [5] })
    toCombat(t)
    t.play(attack(['a1'], 'b1'))
    expect([...(t.state.pending[0]!.data['options'] as string[])].sort()).toEqual(['0,4', '1,3'])
    expect(t.act(retreat('b', 'b1', '8,3'))).toBeRejectedWith('retreat/off-map', 'HM-COMBAT-14')
    // A hex that is not even written as one is refused with the field it is in.
    expect(t.act(retreat('b', 'b1', '-1,3'))).toBeRejectedWith('action/malformed')
  })

  it('HM-COMBAT-14 a defender pinned on the edge loses a step in place (GAP-HM-11) and nobody advances', () => {
    // a1 at 1,3 controls 0,4 and 1,2; a2 at 0,1 controls 0,2. The rest is off the map.
    const t = hmGame({ units: [{ id: 'a1', hex: '1,3' }, { id: 'a2', hex: '0,1' }, { id: 'b1', side: 'b', hex: '0,3' }] }, { dice: [5] })
    toCombat(t)
    t.play(attack(['a1'], 'b1'))
    expect(t.unit('b1')).toMatchObject({ hex: '0,3', stats: { 'hexes-med': { reduced: true } } })
    expect(t.game.events.some((e) => e.type === 'hm/retreatBlocked')).toBe(true)
    expect(t.state.pending).toEqual([])
  })

  it('HM-ZOC-6 forbids retreating into enemy ZOC: such hexes are not offered, and refused', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2' }] }, { dice: [5] })
    toCombat(t)
    t.play(attack(['a1'], 'b1'))
    expect(t.state.pending[0]!.data['options']).not.toContain('3,1')
    expect(t.state.pending[0]!.data['options']).not.toContain('2,3')
    expect(t.act(retreat('b', 'b1', '3,1'))).toBeRejectedWith('retreat/into-zoc', 'HM-ZOC-6')
    const options = t.game.rules.hooks.displacementOptions.call([], { state: t.state, rules: t.game.rules, unit: t.unit('b1'), kind: 'retreat' })
    expect([...options].sort()).toEqual(['3,3', '4,2', '4,3'])
  })

  it('HM-ZOC-6 with every hex in enemy ZOC the retreat fails: step loss, or elimination with blockedRetreat = eliminate', () => {
    // b1 at 3,2 surrounded by ZOC: a1 2,2, a2 4,3 and a3 3,4 control all its free neighbours.
    const units = [{ id: 'a1', hex: '2,2' }, { id: 'a2', hex: '5,3' }, { id: 'a3', hex: '3,4' }, { id: 'a4', hex: '4,1' }, { id: 'b1', side: 'b', hex: '3,2' }]
    const t = hmGame({ units }, { dice: [5] })
    toCombat(t)
    t.play(attack(['a1'], 'b1'))
    expect(t.unit('b1')).toMatchObject({ hex: '3,2', status: 'active', stats: { 'hexes-med': { reduced: true } } })
    const e = hmGame({ units, config: { blockedRetreat: 'eliminate' } }, { dice: [5] })
    toCombat(e)
    e.play(attack(['a1'], 'b1'))
    expect(e.unit('b1').status).toBe('eliminated')
    expect(counters(e, 'b')).toMatchObject({ stepsLost: 2, unitsEliminated: 1, strengthEliminated: 3 })
    expect(e.state.pending.map((x) => x.kind)).toEqual(['hm/advance'])
  })

  it('HM-COMBAT-12 AL with one attacker costs it a step at once', () => {
    // 2 vs 3 is 1:2; a 1 is AL.
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2', type: 'light-infantry' }, { id: 'b1', side: 'b', hex: '3,2' }] }, { dice: [1] })
    toCombat(t)
    t.play(attack(['a1'], 'b1'))
    expect(reduced(t, 'a1')).toBe(true)
    expect(t.state.pending).toEqual([])
  })

  it('HM-COMBAT-12 AL with several attackers: the attacker chooses who loses the step', () => {
    const t = hmGame({
      units: [{ id: 'a1', hex: '2,2', type: 'militia' }, { id: 'a2', hex: '2,3', type: 'militia' }, { id: 'a3', hex: '1,2' }, { id: 'b1', side: 'b', hex: '3,2' }],
    }, { dice: [1] })
    toCombat(t)
    t.play(attack(['a1', 'a2'], 'b1'))
    expect(t.state.pending[0]).toMatchObject({ kind: 'hm/allocate-loss', side: 'a', data: { units: ['a1', 'a2'], cause: 'AL' } })
    expect(t.legal()).toEqual([allocate('a1'), allocate('a2')])
    expect(t.act(allocate('a3'))).toBeRejectedWith('loss/not-an-attacker', 'HM-COMBAT-12')
    expect(t.act(allocate('a2'))).toBeAccepted()
    expect([reduced(t, 'a1'), reduced(t, 'a2')]).toEqual([false, true])
    expect(t.state.pending).toEqual([])
  })

  it('HM-COMBAT-12 EX: the defender loses a step, then one attacker of the attacker\'s choice', () => {
    // 3 + 1 vs 3 is 1:1; a 6 is EX.
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'a2', hex: '2,3', type: 'militia' }, { id: 'b1', side: 'b', hex: '3,2' }] }, { dice: [6] })
    toCombat(t)
    t.play(attack(['a1', 'a2'], 'b1'))
    expect(reduced(t, 'b1')).toBe(true)
    expect(t.state.pending.map((d) => d.kind)).toEqual(['hm/allocate-loss'])
    t.play(allocate('a2'))
    expect(reduced(t, 'a2')).toBe(true)
    expect(t.state.pending).toEqual([])
  })

  it('HM-COMBAT-12 EX that eliminates the defender: the loss is allocated first, then a surviving attacker may advance', () => {
    // 3 + 1 vs reduced 3 (2) is 2:1; a 5 is EX. a2 is reduced militia: taking the loss eliminates it.
    const t = hmGame({
      units: [{ id: 'a1', hex: '2,2' }, { id: 'a2', hex: '2,3', type: 'militia', reduced: true }, { id: 'b1', side: 'b', hex: '3,2', reduced: true }],
    }, { dice: [5] })
    toCombat(t)
    t.play(attack(['a1', 'a2'], 'b1'))
    expect(t.unit('b1').status).toBe('eliminated')
    expect(t.state.pending.map((d) => d.kind)).toEqual(['hm/allocate-loss', 'hm/advance'])
    t.play(allocate('a2'))
    expect(t.unit('a2').status).toBe('eliminated')
    expect(t.state.pending[0]).toMatchObject({ kind: 'hm/advance', data: { hex: '3,2', units: ['a1'] } })
  })

  it('HM-COMBAT-13 AR: every close-combat attacker retreats, in the order its owner picks (GAP-HM-14)', () => {
    // 3 + 3 vs elite 4 is 1:1; a 1 is AR. b1 controls 3,1 and 3,3: a1 may go to 2,1 1,1 1,2; a2 to 2,4 1,2 1,3.
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'a2', hex: '2,3' }, { id: 'b1', side: 'b', hex: '3,2', type: 'elite-infantry' }] }, { dice: [1] })
    toCombat(t)
    t.play(attack(['a1', 'a2'], 'b1'))
    expect(t.state.pending.map((d) => [d.kind, d.side, d.data['unit']])).toEqual([['hm/retreat', 'a', 'a1'], ['hm/retreat', 'a', 'a2']])
    expect(t.act(retreat('a', 'a2', '1,2'))).toBeAccepted()
    expect(t.act(retreat('a', 'a1', '1,2'))).toBeRejectedWith('retreat/occupied')
    expect(t.act(retreat('a', 'a1', '1,1'))).toBeAccepted()
    expect(t.state.pending).toEqual([])
    expect([t.unit('a1').hex, t.unit('a2').hex]).toEqual(['1,1', '1,2'])
  })
})
