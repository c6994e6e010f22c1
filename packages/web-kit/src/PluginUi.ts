import type { BaseAction, GameEvent, LeaderState, UnitState } from '@hexes/core'
import type { Component } from 'vue'
import type { ActionDescriptor } from './ActionDescriptor'
import type { DiceGroup } from './DiceView'
import type { OddsView } from './OddsView'
import type { CounterMark, MapMark } from './PluginMarks'
import type { PluginUiContext } from './PluginUiContext'
import type { UnitCardRow } from './UnitCardRow'

/** A panel a plugin UI module shows in the app's actions area. */
export interface PluginPanel {
  /** Unique within the module (`waves`). */
  id: string
  component: Component
  /** Shown now? (a computed-like getter, read in a reactive scope). */
  shown(): boolean
  /** The component's props (a reactive getter). */
  props(): Record<string, unknown>
  /**
   * `replace` (default): the panel takes the actions area (the app's movement, combat and generic
   * plugin action lists give way); `append`: shown below them.
   */
  placement?: 'replace' | 'append'
}

/** Hexes a module lights on the map. */
export interface PluginHighlights {
  /** Hexes where something may be placed (lit like a deployment zone). */
  placement?: readonly string[]
  /** Hexes to click for an action (lit like a target). */
  targets?: readonly string[]
}

/** A note on a unit or leader off the map: a key of the module's messages (`offMap.<key>`). */
export interface OffMapNote {
  key: string
  params?: Record<string, unknown>
}

/** What a module does in one game: created by {@link PluginUi.setup} when a game with its plugin starts. */
export interface PluginUiInstance {
  panels?: readonly PluginPanel[]
  /** Hexes to light on the map now. */
  highlights?(): PluginHighlights
  /** A click on a hex: `true` when the module handled it (the app does nothing more). */
  clickHex?(hex: string): boolean
  /** Why units or leaders are off the map (by id). */
  offMapNotes?(): Readonly<Record<string, OffMapNote>>
  /** Action types the module plays through its own panel: the app lists none of them while a panel of the module is shown. */
  ownActions?: readonly string[]
  /** Charts of the rules the game runs (a combat results table, a terrain chart), shown in the app's rules sheet. */
  charts?: readonly PluginPanel[]
  /** The badge of a leader on a counter (HEXES Med: his bonus), if the module knows it. */
  leaderBadge?(leader: LeaderState): string | undefined
  /**
   * Marks on a unit's counter in the drawn state (`ctx.viewState`): a facing arrow, a badge.
   * Called for every unit on the map after every action: keep it cheap.
   */
  counterMarks?(unit: UnitState): readonly CounterMark[]
  /** Marks on the map now (a reactive getter): zones such as a shooter's range bands, links such as a locked melee, ringed hexes. */
  mapMarks?(): readonly MapMark[]
  /** Lines the module adds to the unit card of `unit` (in the drawn state): HP, figures, facing, weapon ranges. */
  unitCardRows?(unit: UnitState): readonly UnitCardRow[]
  /**
   * The exact odds of `action` before the player confirms it (the app's combat plan, a described
   * action once picked: see `ctx.draft`), or `undefined` when the module has nothing to say. The
   * app shows every view next to its confirm button. Compute them with the engine (its
   * enumeration over the resolver that plays the action), never by an estimate.
   */
  actionOdds?(action: BaseAction): readonly OddsView[] | undefined
  /** The dice an event rolled, die by die (a combat's attack and damage dice), or `undefined` for an event the module does not read. */
  eventDice?(event: GameEvent): readonly DiceGroup[] | undefined
  /**
   * The words of an action of the module's rule plugin that the app shows as a button (an answer
   * to a pending decision, an action of the app's generic list), in the page's language
   * (`pursue Londoners`, `let Londoners go`), or `undefined` to leave it to the app (which lists
   * its fields).
   */
  actionLabel?(action: BaseAction): string | undefined
}

/** The messages of a module per language: nested objects of strings (vue-i18n syntax, `{name}` parameters). */
export type UiMessages = Readonly<Record<string, unknown>>

/**
 * A plugin UI module: what a rule plugin brings to the web app. The app shows a module when the
 * game's rule mix has its plugin, calls `setup` once per game (inside a Vue effect scope, so
 * `computed` and `watch` may be used and are stopped with the game), and never names the plugin.
 */
export interface PluginUi {
  /** The rule plugin's id (`successive-waves`). */
  plugin: string
  /** How the app plays the plugin's action types without code of its own. */
  actions?: readonly ActionDescriptor[]
  /** The module's words: `{ en: {...}, fr: {...} }`, read through `ctx.t`. */
  messages?: Readonly<Record<string, UiMessages>>
  setup?(ctx: PluginUiContext): PluginUiInstance
}

/** Identity helper that types a plugin UI module. */
export function definePluginUi(ui: PluginUi): PluginUi {
  return ui
}
