import { createGame, type Scenario } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { describe, expect, it } from 'vitest'
import { combatRefusals } from './combatRefusals'

/** Isandlwana (seed 1) in the British combat phase of turn 1. */
function britishFire() {
  const g = createGame({ scenario: findScenario('isandlwana-1879') as Scenario, plugins: builtinPlugins, seed: 1 })
  for (let i = 0; i < 5; i++) g.act({ type: 'end-phase', side: g.state.turn.activeSide! })
  return g
}
const MODES = ['close', 'ranged']

describe('web/combatRefusals', () => {
  it('HM-COMBAT-4 asks only the mode the shooter can use: no line of sight, with the blocking hill', () => {
    const g = britishFire()
    const out = combatRefusals({ attackers: ['c-e24'], defender: 'z-sk1' }, MODES, g.legalActions(), (d) => g.odds(d))
    expect(out.map((r) => [r.mode, r.rejection.code, r.rejection.ruleId])).toEqual([['ranged', 'combat/no-line-of-sight', 'HM-COMBAT-4']])
    expect(out[0]!.rejection.message).toContain('Hill at 4,1')
  })

  it('HM-COMBAT-3 HM-COMBAT-4 a unit with no legal attack is told why in every mode', () => {
    const g = britishFire()
    const out = combatRefusals({ attackers: ['c-nnc1'], defender: 'z-sk2' }, MODES, g.legalActions(), (d) => g.odds(d))
    expect(out.map((r) => [r.mode, r.rejection.code, r.rejection.ruleId])).toEqual([
      ['close', 'combat/not-adjacent', 'HM-COMBAT-3'],
      ['ranged', 'combat/cannot-shoot', 'HM-COMBAT-4'],
    ])
  })

  it('gives nothing for a legal combat', () => {
    const g = britishFire()
    expect(combatRefusals({ attackers: ['c-e24'], defender: 'z-sk2' }, MODES, g.legalActions(), (d) => g.odds(d))).toEqual([])
  })
})
