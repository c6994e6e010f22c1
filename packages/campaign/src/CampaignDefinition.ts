import { hexRefSchema } from '@hexes/core'
import { z } from 'zod'
import { campaignConfigOverridesSchema } from './CampaignConfig'

const id = z.string().min(1).max(200)
const text = z.string().min(1).max(8000)
const vpWeight = z.number().int().min(-1000).max(1000)

/** The texts of a campaign, in English (the definition's own) or in a translation. */
export const campaignTextsSchema = z.strictObject({
  name: z.string().min(1).max(200),
  summary: text,
  history: text,
  /** What carries from battle to battle, and what does not. */
  carries: text,
})

/** A definition's texts in another language: its texts, and its players' names by player id. */
export const campaignTranslationSchema = campaignTextsSchema.extend({
  players: z.record(id, z.string().min(1).max(200)).optional(),
})

/** One player of one battle: the side he plays and where his army comes from. */
export const battlePlayerSchema = z.strictObject({
  player: id,
  /** The scenario side the player's army plays. */
  side: id,
  /**
   * `carried`: the player's campaign roster fights this battle, its losses carry to the next;
   * `fresh`: the scenario's army for that side, as written, and nothing of it carries.
   */
  roster: z.enum(['carried', 'fresh']),
  /**
   * `carried` only: roster unit id → the scenario unit it plays, or `null` when it stays out of
   * this battle. A roster unit not listed plays the scenario unit of its own id.
   */
  units: z.record(id, id.nullable()).optional(),
  /** `carried` only: the side's scenario units that join for this battle only (they are not roster units). */
  reinforcements: z.array(id).max(1000).optional(),
  /**
   * `carried` only: the hexes (`"col,row"`, in order) where roster units the scenario has no unit
   * for (bought between battles) enter, one per hex; a unit with no muster hex left stays out of
   * this battle (listed in `RosterBattle.absent`).
   */
  muster: z.array(hexRefSchema).max(1000).optional(),
})

/** One battle of a campaign: the scenario (a builtin scenario id) and its players. */
export const battleDefinitionSchema = z.strictObject({
  id,
  scenario: id,
  players: z.array(battlePlayerSchema).min(2).max(16),
  /**
   * Leaders (scenario ids) this campaign counts as their army's general (I-09: a HEXES Med
   * leader is a general when flagged), besides those the scenario flags `general`.
   */
  generals: z.array(id).max(16).optional(),
  /** Overrides of the SK-VP scale for this battle (`DEFAULT_VP_SCALE` keys: `scenarioWinner`, `terrainFirst`...). */
  vp: z.strictObject({
    hpKilled: vpWeight, generalCaptured: vpWeight, generalKilled: vpWeight, enchanterCaptured: vpWeight,
    banner: vpWeight, terrainFirst: vpWeight, terrainSecond: vpWeight, scenarioWinner: vpWeight,
  }).partial().optional(),
})

/** A starting roster unit of a campaign definition (`bought` defaults to true, CAMP-XP-1). */
export const definitionUnitSchema = z.strictObject({ id, type: id, cost: z.number().int().min(0).max(100_000_000), bought: z.boolean().optional() })

/**
 * A campaign to play (`hexes-campaign-definition`, version 1): its texts (EN, with translations),
 * its players with their starting gold and rosters, the economy's overrides and its battles in
 * order, each naming the scenario and how each player's army enters it.
 */
export const campaignDefinitionSchema = z.strictObject({
  $schema: z.string().max(500).optional(),
  format: z.literal('hexes-campaign-definition'),
  version: z.literal(1),
  id,
  ...campaignTextsSchema.shape,
  translations: z.record(z.string().regex(/^[a-z]{2}$/, 'must be a two-letter language code'), campaignTranslationSchema).optional(),
  config: campaignConfigOverridesSchema.optional(),
  players: z.array(z.strictObject({ id, name: z.string().min(1).max(200), gold: z.number().int().min(0).max(100_000_000), units: z.array(definitionUnitSchema).max(1000) })).min(1).max(16),
  battles: z.array(battleDefinitionSchema).min(1).max(100),
})

/** A campaign definition; see {@link campaignDefinitionSchema}. */
export type CampaignDefinition = z.infer<typeof campaignDefinitionSchema>
/** One battle of a {@link CampaignDefinition}. */
export type BattleDefinition = z.infer<typeof battleDefinitionSchema>
/** One player of a {@link BattleDefinition}. */
export type BattlePlayer = z.infer<typeof battlePlayerSchema>
