import { createGame, isEngineError, parseScenarioJson, type Scenario } from '@hexes/core'
import { createTestGame } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { hexesMed } from '../hexesMedPlugin'
import { hmScenario } from '../testing/hmFixtures'

const units = [
  { id: 'a1', hex: '1,1' },
  { id: 'b1', side: 'b', hex: '5,5' },
]

/** The `{ code, path }` of every issue `createGame` throws for `scenario` (fails if it loads). */
function issuesOf(scenario: unknown): { code: string; path: string }[] {
  try {
    createGame({ scenario, plugins: [hexesMed] })
  } catch (e) {
    if (isEngineError(e)) return e.issues.map((i) => ({ code: `${e.code} ${i.code}`, path: i.path }))
    throw e
  }
  throw new Error('the scenario was accepted')
}

/** The scenario without one top-level field. */
function without(key: keyof Scenario): unknown {
  const s: Record<string, unknown> = { ...hmScenario({ units }) }
  delete s[key]
  return s
}

const card = (s: Scenario, unit: string) => {
  const t = createTestGame({ scenario: s, plugins: [hexesMed] })
  return t.game.rules.hooks.unitCard.call({ tags: [] }, { state: t.state, rules: t.game.rules, unit: t.unit(unit) })
}

describe('hexes-med/scenario checks', () => {
  it('HM-UNIT-1, GAP-HM-03 a unit type, terrain or hexside feature named "constructor" (an Object.prototype member) is unknown, never a member of Object.prototype', () => {
    const s = hmScenario({ units: [{ id: 'a1', hex: '1,1', type: 'constructor' }, { id: 'b1', side: 'b', hex: '5,5' }], terrain: { '2,2': 'constructor' } })
    s.map.hexsides = [{ hex: '3,3', dir: 0, feature: 'constructor' }]
    expect(issuesOf(s)).toEqual([
      { code: 'scenario/invalid scenario/unknown-terrain', path: 'map.terrain[0].terrain' },
      { code: 'scenario/invalid scenario/unknown-terrain', path: 'map.hexsides[0].feature' },
      { code: 'scenario/invalid scenario/unknown-unit-type', path: 'units[0].type' },
    ])
    // And a file cannot define such an id: input files are refused with a key of Object.prototype.
    const defined = hmScenario({ units, config: { unitTypes: { constructor: { name: 'Builders', kind: 'infantry', strength: 1, mp: 2 } } } })
    expect(issuesOf(defined)).toEqual([{ code: 'scenario/invalid json/forbidden-key', path: 'plugins[0].config.unitTypes.constructor' }])
  })

  it('HM-SCN-1 refuses a scenario without a deployment', () => {
    expect(issuesOf(without('units'))).toContainEqual({ code: 'scenario/invalid scenario/invalid_type', path: 'units' })
    expect(issuesOf({ ...hmScenario({ units }), units: [] })).toContainEqual({ code: 'scenario/invalid scenario/too_small', path: 'units' })
  })

  it('HM-SCN-2 refuses a scenario that does not name Camp 1', () => {
    expect(issuesOf(without('firstSide'))).toContainEqual({ code: 'scenario/invalid scenario/invalid_type', path: 'firstSide' })
    expect(issuesOf({ ...hmScenario({ units }), firstSide: 'c' })).toContainEqual({ code: 'scenario/invalid scenario/unknown-side', path: 'firstSide' })
  })

  it('HM-SCN-3 refuses a scenario without a number of turns', () => {
    expect(issuesOf(without('turns'))).toContainEqual({ code: 'scenario/invalid scenario/invalid_type', path: 'turns' })
    expect(issuesOf({ ...hmScenario({ units }), turns: 0 })).toContainEqual({ code: 'scenario/invalid scenario/too_small', path: 'turns' })
  })

  it('HM-SCN-4 refuses a scenario without victory conditions', () => {
    expect(issuesOf(without('victory'))).toContainEqual({ code: 'scenario/invalid scenario/invalid_type', path: 'victory' })
    const none = hmScenario({ units })
    expect(issuesOf({ ...none, victory: { ...none.victory, conditions: [] } })).toContainEqual({ code: 'scenario/invalid scenario/too_small', path: 'victory.conditions' })
  })

  it('HM-UNIT-1 knows exactly two unit kinds, infantry and cavalry', () => {
    const t = createTestGame({ scenario: hmScenario({ units: [{ id: 'a1', hex: '1,1', type: 'militia' }, { id: 'b1', side: 'b', hex: '5,5', type: 'elite-cavalry' }] }), plugins: [hexesMed] })
    expect(t.state.units.map((u) => u.type)).toEqual(['militia', 'elite-cavalry'])
    const chariots = hmScenario({ units: [{ id: 'a1', hex: '1,1', type: 'chariot' }, { id: 'b1', side: 'b', hex: '5,5' }] })
    expect(issuesOf(chariots)).toEqual([{ code: 'scenario/invalid scenario/unknown-unit-type', path: 'units[0].type' }])
    const chariotKind = hmScenario({ units: [{ id: 'a1', hex: '1,1', type: 'chariot' }, { id: 'b1', side: 'b', hex: '5,5' }], config: { unitTypes: { chariot: { name: 'Chariots', kind: 'chariot', strength: 3, mp: 4 } } } })
    expect(issuesOf(chariotKind)).toContainEqual({ code: 'loader/invalid-mix loader/bad-config', path: 'plugins[0].config.unitTypes.chariot.kind' })
    const asCavalry = hmScenario({ units: [{ id: 'a1', hex: '1,1', type: 'chariot' }, { id: 'b1', side: 'b', hex: '5,5' }], config: { unitTypes: { chariot: { name: 'Chariots', kind: 'cavalry', strength: 3, mp: 4 } } } })
    expect(card(asCavalry, 'a1')).toMatchObject({ kind: 'cavalry', typeName: 'Chariots', strength: 3, mp: 4 })
  })

  it('HM-UNIT-2 lets units of either kind shoot', () => {
    const s = hmScenario({ units: [{ id: 'a1', hex: '1,1', type: 'horse-archer' }, { id: 'b1', side: 'b', hex: '5,5', type: 'crossbowman' }] })
    expect(card(s, 'a1')).toMatchObject({ kind: 'cavalry', ranged: { strength: 3, range: 3 } })
    expect(card(s, 'b1')).toMatchObject({ kind: 'infantry', ranged: { strength: 2, range: 2 } })
    expect(card(s, 'b1')).not.toHaveProperty('charge')
  })

  it('HM-UNIT-3 requires a range on every unit type that can shoot', () => {
    const slingers = { name: 'Slingers', kind: 'infantry', strength: 1, ranged: 2, mp: 3 }
    const s = hmScenario({ units, config: { unitTypes: { slinger: slingers } } })
    expect(issuesOf(s)).toEqual([{ code: 'scenario/invalid scenario/ranged-without-range', path: 'plugins[0].config.unitTypes.slinger.range' }])
    const ok = hmScenario({ units: [{ id: 'a1', hex: '1,1', type: 'slinger' }, units[1]!], config: { unitTypes: { slinger: { ...slingers, range: 2 } } } })
    expect(card(ok, 'a1')).toMatchObject({ ranged: { strength: 2, range: 2 } })
  })

  it('HM-GEN-2 loads a new scenario from one JSON file, and reports every problem of a bad one with its path', () => {
    const text = JSON.stringify(hmScenario({ units, terrain: { '2,2': 'forest' }, leaders: [{ id: 'la', side: 'a', name: 'La', unit: 'a1', bonus: 2 }] }))
    const game = createGame({ scenario: parseScenarioJson(text), plugins: [hexesMed] })
    expect(game.state.leaders[0]!.stats['hexes-med']).toEqual({ bonus: 2 })
    const bad = hmScenario({
      defaultTerrain: 'lava',
      terrain: { '2,2': 'swamp', '3,3': 'river' },
      units: [
        { id: 'a1', hex: '1,1', type: 'tank' },
        { id: 'a2', hex: '3,3' },
        { id: 'b1', side: 'b', hex: '5,5' },
      ],
      hexsides: [{ hex: '4,4', dir: 0, feature: 'wall' }],
    })
    expect(issuesOf(bad)).toEqual([
      { code: 'scenario/invalid scenario/unknown-terrain', path: 'map.defaultTerrain' },
      { code: 'scenario/invalid scenario/unknown-terrain', path: 'map.terrain[0].terrain' },
      { code: 'scenario/invalid scenario/unknown-terrain', path: 'map.hexsides[0].feature' },
      { code: 'scenario/invalid scenario/unknown-unit-type', path: 'units[0].type' },
      { code: 'scenario/invalid scenario/impassable-hex', path: 'units[1].hex' },
    ])
  })

  it('HM-MOVE-8 refuses a deployment with two units on one hex', () => {
    expect(issuesOf(hmScenario({ units: [...units, { id: 'b2', side: 'b', hex: '5,5' }] }))).toEqual([
      { code: 'scenario/invalid scenario/stacked', path: 'units[2].hex' },
    ])
  })

  it('HM-MOVE-6 refuses a unit deployed on impassable terrain', () => {
    expect(issuesOf(hmScenario({ units, terrain: { '5,5': 'river' } }))).toEqual([{ code: 'scenario/invalid scenario/impassable-hex', path: 'units[1].hex' }])
  })

  it('sets up HEXES Med state and piece stats from the scenario', () => {
    const t = createTestGame({
      scenario: hmScenario({ units: [{ id: 'a1', hex: '1,1', reduced: true }, units[1]!], leaders: [{ id: 'la', side: 'a', name: 'La', unit: 'a1' }] }),
      plugins: [hexesMed],
    })
    expect(t.unit('a1').stats['hexes-med']).toEqual({ reduced: true })
    expect(t.unit('b1').stats['hexes-med']).toEqual({ reduced: false })
    expect(t.leader('la').stats['hexes-med']).toEqual({ bonus: 1 })
    expect(t.state.plugins['hexes-med']).toEqual({ moved: [], mover: null, movedThisTurn: [], startedInZoc: [], fought: [], leadersMoved: [] })
    // Starting strength counts current F: reduced heavy infantry is worth 2.
    expect(t.state.counters.map((c) => c.startingStrength)).toEqual([2, 3])
  })
})
