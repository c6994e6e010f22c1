import type { ActionDefinition } from '../engine/ActionDefinition'

/** What a plugin may do besides tapping hooks, while it applies. */
export interface PluginApi {
  /** The applying plugin's id. */
  readonly pluginId: string
  /** Contributes a new action type (leader transfer, retreat choice, SW placement...). */
  defineAction<A extends { type: string; side: string }>(definition: ActionDefinition<A>): void
}
