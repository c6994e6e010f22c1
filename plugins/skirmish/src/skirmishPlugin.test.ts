import { buildRules, isEngineError, parseScenario, type EngineError, type Issue } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { pairOf } from './melee/contacts'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { skirmishDice } from './adapter/skirmishDicePlugin'
import { skPhases } from './sequence/skPhases'
import { skirmish } from './skirmishPlugin'
import { SK_TEST_TYPES, skGame, skScenario } from './testing/skFixtures'

/** The issues `hexes validate` would print for a scenario (core parsing, then the rules' checks). */
function issuesOf(scenario: unknown): readonly Issue[] {
  try {
    buildRules(parseScenario(scenario), [skirmish])
    return []
  } catch (e) {
    if (!isEngineError(e)) throw e
    return (e as EngineError).issues ?? []
  }
}

describe('skirmish/plugin', () => {
  it('GAP-SK-07 alternating player turns: each side charges, moves, shoots and fights in melee, then the victory check and the end of the turn', () => {
    const t = skGame({ units: [{ id: 'a1', hex: '3,6' }, { id: 'b1', side: 'b', hex: '3,1' }] })
    expect(t.game.rules.phases.map((p) => `${p.slot}:${p.id}:${p.side}`)).toEqual([
      '1:charges:0', '2:movement:0', '3:shooting:0', '4:melee:0', '5:charges:1', '6:movement:1', '7:shooting:1', '8:melee:1', '9:victory:null', '10:turn-end:null',
    ])
    expect(t.game.rules.phases.map((p) => p.actions.join('+'))).toEqual(['sk/charge', 'move', 'attack+sk/burn', 'attack', 'sk/charge', 'move', 'attack+sk/burn', 'attack', '', ''])
    // With three sides the melee step also names the primary opponent of a melee with a third army (SK-MELEE-3).
    expect(skPhases(3).filter((p) => p.id === 'melee').map((p) => p.actions)).toEqual([['attack', 'sk/melee'], ['attack', 'sk/melee'], ['attack', 'sk/melee']])
    expect(t.state.turn).toMatchObject({ phase: 'charges', activeSide: 'a' })
    expect(t.act({ type: 'move', side: 'a', unit: 'a1', to: '3,5' })).toMatchObject({ ok: false, code: 'turn/wrong-phase', ruleId: 'GAP-SK-07' })
    t.advanceUntil((s) => s.turn.turn === 2)
    expect(t.state.turn).toMatchObject({ phase: 'charges', activeSide: 'a' })
  })

  it('GAP-SK-06 setup: every unit has its HP pool (figures × HP), a scenario may start one lower, facings default away from the side edge', () => {
    const t = skGame({ units: [{ id: 'a1', hex: '3,6' }, { id: 'a2', type: 'horse', hex: '5,6', stats: { sk: { hp: 7 } } }, { id: 'b1', side: 'b', hex: '3,1' }, { id: 'b2', side: 'b', hex: '5,1', facing: 2 }] })
    expect(t.unit('a1').stats.sk).toEqual({ hp: 10, startHp: 10 })
    expect(t.unit('a2').stats.sk).toEqual({ hp: 7, startHp: 10 })
    expect([t.unit('a1').facing, t.unit('b1').facing, t.unit('b2').facing]).toEqual([0, 3, 2])
  })

  it('SK-MELEE-1 units deployed in contact start as a melee pair, not yet locked', () => {
    const t = skGame({ units: [{ id: 'a1', hex: '3,4' }, { id: 'b1', side: 'b', hex: '3,3' }] })
    expect(pairOf(t.state, 'a1', 'b1')).toEqual({ units: ['a1', 'b1'], attacks: [0, 0], locked: false, charge: null })
  })

  it('§3.3 the plugin classes resolve in a game container with every injected field set (standalone and mixed)', () => {
    for (const [scenario, plugins] of [
      [skScenario({ units: [{ id: 'a1', hex: '3,6' }, { id: 'b1', side: 'b', hex: '3,1' }] }), [skirmish]],
      [{ ...skScenario({ units: [{ id: 'a1', type: 'heavy-infantry', hex: '3,6' }, { id: 'b1', side: 'b', type: 'militia', hex: '3,1' }] }), plugins: [{ id: 'hexes-med' }, { id: 'skirmish-dice' }] }, [hexesMed, skirmishDice]],
    ] as const) {
      const rules = buildRules(parseScenario(scenario), plugins)
      for (const instance of rules.instances) expect(Object.entries(instance).filter(([, v]) => v === undefined)).toEqual([])
    }
  })

  it('§3.3 the standalone rule set provides the base rules, the combat resolver and the charge, and does not mix with HEXES Med', () => {
    expect(skirmish.manifest).toMatchObject({ id: 'skirmish', provides: ['base-rules', 'combat-resolver', 'charge-provider'], conflicts: ['hexes-med'] })
  })

  it('GAP-SK-06 validation names the field: a unit type missing a statistic, a negative HP, an unknown keyword, an unknown type or terrain', () => {
    const { attacks: _missing, ...noAttacks } = SK_TEST_TYPES.foot!
    const bad = skScenario({
      units: [{ id: 'a1', hex: '3,6' }, { id: 'b1', side: 'b', type: 'ghost', hex: '3,1' }],
      config: { unitTypes: { ...SK_TEST_TYPES, foot: noAttacks, horse: { ...SK_TEST_TYPES.horse, hp: -1 }, knights: { ...SK_TEST_TYPES.knights, keywords: ['heavyCavalry', 'dragon'] } } },
    })
    const paths = issuesOf(bad).map((i) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['plugins[0].config.unitTypes.foot.attacks', 'plugins[0].config.unitTypes.horse.hp', 'plugins[0].config.unitTypes.knights.keywords[1]']))
    const unknown = issuesOf(skScenario({ terrain: { '2,2': 'lava' }, units: [{ id: 'a1', hex: '3,6', stats: { sk: { hp: 11 } } }, { id: 'b1', side: 'b', type: 'ghost', hex: '3,1' }] }))
    expect(unknown.map((i) => i.path)).toEqual(['units[0].stats.sk.hp', 'units[1].type', 'map.terrain[0].terrain'])
    expect(unknown[1]!.message).toContain('unknown skirmish unit type "ghost"')
  })
})
