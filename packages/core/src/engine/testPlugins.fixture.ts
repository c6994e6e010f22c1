/**
 * Test fixtures of the core tests (never imported by the engine itself): small inline rule
 * plugins, a scenario builder and a game factory. Core tests cannot use `@hexes/testing` or the
 * example plugin (core depends on nothing in the repo), so the smallest complete rule set lives
 * here.
 *
 * Hex reminder (flat-top, odd-q): `c,r` and `c,r+1` are adjacent; from an even column `c` the east
 * neighbours are `c+1,r-1` and `c+1,r`, from an odd column `c+1,r` and `c+1,r+1`.
 */
import { z } from 'zod'
import type { RngAlgo } from '../dice/rng'
import { d6 } from '../dice/standardDice'
import { reject } from '../errors/Rejection'
import type { HexGrid } from '../hex/HexGrid'
import type { HookRegistry } from '../hooks/HookRegistry'
import type { GameState, UnitState } from '../model/GameState'
import { definePlugin, type PluginDefinition } from '../plugin/definePlugin'
import type { PluginManifest } from '../plugin/PluginManifest'
import type { PluginApi } from '../plugin/PluginApi'
import type { RulePlugin } from '../plugin/RulePlugin'
import { GRID, HOOKS, PLUGIN_CONFIG, PLUGIN_ID, SCENARIO } from '../plugin/tokens'
import type { Scenario } from '../scenario/Scenario'
import { inject, injectable } from 'tsyringe'
import { createGame } from './createGame'
import type { Game } from './Game'
import { eliminateUnit, recordLoss } from './stateOps'
import { findUnit, leadersOn, unitAt } from './stateQueries'

/** Id of the fixture rule set. */
export const CORE_TEST = 'core-test'

/** Config of the fixture rule set; defaults are its rules. */
export const coreTestConfigSchema = z.strictObject({
  /** Movement allowance of every unit. */
  mp: z.number().int().min(0).max(20).default(2),
  /** MP to enter a forest hex. */
  forestCost: z.number().int().min(1).max(20).default(2),
  /** GAP-HM-03 minimum move for units that have not moved this phase. */
  minimumMove: z.boolean().default(false),
  /** A side the plugin claims victory for at every timing (victory tests). */
  claim: z.string().optional(),
})

/** The fixture's validated config. */
export type CoreTestConfig = z.output<typeof coreTestConfigSchema>

/** The fixture's per-game state (`state.plugins['core-test']`). */
export interface CoreTestState {
  moved: string[]
  fought: string[]
  autoRuns: number
  endOfTurn: number
}

/** The fixture's plugin state in `state`. */
export function testState(state: GameState): CoreTestState {
  return state.plugins[CORE_TEST] as CoreTestState
}

/**
 * A small complete rule set (rule ids `TEST-*`; tests that check a catalogue rule name its id):
 * - turn: a moves (and may rally), a fights, b moves, b fights, victory check, a plugin automatic
 *   phase (`test-bookkeeping`), end of turn;
 * - movement: `mp` MP; forest costs `forestCost`; river impassable; ford: enter and stop; wall
 *   hexsides impassable, stream hexsides +1 MP; one move per unit per phase (HM-MOVE-7 style);
 * - combat: adjacent attackers, each unit once per phase; attacker d6 (+1 per extra attacker)
 *   against defender d6: higher attacker eliminates the defender, lower the first attacker, a tie
 *   costs the defender a step and a retreat he chooses (`test/retreat` decision);
 * - a unit's leaders die with it; each unit is worth 2 strength points; unit types are `foot` and
 *   `horse` (`validateScenario`).
 */
@injectable()
export class CoreTestRules implements RulePlugin {
  constructor(
    @inject(PLUGIN_CONFIG) private readonly config: CoreTestConfig,
    @inject(PLUGIN_ID) private readonly id: string,
    @inject(GRID) private readonly grid: HexGrid,
    @inject(SCENARIO) private readonly scenario: Scenario,
  ) {}

