import type { HookRegistry } from '../hooks/HookRegistry'
import type { HexGrid } from '../hex/HexGrid'
import type { Scenario } from '../scenario/Scenario'

/** A typed DI token: a symbol that remembers the type it stands for. */
export type Token<T> = symbol & { readonly __tokenType?: T }

/**
 * Creates a typed DI token. Plugins export the tokens of the services they offer to others.
 * @example export const HM_TABLES = token<HmTables>('hexes-med.tables')
 */
export function token<T>(description: string): Token<T> {
  return Symbol.for(`hexes:${description}`) as Token<T>
}

/** This plugin's validated config (its manifest's zod schema, defaults applied). */
export const PLUGIN_CONFIG = token<unknown>('core.plugin-config')
/** This plugin's id. */
export const PLUGIN_ID = token<string>('core.plugin-id')
/** The parsed scenario of the game. */
export const SCENARIO = token<Scenario>('core.scenario')
/** The map's geometry. */
export const GRID = token<HexGrid>('core.grid')
/** The game's hook registry (plugins normally receive it in `apply`). */
export const HOOKS = token<HookRegistry>('core.hooks')
