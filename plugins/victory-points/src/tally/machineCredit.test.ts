import { skirmish } from '@hexes/plugin-skirmish'
import { warMachines } from '@hexes/plugin-war-machines'
import { createTestGame, installMatchers, testScenario, type TestGame, type TestScenarioOptions } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { sideOf, VP_TEST_TYPES } from '../testing/vpFixtures'
import { victoryPoints } from '../victoryPointsPlugin'

installMatchers()

/** The war-machine rules' test catapult: 4 crew of 2 HP. */
const catapult = { name: 'Catapult', figures: 4, move: 2, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 3, hp: 2, command: 6, keywords: ['warMachine'] }

/** Side a's catapult at 5,10 and the units given, in side a's shooting step (skirmish, war machines, victory points). */
function battery(units: TestScenarioOptions['units'], dice: number[]): TestGame {
  const plugins = [{ id: 'skirmish', config: { unitTypes: { ...VP_TEST_TYPES, catapult } } }, { id: 'war-machines', config: { machines: { catapult: { kind: 'catapult' } } } }, { id: 'victory-points' }]
  const scenario = testScenario({ width: 12, height: 12, units: [{ id: 'gun', type: 'catapult', hex: '5,10' }, ...units.map((u) => ({ type: 'foot', ...u }))], plugins })
  const t = createTestGame({ scenario, plugins: [skirmish, warMachines, victoryPoints], dice })
  t.advanceUntil((s) => s.turn.phase === 'shooting' && s.turn.activeSide === 'a')
  return t
}

const shoot = (target: string) => ({ type: 'wm/shoot', side: 'a', unit: 'gun', target })

describe('victory-points/war machines', () => {
  it('GAP-VP-01 the HP a template takes count for the side of the machine that shot; a shot that lands on its own side credits nobody', () => {
    // The war-machine rules' own shots: HIT, artillery 6, combat dice 4, 5, 1, 2: the centre figure −2, two skulls −2.
    const hit = battery([{ id: 'b1', side: 'b', hex: '5,4' }], [1, 3, 4, 5, 1, 2])
    hit.play(shoot('b1'))
    expect(hit.unit('b1').stats.sk!.hp).toBe(6)
    expect(sideOf(hit, 'a').hpKilled).toBe(4)
    // Arrow south, 4 paces: the template lands on a2 (5,6), of the machine's own side.
    const own = battery([{ id: 'a2', type: 'duo', hex: '5,6' }, { id: 'b1', side: 'b', hex: '5,4' }], [3, 4, 2, 1])
    own.play(shoot('b1'))
    expect(own.unit('a2').stats.sk!.hp).toBe(2)
    expect(sideOf(own, 'a').hpKilled).toBe(0)
    expect(sideOf(own, 'b').hpKilled).toBe(0)
    expect(own.diceLeft()).toBe(0)
  })
})
