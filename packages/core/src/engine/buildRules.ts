import { container as rootContainer } from 'tsyringe'
import { errors } from '../errors/errors'
import { EngineError, type Issue } from '../errors/EngineError'
import { HexGrid } from '../hex/HexGrid'
import { HookRegistry } from '../hooks/HookRegistry'
import type { PluginDefinition } from '../plugin/definePlugin'
import { loadPlugins } from '../plugin/loadPlugins'
import type { PluginApi } from '../plugin/PluginApi'
import type { RulePlugin } from '../plugin/RulePlugin'
import { GRID, HOOKS, PLUGIN_CONFIG, PLUGIN_ID, SCENARIO } from '../plugin/tokens'
import type { Scenario } from '../scenario/Scenario'
import type { ActionDefinition } from './ActionDefinition'
import { mapTerrainOf, MAX_TERRAIN_TYPES, type MapTerrain, type TerrainPalette } from '../map/MapTerrain'
import type { MapState } from '../model/GameState'
import { CORE_RULES } from '../rules/CORE_RULES'
import { coreActions } from './coreActions'
import type { GameRules } from './GameRules'

/**
 * Builds a game's rules from a parsed scenario and the plugins the host knows:
 * 1. the loader checks the mix and orders it (every problem reported at once);
 * 2. a child DI container is made for the game, with one child per plugin holding its config;
 * 3. each plugin is resolved there (explicit `@inject` tokens) and applies (taps hooks, defines
 *    actions), then the hooks are sealed;
 * 4. the phase sequence is built and the plugins check the scenario (`validateScenario`).
 *
 * Throws `loader/invalid-mix` or `scenario/invalid` (with `issues`) when something is wrong.
 */
