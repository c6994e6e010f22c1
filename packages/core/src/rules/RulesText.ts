/**
 * A rule set's rules summary, by language: the Markdown text of its rules as players read them
 * (`{ en: '# HEXES Med...', fr: '# HEXES Med...' }`). A rule plugin ships it through its manifest
 * (`rulesText`, loaded on demand) so that hosts link every rule id they show to its text; see
 * {@link parseRulesText} for the shape the text follows (one `##`/`###` section per topic, rule
 * ids written in the text).
 */
export type RulesText = Readonly<Record<string, string>>

/** One section of a rules summary (a `##` or `###` heading and the text up to the next one). */
export interface RuleSection {
  /** The heading's anchor (`5-movement`), unique in its document. */
  readonly anchor: string
  /** 1 for the text before the first section heading (under the `#` title), 2 or 3 for `##`, `###`. */
  readonly level: number
  /** The heading's text, without the `#` marks. */
  readonly title: string
  /** The Markdown text under the heading (without it). */
  readonly body: string
  /** Every rule id the heading and the text cite, in order of first mention (see `ruleIdsIn`). */
  readonly ruleIds: readonly string[]
}

/** A rules summary split into sections (`parseRulesText`). */
export interface RulesDocument {
  /** The `#` title of the text. */
  readonly title: string
  /** The sections in reading order: the introduction (level 1) first, when there is one. */
  readonly sections: readonly RuleSection[]
}
