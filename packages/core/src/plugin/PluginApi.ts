import type { ActionDefinition } from '../engine/ActionDefinition'
import type { Token } from './tokens'

/** What a plugin may do besides tapping hooks, while it applies. */
export interface PluginApi {
  /** The applying plugin's id. */
  readonly pluginId: string
  /** Contributes a new action type (leader transfer, retreat choice, SW placement...). */
  defineAction<A extends { type: string; side: string }>(definition: ActionDefinition<A>): void
  /**
   * Offers a service to the plugins loaded after this one, in this game only: a plugin that lists
   * the token in its manifest's `services.requires` injects it with `@inject(token)` in its
   * constructor. The token must be in this plugin's `services.provides` (`services/undeclared`
   * otherwise); a token provided twice, or one the engine registers, throws `services/duplicate`.
   *
   * @example api.provide(HM_TABLES, this.tables)
   */
  provide<T>(token: Token<T>, value: T): void
}
