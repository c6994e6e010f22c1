import { z } from 'zod'
import { battleOutcomeSchema } from './BattleOutcome'
import { battleVotesSchema } from './BattleVotes'
import { surplusChoiceSchema } from './applySurplus'

const id = z.string().min(1).max(200)

/**
 * What a player or the host asks of a campaign (`applyEvent`): the ledger turns it into numbered
 * events. A played battle brings its consequences with it (gold, surplus moves, XP).
 */
export const campaignCommandSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('battlePlayed'),
    outcome: battleOutcomeSchema,
    votes: battleVotesSchema.optional(),
    /** CAMP-GOLD-10: every surplus owner's choice (see `previewBattle` for who has one). */
    surplusChoices: z.array(surplusChoiceSchema).max(16).optional(),
  }),
  z.strictObject({ kind: z.literal('unitBought'), player: id, unit: z.strictObject({ id, type: id, cost: z.number().int().min(0).max(100_000_000) }) }),
  z.strictObject({ kind: z.literal('unitDismissed'), player: id, unit: id }),
  z.strictObject({ kind: z.literal('battleCancelled'), battle: id, reason: z.string().max(500).optional() }),
])

/** A change asked of a campaign. */
export type CampaignCommand = z.infer<typeof campaignCommandSchema>
