import type { MessageRef } from '../i18n/MessageRef'

/**
 * A modifier with its source, so the UI and the combat log can explain every number
 * (catalogue §3.1 MOD). Values are integers: no float accumulation in rules or odds.
 *
 * `kind` says what the number modifies; each resolver reads the kinds it understands
 * (the HM CRT reads `drm` and `column`; a dice resolver would read `dice`, `toHit`...). Every
 * contribution is logged even when the active resolver ignores it (§3.3 rule 1).
 */
export interface Modifier {
  /** Plugin id that contributed it. */
  source: string
  /** Catalogue rule (`"HM-CHG-1"`). */
  ruleId: string
  /** Short English label (`"Charge"`, `"Defender in forest"`). */
  label: string
  /** The label as a message for any language (`modifier/charge` of the plugin's catalogue); `label` without it. */
  text?: MessageRef
  /** Signed integer value. */
  value: number
  /** What it modifies (`"drm"`, `"column"`, `"strength"`, `"morale"`...). */
  kind: string
}

/**
 * A modifier the rules considered and did not give, with the rule that withholds it and why:
 * the UI explains a bonus the player may expect and does not get (a charge refused because the
 * charger started its move in enemy ZOC, HM-CHG-4). Contributed through the
 * `combatModifiersWithheld` hook and reported by `combatOdds` only: it never enters a resolution.
 */
export interface WithheldModifier {
  /** Plugin id that withholds it. */
  source: string
  /** Catalogue rule that withholds it (`"HM-CHG-4"`). */
  ruleId: string
  /** Short English label of the modifier (`"Charge (Knights)"`). */
  label: string
  /** What it would have been worth, and what it modifies (as {@link Modifier}). */
  value: number
  kind: string
  /** Why it is not given, in English. */
  reason: string
  /** `reason` for any language (`renderMessage`). */
  text?: MessageRef
}
