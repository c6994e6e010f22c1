import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { hmGame, move } from '../testing/hmFixtures'
import { oddsOf, toCombat } from './combatTestKit'

installMatchers()

type Unit = { id: string; hex: string; side?: string; type?: string }

/** Heavy cavalry c1 at 2,4 moves to 2,3, next to b1 at 3,2 (both clear unless told). */
function chargeGame(o: { terrain?: Record<string, string>; units?: Unit[]; moves?: [string, string][]; config?: Record<string, unknown> } = {}) {
  const t = hmGame({
    ...(o.terrain ? { terrain: o.terrain } : {}),
    ...(o.config ? { config: o.config } : {}),
    units: o.units ?? [{ id: 'c1', hex: '2,4', type: 'heavy-cavalry' }, { id: 'b1', side: 'b', hex: '3,2' }],
  })
  for (const [u, to] of o.moves ?? [['c1', '2,3']]) t.play(move(u, to))
  toCombat(t)
  return t
}

const withheld = (t: ReturnType<typeof chargeGame>, attackers = ['c1'], mode = 'close') =>
  oddsOf(t.game.odds({ attackers, defender: 'b1', mode })).withheld.map((w) => [w.ruleId, w.label, w.value, w.text?.key])

const charge = (t: ReturnType<typeof chargeGame>, attackers = ['c1'], mode = 'close') =>
  oddsOf(t.game.odds({ attackers, defender: 'b1', mode })).modifiers.filter((m) => m.ruleId === 'HM-CHG-1')

