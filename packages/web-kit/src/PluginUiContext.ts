import type { BaseAction, GameEvent, GameRules, GameState, PendingDecision, PhaseSpec, Rejection } from '@hexes/core'
import { inject, type Component, type InjectionKey, type Ref } from 'vue'
import type { ActionDraft } from './ActionDraft'

/**
 * What the app gives a plugin UI module: read-only snapshots of the game (plain data, updated after
 * every action) and the few ways to act. Everything comes from the engine through the app's game
 * driver, so a module works the same on a local game and a remote one.
 */
export interface PluginUiContext {
  /** The live state (`null` between games). */
  readonly state: Readonly<Ref<GameState | null>>
  /** The state to draw: the replay's step when replaying, else the live one. */
  readonly viewState: Readonly<Ref<GameState | null>>
  /**
   * The events of the drawn state, oldest first: up to the replay's step when replaying, else all
   * of the live game. Plain data the engine emitted; read it from the end (it grows with the game).
   */
  readonly events: Readonly<Ref<readonly GameEvent[]>>
  /** The engine's legal actions now. */
  readonly legal: Readonly<Ref<readonly BaseAction[]>>
  /** The current phase. */
  readonly phase: Readonly<Ref<PhaseSpec | null>>
  /** The first pending decision, if any. */
  readonly pending: Readonly<Ref<PendingDecision | null>>
  /** A player on this device may act now (no replay, the game goes on, the computer is not to act). */
  readonly humanToAct: Readonly<Ref<boolean>>
  /** Incremented after each applied action. */
  readonly revision: Readonly<Ref<number>>
  /** The selected unit on the map, if any. */
  readonly selected: Readonly<Ref<string | null>>
  /** The action the player is putting together now (a described action being picked, the combat plan), if any. */
  readonly draft: Readonly<Ref<ActionDraft | null>>
  /** Asks the rules a question about the live state (read-only; `undefined` without a game). */
  query<T>(fn: (state: GameState, rules: GameRules) => T): T | undefined
  /** Why the engine would refuse `action` now, or `undefined` when it is legal. */
  check(action: BaseAction): Rejection | undefined
  /** Plays `action` (a refusal is shown to the player by the app); `true` when applied. */
  act(action: BaseAction): boolean
  /** Ends the active side's phase; `true` when applied. */
  endPhase(): boolean
  /** The module's own words (its `messages`) in the page's language; `plural` picks a `a | b` form. */
  t(key: string, params?: Record<string, unknown>, plural?: number): string
  /** The engine's words for a refusal (its message key) in the page's language. */
  rejectionText(r: Pick<Rejection, 'text' | 'message'>): string
  /** A unit's name in the page's language (the scenario's translation), by unit or id. */
  unitName(u: string | { readonly id: string; readonly name?: string }): string
  /** A leader's name in the page's language. */
  leaderName(l: { readonly id: string; readonly name: string }): string
  /** A side's name in the page's language. */
  sideName(s: { readonly id: string; readonly name: string }): string
  /** The rule set's name for a message key (`crt/DR`, `terrain/forest`) in the page's language, else `fallback`. */
  engineName(key: string, fallback: string): string
  /** The rule set's name for `key` when its English name is `english` (else `english`: a scenario's own name). */
  engineNameOf(key: string, english: string): string
  /** The app's link to a rule's text (`<component :is="ctx.RuleLink" rule-id="HM-ZOC-3" />`). */
  readonly RuleLink: Component
}

/** Where the app provides a module's context to the module's components. */
export const PLUGIN_UI_CONTEXT: InjectionKey<PluginUiContext> = Symbol('hexes.pluginUiContext')

/** The context of the plugin UI module whose component calls it (inside `setup`). */
export function usePluginUiContext(): PluginUiContext {
  const ctx = inject(PLUGIN_UI_CONTEXT, null)
  if (!ctx) throw new Error('usePluginUiContext: called outside a component the app mounted for a plugin UI module')
  return ctx
}
