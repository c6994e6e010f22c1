import { buildRules, EngineError, parseScenario } from '@hexes/core'
import { skirmish } from '@hexes/plugin-skirmish'
import { describe, expect, it } from 'vitest'
import { flyers } from '../flyersPlugin'
import { FLYER_TEST_TYPES, flyerScenario, type FlyerScenarioOptions } from '../testing/flyerFixtures'

const UNITS: FlyerScenarioOptions['units'] = [{ id: 'a1', hex: '5,10' }, { id: 'b1', side: 'b', type: 'foot', hex: '5,1' }]

/** The issues `hexes validate` reports for a scenario (what `buildRules` throws), as `path: message`. */
function issuesOf(o: Partial<FlyerScenarioOptions>): string[] {
  try {
    buildRules(parseScenario(flyerScenario({ units: UNITS, ...o })), [skirmish, flyers])
    return []
  } catch (e) {
    if (!(e instanceof EngineError)) throw e
    return e.issues.map((i) => `${i.path}: ${i.message}`)
  }
}

describe('flyers/scenario', () => {
  it('GAP-SK-26 accepts a scenario whose flyers are types with the keyword flyer, and their ground allowance', () => {
    expect(issuesOf({ flyers: { groundMove: { bat: 4 } } })).toEqual([])
  })

  it('GAP-SK-26 names the field of a ground allowance for a type that does not fly, an unknown type, or one above M', () => {
    expect(issuesOf({ flyers: { groundMove: { foot: 2, ghost: 3, bat: 12 } } })).toEqual([
      'plugins[1].config.groundMove.bat: GAP-SK-26: the ground allowance 12 of "bat" is more than its M 10',
      'plugins[1].config.groundMove.foot: GAP-SK-26: "foot" is not a flyer (its type has no keyword "flyer"): it has no ground allowance',
      'plugins[1].config.groundMove.ghost: GAP-SK-26: unknown skirmish unit type "ghost"',
    ])
  })

  it('SK-FLY-1 names the keywords of a type that would be a flyer and a war machine', () => {
    const engine = { ...FLYER_TEST_TYPES.bat!, keywords: ['flyer', 'warMachine'] }
    expect(issuesOf({ skirmish: { unitTypes: { ...FLYER_TEST_TYPES, engine } } })).toEqual([
      'plugins[0].config.unitTypes.engine.keywords: SK-FLY-1: "engine" is both a flyer and a warMachine: a warMachine does not fly',
    ])
  })

  it('GAP-SK-26 names a bad field of the config itself', () => {
    expect(issuesOf({ flyers: { groundMove: { bat: -1 } } }).join('\n')).toContain('plugins[1].config.groundMove.bat')
    expect(issuesOf({ flyers: { mix: { flyersIgnoreZoc: true } } }).join('\n')).toContain('plugins[1].config.mix')
  })
})
