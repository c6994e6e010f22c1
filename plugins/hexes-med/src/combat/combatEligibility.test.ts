import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { endPhase, hmGame } from '../testing/hmFixtures'
import { attack, lastCombat, toCombat } from './combatTestKit'

installMatchers()

describe('hexes-med/combat/eligibility', () => {
  it('HM-COMBAT-1 lets a side end its combat phase without attacking', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2' }] })
    toCombat(t)
    expect(t.act(endPhase('a'))).toBeAccepted()
    expect(t.state.turn.phase).toBe('movement')
    expect(t.state.turn.activeSide).toBe('b')
    expect(t.game.events.some((e) => e.type === 'combatResolved')).toBe(false)
    expect(t.unit('a1').stats['hexes-med']).toEqual({ reduced: false })
  })

  it('HM-COMBAT-2 accepts three attackers against one defender and refuses two defenders', () => {
    // b1 at 3,2 (odd column): neighbours 3,1 3,3 2,2 2,3 4,2 4,3.
    const t = hmGame({
      units: [
        { id: 'a1', hex: '2,2', type: 'light-infantry' },
        { id: 'a2', hex: '2,3', type: 'light-infantry' },
        { id: 'a3', hex: '4,2', type: 'light-infantry' },
        { id: 'b1', side: 'b', hex: '3,2' },
        { id: 'b2', side: 'b', hex: '3,3' },
      ],
    }, { dice: [2] }) // 2:1, die 2: NE
    toCombat(t)
    expect(t.act({ type: 'attack', side: 'a', attackers: ['a1'], defender: ['b1', 'b2'], mode: 'close' })).toBeRejectedWith('action/malformed')
    expect(t.act(attack(['a1', 'a2', 'a3'], 'b1'))).toBeAccepted()
    expect(lastCombat(t)).toMatchObject({ attack: 6, defence: 3, column: '2:1' })
  })

  it('HM-COMBAT-2 legal-action enumeration finds a group of attackers too weak to attack alone (GAP-HM-02)', () => {
    // Two militia (F1) against heavy infantry (F3): 1:3 alone (below 1:2), 2:3 = 1:2 together.
    const t = hmGame({
      units: [
        { id: 'm1', hex: '2,2', type: 'militia' },
        { id: 'm2', hex: '2,3', type: 'militia' },
        { id: 'b1', side: 'b', hex: '3,2', type: 'heavy-infantry' },
      ],
    })
    toCombat(t)
    const attacks = t.legal().filter((a) => a.type === 'attack') as unknown as { attackers: string[]; defender: string }[]
    expect(attacks.map((a) => a.attackers.join('+'))).toEqual(['m1+m2'])
    expect(t.act(attack(['m1'], 'b1'))).toBeRejectedWith('combat/odds-too-low', 'HM-COMBAT-8')
  })

  it('HM-COMBAT-5 "once per phase" ends with the phase: odds previewed in the next phase are not refused', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2' }] }, { dice: [3] }) // 1:1, die 3: NE
    toCombat(t)
    expect(t.act(attack(['a1'], 'b1'))).toBeAccepted()
    expect(t.act(attack(['a1'], 'b1'))).toBeRejectedWith('combat/already-fought', 'HM-COMBAT-5')
    t.play(endPhase('a'))
    expect(t.state.turn).toMatchObject({ phase: 'movement', activeSide: 'b' })
    const preview = t.game.odds({ attackers: ['b1'], defender: 'a1', mode: 'close' })
    expect('ok' in preview ? preview.code : 'ok').toBe('ok')
  })

  it('HM-COMBAT-3 refuses a close-combat attacker at distance 2', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'a2', hex: '1,2' }, { id: 'b1', side: 'b', hex: '3,2' }] })
    toCombat(t)
    expect(t.act(attack(['a2'], 'b1'))).toBeRejectedWith('combat/not-adjacent', 'HM-COMBAT-3')
    expect(t.act(attack(['a1', 'a2'], 'b1'))).toBeRejectedWith('combat/not-adjacent', 'HM-COMBAT-3')
  })

  it('HM-COMBAT-4 lets a range-2 archer shoot at 2 hexes but not at 3, and a non-shooter not at all', () => {
    const t = hmGame({
      units: [
        { id: 'arc', hex: '2,2', type: 'archer' },
        { id: 'inf', hex: '3,3' },
        { id: 'near', side: 'b', hex: '2,4', type: 'militia' },
        { id: 'far', side: 'b', hex: '2,5', type: 'militia' },
      ],
    }, { dice: [2] }) // 2:1, die 2: NE
    toCombat(t)
    expect(t.act(attack(['arc'], 'far', 'ranged'))).toBeRejectedWith('combat/out-of-range', 'HM-COMBAT-4')
    expect(t.act(attack(['inf'], 'near', 'ranged'))).toBeRejectedWith('combat/cannot-shoot', 'HM-COMBAT-4')
    expect(t.act(attack(['arc', 'inf'], 'near', 'ranged'))).toBeRejectedWith('combat/cannot-shoot', 'HM-COMBAT-4')
    expect(t.act(attack(['arc'], 'near', 'ranged'))).toBeAccepted()
    expect(lastCombat(t)).toMatchObject({ mode: 'ranged', attack: 2, defence: 1 })
  })

  it('HM-COMBAT-4 needs a line of sight: an intervening forest blocks, the target hex and units do not (GAP-HM-07)', () => {
    const units = [
      { id: 'arc', hex: '2,2', type: 'archer' },
      { id: 'b1', side: 'b', hex: '2,4', type: 'militia' },
      { id: 'b2', side: 'b', hex: '2,3', type: 'militia' },
    ]
    const blocked = hmGame({ terrain: { '2,3': 'forest' }, units: [units[0]!, units[1]!] })
    toCombat(blocked)
    expect(blocked.act(attack(['arc'], 'b1', 'ranged'))).toBeRejectedWith('combat/no-line-of-sight', 'HM-COMBAT-4')
    expect(blocked.act(attack(['arc'], 'b1', 'ranged'))).toMatchObject({ message: 'arc has no line of sight to b1 (GAP-HM-07: Forest at 2,3 blocks it)' })
    // A terrain the scenario adds that blocks sight is named too.
    const crags = hmGame({ terrain: { '2,3': 'crags' }, units: [units[0]!, units[1]!], config: { terrain: { crags: { name: 'Crags', cost: 'impassable', blocksLos: true } } } })
    toCombat(crags)
    expect(crags.act(attack(['arc'], 'b1', 'ranged'))).toMatchObject({ ok: false, code: 'combat/no-line-of-sight', message: expect.stringContaining('(GAP-HM-07: Crags at 2,3 blocks it)') })
    const targetInForest = hmGame({ terrain: { '2,4': 'forest' }, units: [units[0]!, units[1]!] }, { dice: [1] })
    toCombat(targetInForest)
    expect(targetInForest.act(attack(['arc'], 'b1', 'ranged'))).toBeAccepted()
    const unitBetween = hmGame({ units }, { dice: [1] })
    toCombat(unitBetween)
    expect(unitBetween.act(attack(['arc'], 'b1', 'ranged'))).toBeAccepted()
  })

  it('HM-COMBAT-4 lets a shooter adjacent to an enemy shoot it (GAP-HM-07)', () => {
    const t = hmGame({ units: [{ id: 'arc', hex: '2,2', type: 'archer' }, { id: 'b1', side: 'b', hex: '2,3', type: 'militia' }] }, { dice: [1] })
    toCombat(t)
    expect(t.act(attack(['arc'], 'b1', 'ranged'))).toBeAccepted()
  })

  it('HM-COMBAT-5 lets a unit fight once per phase, and a defender be attacked once (GAP-HM-13)', () => {
    // b1 at 3,2 and b2 at 3,3 are both adjacent to a1 at 2,3 and a2 at 2,2 touches b1.
    const units = [
      { id: 'a1', hex: '2,3' },
      { id: 'a2', hex: '2,2' },
      { id: 'b1', side: 'b', hex: '3,2' },
      { id: 'b2', side: 'b', hex: '3,3' },
    ]
    const t = hmGame({ units }, { dice: [3] }) // 1:1, die 3: NE
    toCombat(t)
    expect(t.act(attack(['a1'], 'b1'))).toBeAccepted()
    expect(lastCombat(t)['result']).toBe('NE')
    expect(t.act(attack(['a1'], 'b2'))).toBeRejectedWith('combat/already-fought', 'HM-COMBAT-5')
    expect(t.act(attack(['a2'], 'b1'))).toBeRejectedWith('combat/defender-already-attacked', 'HM-COMBAT-5')
    expect(t.legal().filter((a) => a.type === 'attack')).toEqual([])
  })

  it('HM-COMBAT-5 lets a defender be attacked twice when defenderOncePerPhase is off, and resets each phase', () => {
    const units = [{ id: 'a1', hex: '2,3' }, { id: 'a2', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2' }]
    const t = hmGame({ units, config: { defenderOncePerPhase: false } }, { dice: [3, 3, 3] })
    toCombat(t)
    expect(t.act(attack(['a1'], 'b1'))).toBeAccepted()
    expect(t.act(attack(['a2'], 'b1'))).toBeAccepted()
    toCombat(t, 'b')
    expect(t.act(attack(['b1'], 'a1', 'close', 'b'))).toBeAccepted()
  })

  it('HM-COMBAT-8 refuses odds below the weakest column: 1 vs 4 is 1:4 (GAP-HM-02 minOdds)', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '2,2', type: 'militia' }, { id: 'b1', side: 'b', hex: '3,2', type: 'elite-infantry' }] })
    toCombat(t)
    expect(t.act(attack(['a1'], 'b1'))).toBeRejectedWith('combat/odds-too-low', 'HM-COMBAT-8')
  })

  it('HM-COMBAT-8 follows minOdds: with 1:1, a 2 vs 3 attack (1:2) cannot be declared', () => {
    const units = [{ id: 'a1', hex: '2,2', type: 'light-infantry' }, { id: 'b1', side: 'b', hex: '3,2' }]
    const strict = hmGame({ units, config: { minOdds: '1:1' } })
    toCombat(strict)
    expect(strict.act(attack(['a1'], 'b1'))).toBeRejectedWith('combat/odds-too-low', 'HM-COMBAT-8')
    const normal = hmGame({ units }, { dice: [4] })
    toCombat(normal)
    expect(normal.act(attack(['a1'], 'b1'))).toBeAccepted()
    expect(lastCombat(normal)).toMatchObject({ column: '1:2', result: 'NE' })
  })

  it('HM-COMBAT-2 enumerates legal attacks: single attackers and groups, close and ranged', () => {
    const t = hmGame({
      units: [
        { id: 'a1', hex: '2,2' },
        { id: 'arc', hex: '2,3', type: 'archer' },
        { id: 'b1', side: 'b', hex: '3,2' },
      ],
    })
    toCombat(t)
    const attacks = t.legal().filter((a) => a.type === 'attack').map((a: any) => `${a.mode}:${a.attackers.join('+')}`)
    expect(attacks.sort()).toEqual(['close:a1', 'close:a1+arc', 'close:arc', 'ranged:arc'])
  })
})
