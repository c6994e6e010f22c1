import type { Bot } from './Bot'
import { RandomBot } from './RandomBot'

/**
 * Bots by name, for hosts that let the user pick one (`hexes simulate --side1 random`). The real
 * AI registers here under `"ai"` when it exists; hosts list {@link botNames} rather than
 * hard-coding names.
 */
const factories: Record<string, () => Bot> = {
  random: () => new RandomBot(),
}

/** Names accepted by {@link createBot}. */
export function botNames(): string[] {
  return Object.keys(factories)
}

/** A new bot by name, or `undefined` for an unknown name. */
export function createBot(name: string): Bot | undefined {
  return Object.hasOwn(factories, name) ? factories[name]!() : undefined
}
