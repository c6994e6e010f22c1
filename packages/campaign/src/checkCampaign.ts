import { EngineError, type Issue } from '@hexes/core'
import { CAMPAIGN_FORMAT_VERSION, campaignSchema, type Campaign } from './Campaign'
import { isCampaignRejection } from './CampaignRejection'
import { checkInput } from './invalidInput'
import { replayCampaign } from './replayCampaign'
import { checkCampaignDefinition } from './startCampaign'

/** Largest campaign file accepted, in characters (10 MB: thousands of battles). */
export const MAX_CAMPAIGN_CHARS = 10_000_000

/** Result of {@link checkCampaign}. */
export type CampaignCheck = { ok: true; campaign: Campaign } | { ok: false; issues: Issue[] }

const fail = (code: string, path: string, message: string): CampaignCheck => ({ ok: false, issues: [{ code, path, message }] })

/**
 * Validates a campaign file from untrusted JSON (already parsed): prototype keys refused, the
 * format and version known, the structure exact (unknown keys refused), the definition's
 * references (when the file has one), then the whole ledger replayed so every figure is explained
 * by its events. The issue names the path of the bad field.
 */
export function checkCampaign(input: unknown): CampaignCheck {
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    const { format, version } = input as Record<string, unknown>
    if (format === 'hexes-campaign' && typeof version === 'number' && version !== CAMPAIGN_FORMAT_VERSION) {
      return fail('campaign/unknown-version', 'version', `campaign format version ${version} is not known (this Hexes reads version ${CAMPAIGN_FORMAT_VERSION})`)
    }
  }
  const c = checkInput(campaignSchema, input)
  if (isCampaignRejection(c)) return fail('campaign/invalid', c.path, c.message)
  if (c.definition) {
    const d = checkCampaignDefinition(c.definition)
    if (isCampaignRejection(d)) return fail(d.code, `definition.${d.path}`, `definition.${d.message}`)
  }
  const r = replayCampaign(c)
  if (isCampaignRejection(r)) return fail(r.code, r.path, r.message)
  return { ok: true, campaign: c }
}

/** {@link checkCampaign} on JSON text: a text over {@link MAX_CAMPAIGN_CHARS} or bad JSON is an issue too. */
export function checkCampaignJson(text: string): CampaignCheck {
  if (text.length > MAX_CAMPAIGN_CHARS) {
    return fail('campaign/too-large', '', `the file has ${text.length.toLocaleString('en-US')} characters; a campaign may have at most ${MAX_CAMPAIGN_CHARS.toLocaleString('en-US')}`)
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (e) {
    return fail('campaign/json-syntax', '', `not valid JSON: ${(e as Error).message}`)
  }
  return checkCampaign(data)
}

/** {@link checkCampaignJson}, throwing a `campaign/invalid` {@link EngineError} that lists the issues. */
export function parseCampaignJson(text: string): Campaign {
  const r = checkCampaignJson(text)
  if (r.ok) return r.campaign
  throw new EngineError('campaign/invalid', `Invalid campaign file:\n${r.issues.map((i) => `- ${i.message}`).join('\n')}`, { issues: r.issues })
}
