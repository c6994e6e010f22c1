import type { Rational } from '@hexes/core'

/** One exact chance of an {@link OddsView} (`at least one hit: 13/18`); the app shows it as a percentage and the fraction. */
export interface OddsLine {
  /** Stable within its view (tests and styles read it as `data-odds-line`). */
  id: string
  /** In the page's language (the module's `ctx.t`). */
  label: string
  probability: Rational
}

/** A distribution: every value with its exact chance (HP lost 0, 1, 2…), drawn as bars. */
export interface OddsTable {
  id: string
  title: string
  rows: readonly OddsLine[]
}

/** A number of the attack, worded by the module (`dice: 8`, `expected HP lost: 2.4`). */
export interface OddsFact {
  id: string
  label: string
  value: string
}

/**
 * A module's account of the odds of an action before it is confirmed
 * ({@link PluginUiInstance.actionOdds}): computed by the engine (its exact enumeration over the
 * very resolver that plays the action), worded by the module, drawn by the app.
 */
export interface OddsView {
  /** Unique among the module's views for one action (`charge`, `return`, `volley`). */
  id: string
  title: string
  facts?: readonly OddsFact[]
  lines: readonly OddsLine[]
  tables?: readonly OddsTable[]
  /** A sentence under the view (what the odds assume). */
  note?: string
}