  apply(hooks: HookRegistry, api: PluginApi): void {
    const id = this.id
    const grid = this.grid
    const st = (s: GameState) => s.plugins[id] as CoreTestState
    hooks.phases.tap(id, () => [
      { id: 'movement', slot: '1', side: 0, label: 'Movement', actions: ['move', 'test/rally'], ruleId: 'TEST-1' },
      { id: 'combat', slot: '2', side: 0, label: 'Combat', actions: ['attack'], ruleId: 'TEST-1' },
      { id: 'movement', slot: '3', side: 1, label: 'Movement', actions: ['move', 'test/rally'], ruleId: 'TEST-1' },
      { id: 'combat', slot: '4', side: 1, label: 'Combat', actions: ['attack'], ruleId: 'TEST-1' },
      { id: 'victory', slot: '5', side: null, label: 'Victory check', actions: [], auto: 'victory', ruleId: 'TEST-1' },
      { id: 'bookkeeping', slot: '6', side: null, label: 'Bookkeeping', actions: [], auto: 'test-bookkeeping', ruleId: 'TEST-1' },
      { id: 'turn-end', slot: '7', side: null, label: 'End of turn', actions: [], auto: 'turn-end', ruleId: 'TEST-1' },
    ])
    hooks.setupState.tap(id, ({ draft }) => {
      const s: CoreTestState = { moved: [], fought: [], autoRuns: 0, endOfTurn: 0 }
      draft.plugins[id] = s
      for (const u of draft.units) if (u.stats.steps === undefined) u.stats.steps = 2
    })
    hooks.phaseStart.tap(id, ({ draft, phase }) => {
      if (phase.auto !== undefined) return
      st(draft).moved = []
      st(draft).fought = []
    })
    hooks.autoPhase.tap(id, ({ draft, phase }) => {
      if (phase.auto === 'test-bookkeeping') st(draft).autoRuns++
    })
    hooks.endOfTurn.tap(id, ({ draft }) => {
      st(draft).endOfTurn++
    })

    // Movement
    hooks.movementProfile.tap(id, (p, { state, unit }) => ({ ...p, mp: this.config.mp, minimumMove: this.config.minimumMove && !st(state).moved.includes(unit.id) }))
    hooks.movementCost.tap(id, (_cost, { terrain }) => {
      if (terrain === 'forest') return { cost: this.config.forestCost, ruleId: 'TEST-2' }
      if (terrain === 'river') return { cost: 'impassable', ruleId: 'TEST-2' }
      if (terrain === 'ford') return { cost: 1, stop: true, ruleId: 'TEST-2' }
      return undefined
    })
    hooks.hexsideCost.tap(id, (_cost, { terrain }) => {
      if (terrain === 'wall') return { cost: 'impassable', ruleId: 'TEST-2' }
      if (terrain === 'stream') return { cost: 1, ruleId: 'TEST-2' }
      return undefined
    })
    hooks.canMove.tap(id, ({ state, unit }) =>
      st(state).moved.includes(unit.id) ? reject('test/already-moved', 'TEST-6', `${unit.id} has already moved this phase`) : undefined,
    )
    hooks.afterMove.tap(id, ({ draft, unit }) => {
      st(draft).moved.push(unit.id)
    })

    // Combat
    hooks.unitStrength.tap(id, () => 2)
    hooks.combatModes.tap(id, () => 'close')
    hooks.combatEligibility.tap(id, ({ state, attackers, defender, targets }) => {
      if (!defender || targets.length !== 1) return reject('test/one-defender', 'TEST-3', 'a combat has exactly one defender')
      for (const a of attackers) {
        if (st(state).fought.includes(a.id)) return reject('test/already-fought', 'TEST-3', `${a.id} has already attacked`)
        if (grid.distance(grid.indexOfRef(a.hex!), grid.indexOfRef(defender.hex!)) !== 1) return reject('test/not-adjacent', 'TEST-3', `${a.id} is not adjacent`)
      }
      return undefined
    })
    hooks.combatModifiers.tap(id, ({ attackers }) =>
      attackers.length > 1 ? { source: id, ruleId: 'TEST-4', label: 'Extra attackers', value: attackers.length - 1, kind: 'drm' } : undefined,
    )
    hooks.combatResolution.tap(id, ({ modifiers, dice }) => {
      const drm = modifiers.filter((m) => m.kind === 'drm').reduce((s, m) => s + m.value, 0)
      const attack = dice.roll(d6(), 'TEST-4 attacker').value + drm
      const defence = dice.roll(d6(), 'TEST-4 defender').value
      const key = attack > defence ? 'defender-eliminated' : attack < defence ? 'attacker-eliminated' : 'defender-retreats'
      return { key, label: `${attack} against ${defence}`, data: { attack, defence } }
    })
    hooks.combatOutcome.tap(id, (ctx) => {
      const { draft, decl, outcome } = ctx
      st(draft).fought.push(...decl.attackers)
      if (outcome.key === 'defender-retreats') {
        const defender = findUnit(draft, decl.defender!)!
        defender.stats.steps = (defender.stats.steps as number) - 1
        recordLoss(ctx, defender, 1, 1, 'TEST-4')
        draft.pending.push({ kind: 'test/retreat', side: defender.side, ruleId: 'TEST-5', data: { unit: defender.id } })
        return
      }
      const loser = outcome.key === 'defender-eliminated' ? decl.defender! : decl.attackers[0]!
      eliminateUnit(ctx, findUnit(draft, loser)!, 2, 'TEST-4')
    })
    hooks.events.tap(id, (ctx) => {
      if (ctx.event.type !== 'unitEliminated') return
      for (const l of leadersOn(ctx.draft, ctx.event.unit as string)) {
        l.status = 'eliminated'
        l.unit = null
        const c = ctx.draft.counters.find((x) => x.side === l.side)!
        c.leadersEliminated++
        ctx.emit({ type: 'leaderEliminated', message: `${l.name} dies with his unit`, ruleId: 'TEST-7', side: l.side, leader: l.id })
      }
    })

    // Victory: scenario conditions of kind `plugin` with `plugin: 'core-test'`, and an optional claim.
    hooks.victoryCondition.tap(id, ({ state, condition }) => (condition.kind === id ? st(state).endOfTurn >= Number(condition.turns ?? 1) : undefined))
    hooks.victory.tap(id, () =>
      this.config.claim === undefined ? undefined : { winner: this.config.claim, condition: 'test-claim', ruleId: 'TEST-9', message: `${this.config.claim} claims the field` },
    )
    hooks.invariants.tap(id, ({ state }) =>
      state.units.flatMap((u, i) => {
        const steps = u.stats.steps
        return typeof steps === 'number' && (steps < 0 || steps > 2) ? [{ code: 'test/steps', path: `units[${i}].stats.steps`, message: `steps ${steps} out of 0..2` }] : []
      }),
    )

    // Plugin actions: a reversible order without dice, and the answer to the retreat decision.
    api.defineAction({
      type: 'test/rally',
      schema: z.strictObject({ type: z.literal('test/rally'), side: z.string(), unit: z.string() }),
      validate: ({ state, action }) => {
        const u = findUnit(state, action.unit)
        if (!u || u.side !== action.side || u.status !== 'active') return reject('test/cannot-rally', 'TEST-6', `${action.unit} cannot rally`)
        return undefined
      },
      apply: ({ draft, action }) => {
        findUnit(draft, action.unit)!.stats.rallied = true
      },
      enumerate: ({ state, side }) => state.units.filter((u) => u.side === side && u.status === 'active').map((u) => ({ type: 'test/rally' as const, side, unit: u.id })),
    })
    api.defineAction({
      type: 'test/retreat',
      answers: 'test/retreat',
      schema: z.strictObject({ type: z.literal('test/retreat'), side: z.string(), to: z.string() }),
      validate: ({ state, action }) => (retreatHexes(grid, state).includes(action.to) ? undefined : reject('test/bad-retreat', 'TEST-5', `cannot retreat to ${action.to}`)),
      apply: ({ draft, action }) => {
        const unit = findUnit(draft, draft.pending[0]!.data.unit as string)!
        unit.hex = action.to
        draft.pending.shift()
      },
      enumerate: ({ state, side }) => retreatHexes(grid, state).map((to) => ({ type: 'test/retreat' as const, side, to })),
    })
    // The scenario is injected: unit types must be known to this rule set.
    hooks.validateScenario.tap(id, () =>
      this.scenario.units.flatMap((u, i) => (['foot', 'horse'].includes(u.type) ? [] : [{ code: 'test/unknown-type', path: `units[${i}].type`, message: `unknown unit type "${u.type}"`, plugin: id }])),
    )
  }
}

