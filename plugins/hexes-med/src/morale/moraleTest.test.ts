import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { attack, lastCombat, toCombat } from '../combat/combatTestKit'
import { hmGame } from '../testing/hmFixtures'

installMatchers()

type Unit = { id: string; hex: string; side?: string; type?: string; reduced?: boolean }
type Leader = { id: string; side: string; name: string; unit: string; bonus?: number }

/**
 * a1 (heavy infantry, F3) attacks b1 at 3,2 at 1:1 and rolls `attackDie` (a 4 is DM); b1 then
 * tests morale with `moraleDie`. Returns the game and b1's test.
 */
function dm(moraleDie: number, o: { defender?: Partial<Unit>; units?: Unit[]; leaders?: Leader[]; attackDie?: number } = {}) {
  const t = hmGame({
    units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2', ...o.defender }, ...(o.units ?? [])],
    leaders: o.leaders ?? [],
  }, { dice: [o.attackDie ?? 4, moraleDie] })
  toCombat(t)
  t.play(attack(['a1'], 'b1'))
  const test = lastCombat(t)['morale'][0]
  return { t, test, data: test.result.data }
}

describe('hexes-med/morale', () => {
  it('HM-MORALE-1 rolls one d6 per unit concerned: an AM with 3 attackers is 3 tests', () => {
    // 2 + 2 + 2 vs 3 is 2:1; a 1 is AM.
    const t = hmGame({
      units: [
        { id: 'a1', hex: '2,2', type: 'light-infantry' },
        { id: 'a2', hex: '2,3', type: 'light-infantry' },
        { id: 'a3', hex: '4,2', type: 'light-infantry' },
        { id: 'b1', side: 'b', hex: '3,2' },
      ],
    }, { dice: [1, 1, 2, 3] })
    toCombat(t)
    t.play(attack(['a1', 'a2', 'a3'], 'b1'))
    const tests = lastCombat(t)['morale'] as { unit: string; result: { key: string; data: { roll: number } } }[]
    expect(tests.map((x) => [x.unit, x.result.data.roll, x.result.key])).toEqual([['a1', 1, 'none'], ['a2', 2, 'retreat'], ['a3', 3, 'reduce']])
    expect(t.game.events.filter((e) => e.type === 'hm/morale').length).toBe(3)
  })

  it('HM-MORALE-2 tests against current F: a reduced elite (4 → 2) tests against 2', () => {
    const { data } = dm(2, { defender: { type: 'elite-infantry', reduced: true } }) // 3 vs 2 is 1:1
    expect(data).toMatchObject({ strength: 2, value: 2, roll: 2 })
  })

  it('HM-MORALE-3 a roll below the value has no effect: F3, roll 2', () => {
    const { t, test } = dm(2)
    expect(test.result.key).toBe('none')
    expect(t.unit('b1')).toMatchObject({ hex: '3,2', stats: { 'hexes-med': { reduced: false } } })
    expect(t.state.pending).toEqual([])
  })

  it('HM-MORALE-4 a roll equal to the value makes the unit retreat one hex: F3, roll 3', () => {
    const { t, test } = dm(3)
    expect(test.result.key).toBe('retreat')
    expect(t.state.pending[0]).toMatchObject({ kind: 'hm/retreat', side: 'b', data: { unit: 'b1', cause: 'DM' } })
    expect(t.unit('b1').stats['hexes-med']).toEqual({ reduced: false })
  })

  it('HM-MORALE-5 a roll above the value reduces the unit: F3, roll 4', () => {
    const { t, test } = dm(4)
    expect(test.result.key).toBe('reduce')
    expect(t.unit('b1')).toMatchObject({ hex: '3,2', status: 'active', stats: { 'hexes-med': { reduced: true } } })
    expect(t.state.pending).toEqual([])
  })

  it('HM-MORALE-5 a reduced unit that fails is eliminated, its leader too (HM-LDR-11)', () => {
    // reduced F3 → 2, with a leader: morale 3; the defending leader makes the attack die 5 − 1 = 4 (DM).
    const { t, test } = dm(4, { defender: { reduced: true }, attackDie: 5, leaders: [{ id: 'earl', side: 'b', name: 'Earl', unit: 'b1' }] })
    expect(test.result).toMatchObject({ key: 'reduce', data: { value: 3, eliminates: true } })
    expect(t.unit('b1').status).toBe('eliminated')
    expect(t.leader('earl').status).toBe('eliminated')
    expect(t.state.pending.map((d) => d.kind)).toEqual(['hm/advance'])
  })

  it.each([
    [3, 'none'],
    [4, 'retreat'],
    [5, 'reduce'],
  ])('HM-MORALE-6 F3 with an adjacent leader tests against 4: roll %i is %s', (roll, key) => {
    const { test } = dm(roll, { units: [{ id: 'b2', side: 'b', hex: '4,2' }], leaders: [{ id: 'earl', side: 'b', name: 'Earl', unit: 'b2' }] })
    expect(test.result.key).toBe(key)
    expect(test.result.data.value).toBe(4)
  })

  it('HM-MORALE-6 a 6 always fails: an elite with its leader (4 + 1 = 5) is reduced on a 6 (GAP-HM-14)', () => {
    // 3 vs 4 is 1:2; the defending leader makes the attack die 6 − 1 = 5: DM.
    const { test } = dm(6, { defender: { type: 'elite-infantry' }, attackDie: 6, leaders: [{ id: 'earl', side: 'b', name: 'Earl', unit: 'b1' }] })
    expect(test.result).toMatchObject({ key: 'reduce', data: { strength: 4, value: 5, roll: 6 } })
  })

  it('HM-LDR-2 a unit carrying a leader tests with F + 1: F3 → 4', () => {
    const { test } = dm(4, { attackDie: 5, leaders: [{ id: 'earl', side: 'b', name: 'Earl', unit: 'b1' }] })
    expect(test.modifiers).toEqual([{ source: 'hexes-med', ruleId: 'HM-LDR-2', label: 'Leader with the unit (Earl)', text: expect.objectContaining({ key: 'modifier/leader-with-unit' }), value: 1, kind: 'morale' }])
    expect(test.result).toMatchObject({ key: 'retreat', data: { strength: 3, value: 4 } })
  })

  it('HM-LDR-3 a unit next to a friendly leader tests with F + 1; an enemy leader gives nothing', () => {
    const friend = dm(4, { units: [{ id: 'b2', side: 'b', hex: '4,2' }], leaders: [{ id: 'earl', side: 'b', name: 'Earl', unit: 'b2' }] })
    expect(friend.test.modifiers.map((m: { ruleId: string }) => m.ruleId)).toEqual(['HM-LDR-3'])
    expect(friend.data.value).toBe(4)
    const enemy = dm(4, { units: [{ id: 'a2', hex: '4,2' }], leaders: [{ id: 'duke', side: 'a', name: 'Duke', unit: 'a2' }] })
    expect(enemy.test.modifiers).toEqual([])
    expect(enemy.data.value).toBe(3)
  })

  it('HM-LDR-3 a leader two hexes away gives nothing', () => {
    const far = dm(4, { units: [{ id: 'b2', side: 'b', hex: '5,2' }], leaders: [{ id: 'earl', side: 'b', name: 'Earl', unit: 'b2' }] })
    expect(far.data.value).toBe(3)
  })

  it('HM-LDR-4 leaders never add up in morale: own leader and an adjacent one still give +1, whatever the bonus', () => {
    const { test } = dm(5, {
      attackDie: 6, // the Earl's −2 makes it 4: DM
      units: [{ id: 'b2', side: 'b', hex: '4,2' }],
      leaders: [
        { id: 'earl', side: 'b', name: 'Earl', unit: 'b1', bonus: 2 },
        { id: 'thane', side: 'b', name: 'Thane', unit: 'b2' },
      ],
    })
    expect(test.modifiers.map((m: { value: number }) => m.value)).toEqual([1])
    expect(test.result).toMatchObject({ key: 'reduce', data: { value: 4 } })
  })
})
