import type { DependencyContainer } from 'tsyringe'
import type { HexGrid } from '../hex/HexGrid'
import type { HookRegistry } from '../hooks/HookRegistry'
import type { MapTerrain, TerrainPalette } from '../map/MapTerrain'
import type { MapState } from '../model/GameState'
import type { PhaseSpec } from '../model/Phase'
import type { LoadedPlugin } from '../plugin/loadPlugins'
import type { RulePlugin } from '../plugin/RulePlugin'
import type { Scenario } from '../scenario/Scenario'
import type { ActionDefinition } from './ActionDefinition'

/**
 * The compiled definition of one game: scenario, geometry, the loaded plugins with their
 * configs, the sealed hooks, the action types and the phase sequence. Built once by
 * `buildRules`, immutable afterwards, shared by every state of the game.
 */
export interface GameRules {
  readonly scenario: Scenario
  readonly grid: HexGrid
  readonly hooks: HookRegistry
  /** Plugins in load order (dependencies first). */
  readonly plugins: readonly LoadedPlugin[]
  /** Plugin instances, same order as `plugins`. */
  readonly instances: readonly RulePlugin[]
  /** The game's own DI container (a child container; nothing is registered globally). */
  readonly container: DependencyContainer
  /** Action types by `type`. */
  readonly actions: ReadonlyMap<string, ActionDefinition<any>>
  /** The turn's phase sequence. */
  readonly phases: readonly PhaseSpec[]
  /** The scenario's terrain and hexside feature ids: their indices stay fixed through the game. */
  readonly palette: TerrainPalette
  /**
   * The terrain of a state's map as flat arrays (cached per map object): the one place every rule
   * reads terrain from, so a map changed during play (`changeMap`) is seen by all at once.
   *
   * @example const { ids, index } = rules.terrainOf(state.map); const terrain = ids[index[h]]
   */
  terrainOf(map: MapState): MapTerrain
  /**
   * The rule id to cite for a core rule (`CORE_RULES`): the id a plugin of the mix gives it
   * through the `ruleCitations` hook (HEXES Med: `core/zoc-stop` is `HM-ZOC-3`), else the core id.
   */
  cite(coreRule: string): string
  /** Validated config of a plugin of the mix (`undefined` if not loaded). */
  config<C = unknown>(pluginId: string): C | undefined
  /** True when a plugin is in the mix. */
  has(pluginId: string): boolean
}