/** Empty neighbours of the unit owing the pending retreat. */
function retreatHexes(grid: HexGrid, state: GameState): string[] {
  const unit: UnitState = findUnit(state, state.pending[0]!.data.unit as string)!
  const h = grid.indexOfRef(unit.hex!)
  const out: string[] = []
  for (let d = 0; d < 6; d++) {
    const n = grid.neighbors[h * 6 + d]!
    if (n >= 0 && !unitAt(state, grid.refOf(n))) out.push(grid.refOf(n))
  }
  return out
}

/** The fixture rule set's definition. */
export const coreTestPlugin = definePlugin({
  manifest: {
    id: CORE_TEST,
    name: 'Core test rules',
    version: '1.2.3',
    engine: '^0.1.0',
    provides: ['base-rules', 'combat-resolver'],
    config: coreTestConfigSchema,
  },
  plugin: CoreTestRules,
})

/**
 * A companion plugin that requires the fixture rules and gets the hook registry injected (its
 * taps are ordered relative to `core-test`'s).
 */
@injectable()
export class CompanionRules implements RulePlugin {
  constructor(
    @inject(HOOKS) private readonly hooks: HookRegistry,
    @inject(PLUGIN_ID) private readonly id: string,
  ) {}

  apply(hooks: HookRegistry): void {
    if (hooks !== this.hooks) throw new Error('HOOKS token and apply() disagree')
    hooks.movementCost.tap({ plugin: this.id, after: [CORE_TEST] }, (cost, { terrain }) => (terrain === 'marsh' ? { cost: 3, ruleId: 'COMP-1' } : cost))
  }
}

