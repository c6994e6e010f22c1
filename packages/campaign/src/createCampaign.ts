import { z } from 'zod'
import { CAMPAIGN_FORMAT_VERSION, newUnitSchema, type Campaign } from './Campaign'
import { campaignConfigOverridesSchema, resolveCampaignConfig } from './CampaignConfig'
import { isCampaignRejection, type CampaignRejection } from './CampaignRejection'
import { foldEvents } from './foldEvents'
import { checkInput } from './invalidInput'

const id = z.string().min(1).max(200)

/** What a new campaign needs: its players, their starting gold and rosters, the economy's overrides. */
export const newCampaignSchema = z.strictObject({
  id,
  name: z.string().min(1).max(200),
  config: campaignConfigOverridesSchema.optional(),
  players: z.array(z.strictObject({
    id,
    name: z.string().min(1).max(200),
    gold: z.number().int().min(0).max(100_000_000),
    /** Starting units; `bought` defaults to true (bought with the army's starting points, CAMP-XP-1). */
    units: z.array(newUnitSchema.extend({ bought: z.boolean().optional() })).max(1000),
  })).min(1).max(16),
})

/** The input of {@link createCampaign}. */
export type NewCampaign = z.input<typeof newCampaignSchema>

/**
 * Starts a campaign: its file holds the starting rosters and gold in a `campaignStarted` event
 * (the first of the ledger) and the players as that event gives them. Refused, naming the field,
 * when the input is not valid (duplicate ids included).
 *
 * @example createCampaign({ id: 'orleans', name: 'Orléans 1429', players: [{ id: 'en', name: 'Glasdale', gold: 0, units: [{ id: 'en-maa', type: 'men-at-arms', cost: 60 }] }] })
 */
export function createCampaign(input: NewCampaign): Campaign | CampaignRejection {
  const data = checkInput(newCampaignSchema, input)
  if (isCampaignRejection(data)) return data
  const config = data.config ?? {}
  const players = data.players.map((p) => ({ ...p, units: p.units.map((u) => ({ ...u, bought: u.bought ?? true })) }))
  const events: Campaign['events'] = [{ kind: 'campaignStarted', seq: 1, players }]
  const state = foldEvents(events, resolveCampaignConfig(config))
  if (isCampaignRejection(state)) return { ...state, path: state.path.replace(/^events\[0\]\./, ''), message: state.message.replace(/^events\[0\]\./, '') }
  return { format: 'hexes-campaign', version: CAMPAIGN_FORMAT_VERSION, id: data.id, name: data.name, config, players: state.players, events }
}
