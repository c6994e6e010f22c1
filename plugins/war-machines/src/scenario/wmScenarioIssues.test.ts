import { buildRules, isEngineError, parseScenario, type EngineError, type Issue } from '@hexes/core'
import { skirmish } from '@hexes/plugin-skirmish'
import { describe, expect, it } from 'vitest'
import { wmScenario, WM_TEST_MACHINES, WM_TEST_TYPES } from '../testing/wmFixtures'
import { warMachines } from '../warMachinesPlugin'

/** The issues that refuse a scenario at load (none: it loads). */
function loadIssues(scenario: unknown): Issue[] {
  try {
    buildRules(parseScenario(scenario), [skirmish, warMachines])
    return []
  } catch (e) {
    if (!isEngineError(e)) throw e
    return [...((e as EngineError).issues ?? [])]
  }
}

const units = [{ id: 'cat', type: 'catapult', hex: '5,10' }, { id: 'b1', side: 'b', hex: '5,4' }]

describe('war-machines/scenario validation', () => {
  it('SK-WM-1 a machine profile names a skirmish unit type with the keyword warMachine: the bad field is named', () => {
    const s = wmScenario({ units, wm: { machines: { ...WM_TEST_MACHINES, foot: { kind: 'catapult' }, ghost: { kind: 'bombard' } } } })
    const issues = loadIssues(s)
    expect(issues).toEqual(expect.arrayContaining([
      expect.objectContaining({ path: 'plugins[1].config.machines.foot', plugin: 'war-machines' }),
      expect.objectContaining({ path: 'plugins[1].config.machines.ghost', plugin: 'war-machines' }),
    ]))
  })

  it('SK-WM-1 a heavy war machine without a machine profile (what it shoots) is refused at its keywords', () => {
    const s = wmScenario({ units, skirmish: { unitTypes: { ...WM_TEST_TYPES, trebuchet: { ...WM_TEST_TYPES.catapult!, name: 'Trebuchet' } } } })
    const issues = loadIssues(s)
    expect(issues).toEqual([expect.objectContaining({ path: 'plugins[0].config.unitTypes.trebuchet.keywords', code: 'scenario/war-machines' })])
  })

  it('GAP-SK-05 a bad config field is named by the config schema: a machine of an unknown kind, a misfire table out of order', () => {
    const bad = wmScenario({ units, wm: { machines: { ...WM_TEST_MACHINES, catapult: { kind: 'trebuchet' } }, misfireTable: { jam: 5, disabled: 3 } } })
    const paths = loadIssues(bad).map((i) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['plugins[1].config.machines.catapult.kind', 'plugins[1].config.misfireTable.disabled']))
  })

  it('SK-WM-17 the chariots\u2019 obstacles and dense terrain name skirmish obstacles and terrain: the bad field is named', () => {
    const bad = wmScenario({ units, wm: { machines: WM_TEST_MACHINES, chariots: { obstacles: ['wall', 'moat'], denseTerrain: ['jungle'], forcedLowDice: -1 } } })
    const paths = loadIssues(bad).map((i) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['plugins[1].config.chariots.forcedLowDice']))
    const ids = loadIssues(wmScenario({ units, wm: { machines: WM_TEST_MACHINES, chariots: { obstacles: ['wall', 'moat'], denseTerrain: ['jungle'] } } })).map((i) => i.path)
    expect(ids).toEqual(['plugins[1].config.chariots.obstacles[1]', 'plugins[1].config.chariots.denseTerrain[0]'])
  })
})
