/**
 * A refused campaign change: a vote outside 10..50, a gift of more surplus than exists, a unit
 * bought without the gold, an event that does not follow from the ones before it. Refusals are
 * data, never exceptions, and the campaign they were asked of is untouched.
 *
 * `path` names the bad field (`votes.heroicDefence[0].votes[1].gp`, `events[7].amount`,
 * `players[1].gold`), `ruleId` the catalogue rule or gap default that refuses it, when there is one.
 */
export interface CampaignRejection {
  ok: false
  /** Namespaced, stable code (`"camp/not-enough-gold"`). Tests and UIs branch on it. */
  code: string
  /** Catalogue rule or gap id (`"GAP-CAMP-11"`), when a rule refuses it. */
  ruleId?: string
  /** English explanation, naming the field. */
  message: string
  /** Path of the bad field, `""` for the whole thing. */
  path: string
}

/** Builds a {@link CampaignRejection}; the message is prefixed with the path when there is one. */
export function refuse(code: string, path: string, message: string, ruleId?: string): CampaignRejection {
  const text = path ? `${path}: ${message}` : message
  return ruleId === undefined ? { ok: false, code, message: text, path } : { ok: false, code, ruleId, message: text, path }
}

/** True when `value` is a {@link CampaignRejection}. */
export function isCampaignRejection(value: unknown): value is CampaignRejection {
  return typeof value === 'object' && value !== null && (value as CampaignRejection).ok === false && typeof (value as CampaignRejection).code === 'string'
}
