import type { Bot } from './Bot'
import { RandomBot } from './RandomBot'
import { aiBotFactories } from './bots/SearchBot'

/**
 * Bots by name, for hosts that let the user pick one (`hexes simulate --side1 ai`): `random`,
 * and the search AI as `ai` (default level), `ai-easy`, `ai-normal`, `ai-hard`. Hosts list
 * {@link botNames} rather than hard-coding names.
 */
const factories: Record<string, () => Bot> = {
  random: () => new RandomBot(),
  ...aiBotFactories,
}

/** Names accepted by {@link createBot}. */
export function botNames(): string[] {
  return Object.keys(factories)
}

/** A new bot by name, or `undefined` for an unknown name. */
export function createBot(name: string): Bot | undefined {
  return Object.hasOwn(factories, name) ? factories[name]!() : undefined
}
