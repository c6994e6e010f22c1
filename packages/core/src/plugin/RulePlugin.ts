import type { HookRegistry } from '../hooks/HookRegistry'
import type { PluginApi } from './PluginApi'

/**
 * A rule plugin instance: an `@injectable()` class whose constructor takes its services through
 * explicit `@inject(TOKEN)` parameters, and whose `apply` taps hooks and defines actions
 * (tapable style). It holds no game state in fields: per-game data lives in `state.plugins[id]`.
 */
export interface RulePlugin {
  apply(hooks: HookRegistry, api: PluginApi): void
}
