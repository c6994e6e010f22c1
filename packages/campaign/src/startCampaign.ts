import type { Campaign } from './Campaign'
import { campaignDefinitionSchema, type CampaignDefinition } from './CampaignDefinition'
import { isCampaignRejection, refuse, type CampaignRejection } from './CampaignRejection'
import { createCampaign } from './createCampaign'
import { checkInput } from './invalidInput'

/**
 * Checks a campaign definition from untrusted JSON: its shape (unknown keys refused), then that
 * every battle's players are players of the campaign, each once, and that only a `carried`
 * roster maps units or takes reinforcements. The rejection names the field.
 */
export function checkCampaignDefinition(input: unknown): CampaignDefinition | CampaignRejection {
  const def = checkInput(campaignDefinitionSchema, input)
  if (isCampaignRejection(def)) return def
  const ids = new Set(def.players.map((p) => p.id))
  const battles = new Set<string>()
  for (const [bi, b] of def.battles.entries()) {
    if (battles.has(b.id)) return refuse('camp/invalid', `battles[${bi}].id`, `battle id "${b.id}" is used twice`)
    battles.add(b.id)
    const seen = new Set<string>()
    const sides = new Set<string>()
    for (const [pi, p] of b.players.entries()) {
      const path = `battles[${bi}].players[${pi}]`
      if (!ids.has(p.player)) return refuse('camp/not-a-player', `${path}.player`, `"${p.player}" is not a player of the campaign`)
      if (seen.has(p.player)) return refuse('camp/duplicate-player', `${path}.player`, `"${p.player}" is listed twice`)
      if (sides.has(p.side)) return refuse('camp/invalid', `${path}.side`, `side "${p.side}" is played twice`)
      seen.add(p.player)
      sides.add(p.side)
      if (p.roster === 'fresh' && (p.units !== undefined || p.reinforcements !== undefined)) {
        return refuse('camp/invalid', `${path}.${p.units !== undefined ? 'units' : 'reinforcements'}`, 'a fresh army maps no roster units and takes no reinforcements')
      }
    }
  }
  return def
}

/**
 * Starts a campaign from its definition: the ledger at its start (the starting rosters and gold),
 * with the definition kept in the file so that `nextBattle` knows what comes next.
 *
 * @example startCampaign(campaign1066) // { format: 'hexes-campaign', events: [{ kind: 'campaignStarted', ... }], definition: { ... } }
 */
export function startCampaign(input: unknown): Campaign | CampaignRejection {
  const def = checkCampaignDefinition(input)
  if (isCampaignRejection(def)) return def
  const c = createCampaign({ id: def.id, name: def.name, ...(def.config ? { config: def.config } : {}), players: def.players })
  if (isCampaignRejection(c)) return c
  return { ...c, definition: def }
}