/** The companion's definition. */
export const companionPlugin = definePlugin({
  manifest: { id: 'companion', name: 'Companion', version: '0.1.0', engine: '>=0.1.0 <1.0.0', requires: [CORE_TEST] },
  plugin: CompanionRules,
})

/** Every inline plugin of the core tests, for the loader and the DI smoke test. */
export const testPlugins: readonly PluginDefinition<any>[] = [coreTestPlugin, companionPlugin]

@injectable()
class NoopRules implements RulePlugin {
  apply(): void {}
}

/** A plugin that only has a manifest (loader tests): nothing to inject, taps nothing. */
export function stubPlugin(manifest: Partial<PluginManifest<any>> & { id: string }): PluginDefinition<any> {
  return definePlugin({ manifest: { name: manifest.id, version: '0.1.0', engine: '^0.1.0', ...manifest }, plugin: NoopRules })
}

/** Options of {@link testScenario}. */
export interface TestScenarioOptions {
  id?: string
  width?: number
  height?: number
  /** Terrain by hex: `{ '2,3': 'forest' }`. */
  terrain?: Record<string, string>
  hexsides?: Scenario['map']['hexsides']
  /** Units: side `a` (Camp 1) unless told. */
  units: { id: string; side?: string; hex: string | null; type?: string; facing?: number; stats?: Record<string, unknown> }[]
  leaders?: Scenario['leaders']
  plugins?: Scenario['plugins']
  config?: Record<string, unknown>
  turns?: number
  victory?: Scenario['victory']
}

/** An 8x8 clear map, sides `a` (Camp 1) and `b`, the fixture rules, the units given. */
export function testScenario(o: TestScenarioOptions): Scenario {
  const byTerrain = new Map<string, string[]>()
  for (const [hex, t] of Object.entries(o.terrain ?? {})) byTerrain.set(t, [...(byTerrain.get(t) ?? []), hex])
  return {
    format: 'hexes-scenario/1',
    id: o.id ?? 'core-test-scenario',
    name: 'Core test',
    plugins: o.plugins ?? [{ id: CORE_TEST, ...(o.config ? { config: o.config } : {}) }],
    map: {
      width: o.width ?? 8,
      height: o.height ?? 8,
      defaultTerrain: 'clear',
      terrain: [...byTerrain.entries()].map(([terrain, hexes]) => ({ terrain, hexes })),
      hexsides: o.hexsides ?? [],
      labels: [],
    },
    sides: [
      { id: 'a', name: 'Side A', edges: ['south'] },
      { id: 'b', name: 'Side B', edges: ['north'] },
    ],
    firstSide: 'a',
    turns: o.turns ?? 3,
    units: o.units.map((u) => ({ type: 'foot', side: 'a', ...u })),
    leaders: o.leaders ?? [],
    victory: o.victory ?? {
      conditions: [{ id: 'corner', winner: 'a', timing: 'endOfGame', kind: 'holdHexes', hexes: ['0,0'], count: 1, text: 'Side A holds the corner' }],
      default: { winner: 'b', text: 'Side B holds out' },
    },
  }
}

/** A game of {@link testScenario} with the inline plugins. */
export function testGame(o: TestScenarioOptions, extra: { seed?: number | string; dice?: number[]; rng?: RngAlgo } = {}): Game {
  return createGame({ scenario: testScenario(o), plugins: testPlugins, seed: extra.seed ?? 1, ...(extra.dice ? { dice: extra.dice } : {}), ...(extra.rng ? { rng: extra.rng } : {}) })
}

/** `{ type: 'move' }` for side `a` unless told. */
export const move = (unit: string, to: string, side = 'a', path?: string[]) => ({ type: 'move', side, unit, to, ...(path ? { path } : {}) })

/** `{ type: 'end-phase' }`. */
export const endPhase = (side: string) => ({ type: 'end-phase', side })

/** `{ type: 'attack' }` in close combat. */
export const attack = (side: string, attackers: string[], defender: string) => ({ type: 'attack', side, attackers, defender, mode: 'close' })

/** Applies actions and throws on the first rejection (to set up a position). */
export function play(game: Game, ...actions: unknown[]): void {
  for (const a of actions) {
    const r = game.act(a)
    if (!r.ok) throw new Error(`setup action rejected: ${JSON.stringify(a)} → ${r.code}: ${r.message}`)
  }
}

/** Own properties of an object whose value is `undefined` (a missing `@inject` leaves one). */
export function undefinedFields(instance: object): string[] {
  return Object.entries(instance).filter(([, v]) => v === undefined).map(([k]) => k)
}
