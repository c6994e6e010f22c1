import {
  BATTLE_RECORD, buildRules, cloneState, COMMANDERS, createInitialState, definePlugin, EngineError, inject, injectable, LINE_OF_SIGHT, parseScenario,
  type BattleRecordService, type CommanderService, type HookRegistry, type LineOfSightService, type RulePlugin,
} from '@hexes/core'
import { testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { hexesMed } from '../hexesMedPlugin'
import { hmScenario } from '../testing/hmFixtures'

/**
 * A test-only plugin of another rule family that injects the shared services HEXES Med provides
 * (catalogue I-06 commanders, line of sight, I-09 battle record) and uses them from a hook: the
 * unit card of a led unit names its commander.
 */
@injectable()
class Reader implements RulePlugin {
  constructor(
    @inject(COMMANDERS) readonly commanders: CommanderService,
    @inject(LINE_OF_SIGHT) readonly sight: LineOfSightService,
    @inject(BATTLE_RECORD) readonly record: BattleRecordService,
  ) {}

  apply(hooks: HookRegistry): void {
    hooks.unitCard.tap('service-reader', (card, ctx) => {
      const led = this.commanders.commandersOf(ctx, ctx.unit.id)
      return led.length ? { ...card, tags: [...card.tags, ...led.map((c) => `${c.name}${c.isGeneral ? ' (general)' : ''} +${c.combatBonus}`)] } : card
    })
  }
}
const reader = definePlugin({
  manifest: { id: 'service-reader', name: 'Service reader', version: '0.0.0', engine: '^0.1.0', services: { requires: [COMMANDERS, LINE_OF_SIGHT, BATTLE_RECORD] } },
  plugin: Reader,
})

describe('hexes-med: services for other rule families', () => {
  const scenario = () => {
    const s = hmScenario({
      terrain: { '3,2': 'forest' },
      units: [{ id: 'a1', hex: '3,1' }, { id: 'a2', hex: '1,4' }, { id: 'b1', side: 'b', hex: '3,3' }, { id: 'b2', side: 'b', hex: '5,4', type: 'archer' }],
      leaders: [{ id: 'william', side: 'a', name: 'William', unit: 'a1', bonus: 2, general: true }, { id: 'odo', side: 'a', name: 'Odo', unit: 'a2' }],
    })
    s.plugins.push({ id: 'service-reader' })
    return parseScenario(s)
  }

  it('I-06 a plugin of another family injects the commander service HEXES Med provides, and reads it from its hooks', () => {
    const rules = buildRules(scenario(), [hexesMed, reader])
    const { state } = createInitialState(rules, 1)
    const r = rules.instances.find((i) => i instanceof Reader) as Reader
    expect(r.commanders.commanders({ state, rules }, 'a')).toEqual([
      { id: 'william', side: 'a', name: 'William', attachedTo: 'a1', combatBonus: 2, moraleBonusAdjacent: 1, cd: null, auraPaces: null, isGeneral: true, isBannerBearer: false },
      { id: 'odo', side: 'a', name: 'Odo', attachedTo: 'a2', combatBonus: 1, moraleBonusAdjacent: 1, cd: null, auraPaces: null, isGeneral: false, isBannerBearer: false },
    ])
    expect(r.commanders.commanders({ state, rules }, 'b')).toEqual([])
    const card = rules.hooks.unitCard.call({ tags: [] }, { state, rules, unit: state.units[0]! })
    expect(card.tags).toContain('William (general) +2')
  })

  it('provides line of sight (GAP-HM-07) and the battle record (I-09: 3 HP a step) to other families', () => {
    const rules = buildRules(scenario(), [hexesMed, reader])
    const { state } = createInitialState(rules, 1)
    const r = rules.instances.find((i) => i instanceof Reader) as Reader
    const unit = (id: string) => state.units.find((u) => u.id === id)!
    // The forest at 3,2 stands between a1 (3,1) and b1 (3,3).
    expect(r.sight.canSee({ state, rules }, unit('a1'), unit('b1'))).toBe(false)
    expect(r.sight.blockers({ state, rules }, unit('a1'), unit('b1'))).toEqual(['3,2'])
    expect(r.sight.canSee({ state, rules }, unit('a2'), unit('b1'))).toBe(true)
    const record = r.record.record({ state, rules })
    expect(record).toMatchObject({ turns: 1, timeTrack: 1, winner: undefined })
    expect(record.sides).toEqual([
      expect.objectContaining({ side: 'a', hpLost: 0, hpAtStart: 12, eliminated: [], present: ['a1', 'a2'] }),
      expect.objectContaining({ side: 'b', hpLost: 0, hpAtStart: 12, eliminated: [], present: ['b1', 'b2'] }),
    ])
  })

  it('I-09 a HEXES Med battle record: HP killed by a side = HP lost by the other (steps × 3); a leader flagged general, eliminated, is a general killed by the other side; no banners, spellcasters or captures', () => {
    const rules = buildRules(scenario(), [hexesMed, reader])
    const draft = cloneState(createInitialState(rules, 1).state)
    const r = rules.instances.find((i) => i instanceof Reader) as Reader
    // b1 lost a step, b2 both (eliminated); a1 lost both, with William.
    draft.counters.find((c) => c.side === 'b')!.stepsLost = 3
    draft.counters.find((c) => c.side === 'a')!.stepsLost = 2
    Object.assign(draft.units.find((u) => u.id === 'b1')!.stats, { 'hexes-med': { reduced: true } })
    draft.units.find((u) => u.id === 'b2')!.status = 'eliminated'
    draft.units.find((u) => u.id === 'a1')!.status = 'eliminated'
    draft.leaders.find((l) => l.id === 'william')!.status = 'eliminated'
    const record = r.record.record({ state: draft, rules })
    const [a, b] = record.sides
    expect(record.attributed).toBe(false)
    expect(a).toMatchObject({ hpKilled: 9, generalsKilled: [], hpOnTable: 6, bannersTaken: [], spellcastersCaptured: [], generalsCaptured: [] })
    expect(b).toMatchObject({ hpKilled: 6, generalsKilled: ['william'], hpOnTable: 3 })
    expect(a!.roles).toEqual([{ piece: 'william', role: 'general', fate: 'killed', hpLost: 0, spells: 0, items: 0 }])
    expect(a!.unscathed).toEqual({ general: false, greatBanner: null, spellcaster: null, all: false })
    expect(b!.units.map((u) => [u.unit, u.hp, u.fate, u.turnsOnTable])).toEqual([['b1', 3, 'onTable', null], ['b2', 0, 'killed', null]])
  })

  it('without a provider in the mix, the plugin that injects the service is refused at load, naming both', () => {
    const s = testScenario({ plugins: [{ id: 'service-reader' }], units: [{ id: 'a1', hex: '1,1' }, { id: 'b1', side: 'b', hex: '5,5' }] })
    let error: unknown
    try {
      buildRules(parseScenario(s), [hexesMed, reader])
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(EngineError)
    expect((error as EngineError).issues.map((i) => i.code)).toEqual(['loader/missing-service', 'loader/missing-service', 'loader/missing-service'])
    expect((error as EngineError).message).toContain('plugin "service-reader" needs the service "core.commanders", which no plugin of the mix provides')
  })
})
