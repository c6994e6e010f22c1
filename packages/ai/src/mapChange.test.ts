import {
  buildRules, changeMap, checkAction, combatModifiers, combatOdds, definePlugin, injectable, legalActions, movementRange, parseScenario, prepareCombat,
  type GameState, type HookRegistry, type PluginApi, type RulePlugin,
} from '@hexes/core'
import { builtinPlugins } from '@hexes/registry'
import { testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { aiContext } from './evaluation/AiContext'
import { initial, play } from './testing/aiFixtures'

/**
 * A test-only rule that changes the map in play, standing in for a war machine (SK-WM-12) or fire
 * arrows: `{ type: 'test/demolish', side, hexes: [{ hex, terrain }] }` in any player phase.
 */
@injectable()
class Demolisher implements RulePlugin {
  apply(hooks: HookRegistry, api: PluginApi): void {
    api.defineAction({
      type: 'test/demolish',
      schema: z.strictObject({ type: z.literal('test/demolish'), side: z.string(), hexes: z.array(z.strictObject({ hex: z.string(), terrain: z.string() })) }),
      validate: () => undefined,
      apply: (ctx) => changeMap(ctx, { terrain: ctx.action.hexes }, 'TEST-DEMOLISH', 'Demolished'),
    })
    hooks.phases.tap('test-demolisher', (phases) => phases.map((p) => (p.auto === undefined ? { ...p, actions: [...p.actions, 'test/demolish'] } : p)))
  }
}
const demolisher = definePlugin({ manifest: { id: 'test-demolisher', name: 'Demolisher', version: '0.0.0', engine: '^0.1.0' }, plugin: Demolisher })

// A river down column 4 with a bridge at 4,3; a village at 1,2 between an archer and its target;
// a defender in a village at 6,5.
const river = Object.fromEntries(Array.from({ length: 8 }, (_, r) => [`4,${r}`, r === 3 ? 'bridge' : 'river']))
const scenario = testScenario({
  plugins: [{ id: 'hexes-med' }, { id: 'test-demolisher' }],
  terrain: { ...river, '1,2': 'town', '6,5': 'town' },
  units: [
    { id: 'rider', side: 'a', type: 'light-cavalry', hex: '3,3' },
    { id: 'archers', side: 'a', type: 'heavy-archer', hex: '1,1' },
    { id: 'foot', side: 'a', type: 'heavy-infantry', hex: '6,6' },
    { id: 'target', side: 'b', type: 'heavy-infantry', hex: '1,3' },
    { id: 'garrison', side: 'b', type: 'heavy-infantry', hex: '6,5' },
  ],
})

describe('core: one terrain truth', () => {
  it('I-20 a bridge destroyed mid-game: movement, line of sight, combat and the AI all see the new map', () => {
    const rules = buildRules(parseScenario(scenario), [...builtinPlugins, demolisher])
    const before = initial(rules)
    const after: GameState = play(rules, before, { type: 'test/demolish', side: 'a', hexes: [{ hex: '4,3', terrain: 'river' }, { hex: '1,2', terrain: 'rough' }, { hex: '6,5', terrain: 'rough' }] } as never)
    expect(after.map).not.toBe(before.map)
    expect(before.map.terrain[rules.grid.indexOfRef('4,3')]).toBe('bridge')
    const rider = (s: GameState) => s.units.find((u) => u.id === 'rider')!

    // Movement: over the bridge before, not after (HM-MOVE-6: a river is impassable).
    const east = (s: GameState) => movementRange(rules, s, rider(s)).destinations.filter((h) => rules.grid.colOf(rules.grid.indexOfRef(h)) > 4)
    expect(east(before)).toContain('5,3')
    expect(east(after)).toEqual([])
    expect(checkAction(rules, after, { type: 'move', side: 'a', unit: 'rider', to: '5,3' })).toMatchObject({ ok: false, code: 'move/too-far' })

    // Line of sight: the village at 1,2 blocks the archers (GAP-HM-07); the rubble does not.
    const shot = { attackers: ['archers'], defender: 'target', mode: 'ranged' }
    expect(prepareCombat(rules, before, 'a', shot)).toMatchObject({ ok: false, code: 'combat/no-line-of-sight' })
    expect('ok' in prepareCombat(rules, after, 'a', shot)).toBe(false)

    // Combat: the garrison's village gives the attacker −1 (HM-COMBAT-10); the rubble gives nothing.
    const assault = { attackers: ['foot'], defender: 'garrison', mode: 'close' }
    const terrainMods = (s: GameState) => {
      const ctx = prepareCombat(rules, s, 'a', assault)
      if ('ok' in ctx) throw new Error(ctx.message)
      return combatModifiers(ctx).filter((m) => m.ruleId === 'HM-COMBAT-10').map((m) => m.value)
    }
    expect(terrainMods(before)).toEqual([-1])
    expect(terrainMods(after)).toEqual([])
    const odds = combatOdds(rules, after, 'a', assault)
    expect('ok' in odds ? odds : odds.modifiers.some((m) => m.ruleId === 'HM-COMBAT-10')).toBe(false)

    // The AI: its passable hexes and the moves it chooses from are the new map's.
    const ai = aiContext(rules)
    const bridge = rules.grid.indexOfRef('4,3')
    expect(ai.passable(before.map)[bridge]).toBe(1)
    expect(ai.passable(after.map)[bridge]).toBe(0)
    const riderMoves = (s: GameState) => legalActions(rules, s).filter((a) => a.type === 'move' && (a as { unit?: string }).unit === 'rider').map((a) => (a as unknown as { to: string }).to)
    expect(riderMoves(before)).toContain('5,3')
    expect(riderMoves(after)).not.toContain('5,3')

    // And every reader sees the same map: the state's, cached once per map object.
    expect(rules.terrainOf(after.map).ids[rules.terrainOf(after.map).index[bridge]!]).toBe('river')
    expect(rules.terrainOf(after.map)).toBe(rules.terrainOf(after.map))
  })
})
