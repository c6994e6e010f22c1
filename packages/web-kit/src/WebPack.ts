import type { PluginDefinition, Scenario } from '@hexes/core'

/**
 * Rule plugins and scenarios that a web pack adds to the app's catalogue (the rules half of a pack:
 * it holds no Vue code, so the computer player's worker can load it too). The UI half is a list
 * of {@link PluginUi} modules, in a module of its own.
 */
export interface WebPackRules {
  plugins?: readonly PluginDefinition<any>[]
  scenarios?: readonly Scenario[]
}

/** Identity helper that types the rules half of a web pack. */
export function defineWebPackRules(rules: WebPackRules): WebPackRules {
  return rules
}
