import { hexesMed } from '@hexes/plugin-hexes-med'
import { skirmishDice } from '@hexes/plugin-skirmish'
import { warMachines } from '@hexes/plugin-war-machines'
import { createTestGame, testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { keyWords } from './battery.fixture'
import { shotMarks } from './shotMarks'

/** A trebuchet of side a at 4,8 in a HEXES Med game with skirmish dice (I-10); b1 at 4,4, b2 north of it at 4,3. */
function hmBattery(dice: number[], hmScatter: Record<string, unknown> = {}) {
  const crew = { figures: 3, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 2, command: 6 }
  const scenario = testScenario({
    width: 10, height: 10,
    plugins: [
      { id: 'hexes-med', config: { unitTypes: { trebuchet: { name: 'Trebuchet', kind: 'infantry', strength: 1, mp: 1 } } } },
      { id: 'skirmish-dice', config: { adapter: { profiles: { trebuchet: crew }, keywords: { trebuchet: ['warMachine'] } } } },
      { id: 'war-machines', config: { machines: { trebuchet: { kind: 'catapult' } }, mix: { hmScatter } } },
    ],
    units: [{ id: 'cat', type: 'trebuchet', hex: '4,8' }, { id: 'b1', side: 'b', type: 'heavy-infantry', hex: '4,4' }, { id: 'b2', side: 'b', type: 'heavy-infantry', hex: '4,3' }],
  })
  const t = createTestGame({ scenario, plugins: [hexesMed, skirmishDice, warMachines], dice })
  t.advanceUntil((s) => s.turn.phase === 'combat' && s.turn.activeSide === 'a')
  t.play({ type: 'wm/shoot', side: 'a', unit: 'cat', target: 'b1' })
  return t
}

describe('war machines UI: shots in a HEXES Med game', () => {
  it('I-10 mix.hmScatter: an arrow north with a 6 is drawn from the aimed hex to the next hex north, where the template fell', () => {
    const t = hmBattery([3, 1, 3])
    const link = shotMarks(t.game.rules, t.state, t.game.events, keyWords).find((m) => m.kind === 'link')
    expect(link).toMatchObject({ from: '4,4', to: '4,3' })
    expect(shotMarks(t.game.rules, t.state, t.game.events, keyWords).find((m) => m.kind === 'zone')).toMatchObject({ hexes: ['4,3'] })
  })

  it('I-10 an arrow with a 4 stays in the aimed hex: no scatter line; switched off, the 6 is drawn 3 hexes away', () => {
    const four = hmBattery([3, 1, 2])
    expect(shotMarks(four.game.rules, four.state, four.game.events, keyWords).map((m) => m.kind)).toEqual(['hex', 'zone'])
    const paces = hmBattery([3, 1, 3], { enabled: false })
    expect(shotMarks(paces.game.rules, paces.state, paces.game.events, keyWords).find((m) => m.kind === 'link')).toMatchObject({ from: '4,4', to: '4,1' })
  })
})
