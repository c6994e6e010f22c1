import { z } from 'zod'
import { battleOutcomeSchema } from './BattleOutcome'
import { battleVotesSchema } from './BattleVotes'
import { campaignConfigOverridesSchema } from './CampaignConfig'
import { surplusChoiceSchema } from './applySurplus'
import { campaignDefinitionSchema } from './CampaignDefinition'

const id = z.string().min(1).max(200)
const gold = z.number().int().min(0).max(100_000_000)
const seq = z.number().int().min(1)
const amount = z.number().int().min(0).max(100_000_000)

/** An advance due to a unit (GAP-CAMP-01): which stat rises is picked later (`stat` null until then). */
export const advanceSchema = z.strictObject({ at: z.number().int().min(1), battle: id, stat: z.string().min(1).max(100).nullable() })

/** One line of a unit's history: the event (`seq`) that brought it or changed it. */
export const unitHistorySchema = z.strictObject({
  seq,
  kind: z.enum(['started', 'bought', 'fought']),
  battle: id.optional(),
  xp: z.number().int().min(0).optional(),
})

/** A unit of a player's roster. */
export const rosterUnitSchema = z.strictObject({
  id,
  /** Its unit type (the scenario or army list's). */
  type: id,
  /** Its price in gp (GAP-CAMP-11). */
  cost: gold,
  /** Bought with gold (CAMP-XP-1: only bought units gain XP). */
  bought: z.boolean(),
  xp: z.number().int().min(0).max(1_000_000),
  advances: z.array(advanceSchema).max(100_000),
  history: z.array(unitHistorySchema).max(10_000),
  /**
   * Steps (HEXES Med) the unit carries lost from its battles: a battle from this roster starts it
   * reduced. Optional (absent: none, as in every file written before it existed).
   */
  stepsLost: z.number().int().min(1).max(100).optional(),
})

/** A player of the campaign: his gold, the battles he won (GAP-CAMP-05) and his roster. */
export const campaignPlayerSchema = z.strictObject({
  id,
  name: z.string().min(1).max(200),
  gold,
  battlesWon: z.number().int().min(0),
  units: z.array(rosterUnitSchema).max(1000),
})

/** A unit as a starting roster or a purchase gives it. */
export const newUnitSchema = z.strictObject({ id, type: id, cost: gold, bought: z.boolean() })

const startedSchema = z.strictObject({
  kind: z.literal('campaignStarted'), seq,
  players: z.array(z.strictObject({ id, name: z.string().min(1).max(200), gold, units: z.array(newUnitSchema).max(1000) })).min(1).max(16),
})
const battlePlayedSchema = z.strictObject({
  kind: z.literal('battlePlayed'), seq,
  outcome: battleOutcomeSchema,
  votes: battleVotesSchema,
  surplusChoices: z.array(surplusChoiceSchema).max(16),
  /** Computed: each player's VP with the heroic acts voted (SK-VP-7). */
  vp: z.record(id, z.number().int()),
  /** Computed: the players in ranking order, tied players together (GAP-CAMP-03). */
  ranking: z.array(z.strictObject({ rank: z.number().int().min(1), vp: z.number().int(), players: z.array(id) })),
  /** Computed: the gold cap (CAMP-GOLD-9), null when off. */
  cap: z.number().int().nullable(),
})
const goldAwardedSchema = z.strictObject({ kind: z.literal('goldAwarded'), seq, battle: id, player: id, ruleId: id, amount, detail: z.string().max(500) })
const surplusGivenSchema = z.strictObject({ kind: z.literal('surplusGiven'), seq, battle: id, from: id, to: id, amount, received: amount })
const surplusLostSchema = z.strictObject({ kind: z.literal('surplusLost'), seq, battle: id, from: id, amount })
const xpGainedSchema = z.strictObject({
  kind: z.literal('xpGained'), seq, battle: id, player: id, unit: id, amount,
  reasons: z.array(z.strictObject({ ruleId: id, amount, detail: z.string().max(500) })).max(10),
  /** At most 10 + 10 × 100 + 10 XP a battle (the config's bounds), so at most that many advances. */
  advancesDue: z.array(z.number().int().min(1)).max(2000),
})
const unitBoughtSchema = z.strictObject({ kind: z.literal('unitBought'), seq, player: id, unit: z.strictObject({ id, type: id, cost: gold }) })
const unitDismissedSchema = z.strictObject({ kind: z.literal('unitDismissed'), seq, player: id, unit: id })
const battleCancelledSchema = z.strictObject({ kind: z.literal('battleCancelled'), seq, battle: id, reason: z.string().max(500) })

/** Every event of a campaign's ledger. */
export const campaignEventSchema = z.discriminatedUnion('kind', [
  startedSchema, battlePlayedSchema, goldAwardedSchema, surplusGivenSchema, surplusLostSchema, xpGainedSchema,
  unitBoughtSchema, unitDismissedSchema, battleCancelledSchema,
])

/** The campaign file format this package writes (`version`); every released one keeps loading. */
export const CAMPAIGN_FORMAT_VERSION = 1

/**
 * A campaign file (`hexes-campaign`, version 1): the players with their gold and rosters, the
 * economy's overrides, and the append-only ledger of events that explains every figure.
 */
export const campaignSchema = z.strictObject({
  format: z.literal('hexes-campaign'),
  version: z.literal(CAMPAIGN_FORMAT_VERSION),
  id,
  name: z.string().min(1).max(200),
  config: campaignConfigOverridesSchema,
  players: z.array(campaignPlayerSchema).min(1).max(16),
  events: z.array(campaignEventSchema).min(1).max(100_000),
  /**
   * The campaign played (its battles, which player plays which side, how the rosters map onto
   * each scenario), when it was started from one (`startCampaign`). Optional: a ledger of battles
   * played elsewhere has none.
   */
  definition: campaignDefinitionSchema.optional(),
})

/** A campaign: see {@link campaignSchema}. */
export type Campaign = z.infer<typeof campaignSchema>
/** A player of a campaign. */
export type CampaignPlayer = z.infer<typeof campaignPlayerSchema>
/** A unit of a roster. */
export type RosterUnit = z.infer<typeof rosterUnitSchema>
/** A unit joining a roster. */
export type NewUnit = z.infer<typeof newUnitSchema>
/** One event of the ledger. */
export type CampaignEvent = z.infer<typeof campaignEventSchema>
/** The events a played battle brings after its `battlePlayed` (computed, never chosen). */
export type BattleConsequence = Extract<CampaignEvent, { kind: 'goldAwarded' | 'surplusGiven' | 'surplusLost' | 'xpGained' }>
/** Kinds of {@link BattleConsequence}. */
export const CONSEQUENCE_KINDS: ReadonlySet<string> = new Set(['goldAwarded', 'surplusGiven', 'surplusLost', 'xpGained'])