describe('hexes-med/combat/charge', () => {
  it('HM-CHG-1 gives +1 when every condition holds (charge-capable, clear, moved, not from ZOC)', () => {
    expect(charge(chargeGame())).toEqual([{ source: 'hexes-med', ruleId: 'HM-CHG-1', label: 'Charge (c1)', text: { key: 'modifier/charge', params: { unit: { unit: 'c1' } } }, value: 1, kind: 'drm' }])
  })

  it('HM-CHG-1 applies once per combat, whatever the number of chargers, and takes its value from chargeBonus', () => {
    const units = [{ id: 'c1', hex: '2,4', type: 'heavy-cavalry' }, { id: 'c2', hex: '4,4', type: 'light-cavalry' }, { id: 'b1', side: 'b', hex: '3,2' }]
    const t = chargeGame({ units, moves: [['c1', '2,3'], ['c2', '4,3']] })
    expect(charge(t, ['c1', 'c2']).map((m) => m.value)).toEqual([1])
    const big = chargeGame({ config: { chargeBonus: 2 } })
    expect(charge(big).map((m) => m.value)).toEqual([2])
  })

  it('HM-CHG-1 gives nothing to units that cannot charge (infantry, horse archers) nor to a ranged attack', () => {
    const inf = chargeGame({ units: [{ id: 'c1', hex: '2,4', type: 'light-infantry' }, { id: 'b1', side: 'b', hex: '3,2' }] })
    expect(charge(inf)).toEqual([])
    const ha = chargeGame({ units: [{ id: 'c1', hex: '2,4', type: 'horse-archer' }, { id: 'b1', side: 'b', hex: '3,2', type: 'light-infantry' }] })
    expect(charge(ha)).toEqual([])
    expect(charge(ha, ['c1'], 'ranged')).toEqual([])
  })

  it('HM-CHG-2 cancels the charge against a charge-capable defender (counter-charge)', () => {
    const t = chargeGame({ units: [{ id: 'c1', hex: '2,4', type: 'heavy-cavalry' }, { id: 'b1', side: 'b', hex: '3,2', type: 'light-cavalry' }] })
    expect(charge(t)).toEqual([])
  })

  it('HM-CHG-3 needs both units on clear terrain: defender on a hill or attacker in a forest → no charge', () => {
    expect(charge(chargeGame({ terrain: { '3,2': 'hill' } }))).toEqual([])
    expect(charge(chargeGame({ terrain: { '2,3': 'forest' } }))).toEqual([])
    expect(charge(chargeGame({ terrain: { '2,3': 'rough' } }))).toEqual([])
  })

  it('HM-CHG-4 refuses the charge to a unit that started its move in enemy ZOC', () => {
    // c1 starts at 2,2 next to b1, steps out to 2,1 and back in at 3,1.
    const t = chargeGame({ units: [{ id: 'c1', hex: '2,2', type: 'heavy-cavalry' }, { id: 'b1', side: 'b', hex: '3,2' }], moves: [['c1', '3,1']] })
    expect(t.unit('c1').hex).toBe('3,1')
    expect(charge(t)).toEqual([])
  })

  it('HM-CHG-5 refuses the charge to a unit that did not move this turn', () => {
    const t = chargeGame({ units: [{ id: 'c1', hex: '2,3', type: 'heavy-cavalry' }, { id: 'b1', side: 'b', hex: '3,2' }], moves: [] })
    expect(charge(t)).toEqual([])
  })

  it('HM-CHG-1 counts when one of several attackers meets the conditions', () => {
    const units = [{ id: 'c1', hex: '2,4', type: 'heavy-cavalry' }, { id: 'a2', hex: '2,2' }, { id: 'b1', side: 'b', hex: '3,2' }]
    const t = chargeGame({ units })
    expect(charge(t, ['a2', 'c1']).map((m) => m.label)).toEqual(['Charge (c1)'])
  })

  it('HM-CHG-4 the odds say why the charge is withheld: the charger started its move in enemy ZOC', () => {
    const t = chargeGame({ units: [{ id: 'c1', hex: '2,2', type: 'heavy-cavalry' }, { id: 'b1', side: 'b', hex: '3,2' }], moves: [['c1', '3,1']] })
    expect(withheld(t)).toEqual([['HM-CHG-4', 'Charge (c1)', 1, 'hm/chargeRefused/HM-CHG-4']])
    expect(oddsOf(t.game.odds({ attackers: ['c1'], defender: 'b1', mode: 'close' })).withheld[0]!.reason).toBe('no charge for c1: its move started in an enemy zone of control')
  })

  it('HM-CHG-2, HM-CHG-3 and HM-CHG-5 each name themselves as the reason of a withheld charge', () => {
    expect(withheld(chargeGame({ units: [{ id: 'c1', hex: '2,4', type: 'heavy-cavalry' }, { id: 'b1', side: 'b', hex: '3,2', type: 'light-cavalry' }] }))).toEqual([['HM-CHG-2', 'Charge (c1)', 1, 'hm/chargeRefused/HM-CHG-2']])
    expect(withheld(chargeGame({ terrain: { '3,2': 'hill' } })).map((w) => w[0])).toEqual(['HM-CHG-3'])
    expect(withheld(chargeGame({ units: [{ id: 'c1', hex: '2,3', type: 'heavy-cavalry' }, { id: 'b1', side: 'b', hex: '3,2' }], moves: [] })).map((w) => w[0])).toEqual(['HM-CHG-5'])
  })

  it('HM-CHG-1 withholds nothing when the charge is given, when no attacker could charge, or in a ranged attack', () => {
    expect(withheld(chargeGame())).toEqual([])
    const units = [{ id: 'c1', hex: '2,4', type: 'heavy-cavalry' }, { id: 'a2', hex: '2,2', type: 'heavy-cavalry' }, { id: 'b1', side: 'b', hex: '3,2' }]
    // a2 did not move, but c1 charges: the bonus is given, so nothing is missing.
    expect(withheld(chargeGame({ units }), ['a2', 'c1'])).toEqual([])
    expect(withheld(chargeGame({ units: [{ id: 'c1', hex: '2,4', type: 'light-infantry' }, { id: 'b1', side: 'b', hex: '3,2' }] }))).toEqual([])
    const ha = chargeGame({ units: [{ id: 'c1', hex: '2,4', type: 'horse-archer' }, { id: 'b1', side: 'b', hex: '3,2', type: 'light-infantry' }] })
    expect(withheld(ha, ['c1'], 'ranged')).toEqual([])
    expect(withheld(chargeGame({ config: { chargeBonus: 0 } }))).toEqual([])
  })
})
