import type { z } from 'zod'
import type { MessageCatalog } from '../i18n/renderMessage'
import type { RulesText } from '../rules/RulesText'
import type { Token } from './tokens'

/**
 * What a rule plugin declares about itself. The loader checks the whole mix from manifests before
 * any plugin code runs, and reports every problem at once.
 */
export interface PluginManifest<C = unknown> {
  /** Short, stable id used in scenarios (`"hexes-med"`). */
  id: string
  /** Display name (`"HEXES Med"`). */
  name: string
  /** The plugin's own version (semver), recorded in save files. */
  version: string
  /** Range of engine versions it works with (`"^0.1.0"`). */
  engine: string
  description?: string
  /** Plugin ids that must be loaded too (they load first). */
  requires?: readonly string[]
  /** Plugin ids that must not be loaded with this one. */
  conflicts?: readonly string[]
  /**
   * Capabilities this plugin provides (`"base-rules"`, `"combat-resolver"`, `"charge-provider"`).
   * Some are exclusive: at most one plugin of a mix may provide them (catalogue §3.3).
   */
  provides?: readonly string[]
  /** Capabilities some other plugin of the mix must provide (`"base-rules"` for Successive Waves). */
  needs?: readonly string[]
  /**
   * Services (DI tokens) the plugin shares with others. `provides`: it offers them with
   * `api.provide` while it applies. `requires`: it injects them (`@inject(TOKEN)`), so some plugin
   * of the mix must provide each; the loader refuses the mix otherwise, naming the plugin and the
   * service, and loads every provider before the plugins that inject its services.
   */
  services?: {
    readonly provides?: readonly Token<unknown>[]
    readonly requires?: readonly Token<unknown>[]
  }
  /**
   * The plugin's texts by language (`{ en: {...}, fr: {...} }`): the templates of its events,
   * rejections, phase names, terrain names (`terrain/<id>`) and outcomes, by message key. See
   * `renderMessage`.
   */
  messages?: MessageCatalog
  /**
   * Loads the plugin's rules summary by language (Markdown, see `parseRulesText`), so that hosts
   * link each rule id they show to its text. A function, so that a host loads the texts only when
   * a player opens them: `rulesText: () => import('./rules/myRulesText').then((m) => m.myRulesText)`.
   */
  rulesText?: () => Promise<RulesText>
  /** zod schema of the plugin's config; its defaults are the catalogue's defaults. */
  config?: z.ZodType<C>
}

/** Capabilities at most one plugin of a mix may provide (catalogue §3.3 rules 1 and 4). */
export const EXCLUSIVE_CAPABILITIES: readonly string[] = ['base-rules', 'combat-resolver', 'charge-provider']
