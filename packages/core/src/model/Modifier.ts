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
