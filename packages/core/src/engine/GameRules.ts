import type { DependencyContainer } from 'tsyringe'
import type { HexGrid } from '../hex/HexGrid'
import type { HookRegistry } from '../hooks/HookRegistry'
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
  /** Distinct terrain ids of the map, in first-seen order; `terrainIndex[h]` indexes it. */
  readonly terrainIds: readonly string[]
  /** Terrain index per hex (row-major). */
  readonly terrainIndex: Uint8Array
  /** Distinct hexside feature ids. */
  readonly hexsideFeatures: readonly string[]
  /** Validated config of a plugin of the mix (`undefined` if not loaded). */
  config<C = unknown>(pluginId: string): C | undefined
  /** True when a plugin is in the mix. */
  has(pluginId: string): boolean
}