export function buildRules(scenario: Scenario, available: readonly PluginDefinition<any>[]): GameRules {
  const loaded = loadPlugins(scenario.plugins, available)
  const grid = new HexGrid(scenario.map.width, scenario.map.height)
  const hooks = new HookRegistry()
  const gameContainer = rootContainer.createChildContainer()
  gameContainer.register(SCENARIO, { useValue: scenario })
  gameContainer.register(GRID, { useValue: grid })
  gameContainer.register(HOOKS, { useValue: hooks })

  const actions = new Map<string, ActionDefinition<any>>()
  for (const def of coreActions) actions.set(def.type, def)

  // Terrain palette: every distinct id, default first, in first-seen order.
  const terrainIds: string[] = [scenario.map.defaultTerrain]
  for (const entry of scenario.map.terrain) if (!terrainIds.includes(entry.terrain)) terrainIds.push(entry.terrain)
  if (terrainIds.length > MAX_TERRAIN_TYPES) {
    throw errors.scenario([{ code: 'scenario/too-many-terrains', path: 'map.terrain', message: `the map uses ${terrainIds.length} terrain types; at most ${MAX_TERRAIN_TYPES} are supported` }])
  }
  const palette: TerrainPalette = Object.freeze({ ids: Object.freeze(terrainIds), features: Object.freeze([...new Set(scenario.map.hexsides.map((h) => h.feature))]) })
  const configs = new Map(loaded.map((p) => [p.id, p.config]))
  const citations = new Map<string, string>()
  let lastMap: MapState | undefined
  let lastTerrain: MapTerrain | undefined

  const instances: RulePlugin[] = []
  const rules: GameRules = {
    scenario,
    grid,
    hooks,
    plugins: loaded,
    instances,
    container: gameContainer,
    actions,
    phases: [],
    palette,
    terrainOf: (map) => {
      // One-entry cache in front of the per-map cache: successive queries read the same map.
      if (map !== lastMap) {
        lastTerrain = mapTerrainOf(grid, palette, map)
        lastMap = map
      }
      return lastTerrain!
    },
    cite: (coreRule: string) => citations.get(coreRule) ?? coreRule,
    config: <C>(id: string) => configs.get(id) as C | undefined,
    has: (id: string) => configs.has(id),
  }

  for (const p of loaded) {
    const pc = gameContainer.createChildContainer()
    pc.register(PLUGIN_CONFIG, { useValue: p.config })
    pc.register(PLUGIN_ID, { useValue: p.id })
    let instance: RulePlugin
    try {
      instance = pc.resolve(p.definition.plugin)
    } catch (e) {
      if (e instanceof EngineError) throw e
      throw errors.hookThrew('constructor', p.id, e)
    }
    const api: PluginApi = {
      pluginId: p.id,
      defineAction(def) {
        if (actions.has(def.type)) throw errors.duplicateAction(def.type, p.id)
        actions.set(def.type, def as ActionDefinition<any>)
      },
      provide(token, value) {
        if (!(p.definition.manifest.services?.provides ?? []).includes(token)) throw errors.serviceUndeclared(token.description ?? String(token), p.id)
        if (pc.isRegistered(token, true)) throw errors.duplicateService(token.description ?? String(token), p.id)
        gameContainer.register(token, { useValue: value })
      },
    }
    try {
      instance.apply(hooks, api)
    } catch (e) {
      if (e instanceof EngineError) throw e
      throw errors.hookThrew('apply', p.id, e)
    }
    for (const t of p.definition.manifest.services?.provides ?? []) {
      if (!gameContainer.isRegistered(t)) throw errors.serviceNotProvided(t.description ?? String(t), p.id)
    }
    instances.push(instance)
  }
  const order = new Map(loaded.map((p, i) => [p.id, i]))
  hooks.seal((id) => order.get(id) ?? -1)

  const issues: Issue[] = []
  const coreRules = new Set<string>(Object.values(CORE_RULES))
  for (const [coreRule, cited] of Object.entries(hooks.ruleCitations.call({}, { scenario, rules }))) {
    if (!coreRules.has(coreRule)) issues.push({ code: 'rules/unknown-core-rule', path: 'plugins', message: `a plugin cites "${cited}" for "${coreRule}", which is not a core rule (${[...coreRules].join(', ')})` })
    else if (typeof cited !== 'string' || cited === '') issues.push({ code: 'rules/bad-citation', path: 'plugins', message: `the rule id given for "${coreRule}" must be a non-empty string` })
    else citations.set(coreRule, cited)
  }
  const phases = hooks.phases.call([], { scenario, rules })
  if (phases.length === 0) issues.push({ code: 'rules/no-phases', path: 'plugins', message: 'no plugin of the mix provides a turn sequence (add a base rule set such as "hexes-med")' })
  else if (!phases.some((ph) => ph.auto === undefined)) issues.push({ code: 'rules/no-player-phase', path: 'plugins', message: 'the turn sequence has no phase in which a player acts' })
  const slots = new Set<string>()
  for (const ph of phases) {
    if (slots.has(ph.slot)) issues.push({ code: 'rules/duplicate-slot', path: 'plugins', message: `two phases use slot "${ph.slot}"` })
    slots.add(ph.slot)
    for (const t of ph.actions) if (!actions.has(t)) issues.push({ code: 'rules/unknown-action', path: 'plugins', message: `phase "${ph.id}" allows unknown action "${t}"` })
    if (ph.auto === undefined && (ph.side === null || !Number.isInteger(ph.side) || ph.side < 0 || ph.side >= scenario.sides.length)) {
      issues.push({ code: 'rules/bad-phase-side', path: 'plugins', message: `player phase "${ph.id}" (slot ${ph.slot}) names side index ${ph.side}; the scenario has ${scenario.sides.length} sides` })
    }
  }
  if (issues.length) throw errors.loader(issues)
  ;(rules as { phases: readonly typeof phases[number][] }).phases = Object.freeze(phases)

  const scenarioIssues = hooks.validateScenario.call({ scenario, rules })
  if (scenarioIssues.length) throw errors.scenario(scenarioIssues)
  return rules
}
