import { z } from 'zod'

const gp = z.number().int().min(0).max(100_000)

/**
 * The economy of a campaign, every amount a catalogue default that a campaign file may override
 * (`config` in the file; the documented keys are `camp.gold.winner`, `camp.xp.minTurns`...).
 * Defaults: catalogue §1.4 and gaps GAP-VP-03, GAP-CAMP-01..12, rulings.
 */
export const campaignConfigSchema = z.strictObject({
  gold: z.strictObject({
    /** CAMP-GOLD-1 / GAP-CAMP-02: the winner's award (« environ 150 po »). */
    winner: gp,
    /** CAMP-GOLD-1 / GAP-CAMP-02: the second's award. */
    second: gp,
    /** CAMP-GOLD-2 / GAP-CAMP-04: the most combative army (most enemy HP killed). */
    combative: gp,
    /** CAMP-GOLD-2: the second most combative army. */
    combativeSecond: gp,
    /** CAMP-GOLD-3: per enemy general captured. */
    general: gp,
    /** CAMP-GOLD-3 / GAP-CAMP-05: plus this per battle the general's player won before in the campaign. */
    generalPerVictory: gp,
    /** CAMP-GOLD-4: per spellcaster taken prisoner. */
    spellcaster: gp,
    /** CAMP-GOLD-4 / GAP-CAMP-06: plus this per spell he knows. */
    spellcasterPerSpell: gp,
    /** CAMP-GOLD-4 / GAP-CAMP-06: plus this per item he carries. */
    spellcasterPerItem: gp,
    /** CAMP-GOLD-5: per great banner stolen. */
    banner: gp,
    /** CAMP-GOLD-6 / GAP-CAMP-07: general, banner and spellcaster brought out unscathed. */
    unscathed: gp,
    /** CAMP-GOLD-7 / GAP-CAMP-08: the last-placed player... */
    lastPlace: gp,
    /** ...when he earned strictly less than this before the award. */
    lastPlaceBelow: gp,
    /** CAMP-GOLD-8: the heroic-defence vote's lowest award. */
    defenceMin: gp,
    /** CAMP-GOLD-8: the heroic-defence vote's highest award. */
    defenceMax: gp,
    /** an even count's mean of the two middle votes is rounded down to a multiple of this. */
    defenceStep: z.number().int().min(1).max(1000),
    /** CAMP-GOLD-9: nobody earns more gold than the winner (false: no cap, no surplus). */
    cap: z.boolean(),
  }),
  /** SK-VP-7: VP per heroic act voted. */
  heroicActVp: z.number().int().min(0).max(1000),
  /**
   * GAP-VP-03 quorum: a vote counts only when at least this percentage of the players who may vote
   * on it (every player of the battle but its beneficiary) voted; otherwise it awards nothing.
   */
  quorumPercent: z.number().int().min(0).max(100),
  xp: z.strictObject({
    /** CAMP-XP-1 / GAP-CAMP-12: turns present a bought unit needs to gain experience. */
    minTurns: z.number().int().min(0).max(1000),
    /** GAP-CAMP-01: XP for surviving the battle. */
    survived: z.number().int().min(0).max(10),
    /** GAP-CAMP-01: XP per enemy character put out of action (heroes only). */
    perCharacter: z.number().int().min(0).max(10),
    /** GAP-CAMP-01: XP to the general when his army won. */
    generalWon: z.number().int().min(0).max(10),
    /** GAP-CAMP-01: the XP totals at which an advance is due, increasing. */
    advances: z.array(z.number().int().min(1).max(100_000)).max(100),
    /** GAP-CAMP-01: after the last listed threshold, one more advance every this many XP. */
    advanceEvery: z.number().int().min(1).max(100_000),
  }),
})

/** The campaign economy; see {@link campaignConfigSchema} and {@link DEFAULT_CAMPAIGN_CONFIG}. */
export type CampaignConfig = z.infer<typeof campaignConfigSchema>

/** The catalogue's defaults (§1.4, §2.4, §2.6). */
export const DEFAULT_CAMPAIGN_CONFIG: CampaignConfig = {
  gold: {
    winner: 150, second: 50, combative: 50, combativeSecond: 10, general: 50, generalPerVictory: 5,
    spellcaster: 10, spellcasterPerSpell: 2, spellcasterPerItem: 5, banner: 20, unscathed: 15,
    lastPlace: 15, lastPlaceBelow: 20, defenceMin: 10, defenceMax: 50, defenceStep: 5, cap: true,
  },
  heroicActVp: 10,
  quorumPercent: 50,
  xp: { minTurns: 3, survived: 1, perCharacter: 1, generalWon: 1, advances: [2, 4, 6, 8, 11, 14, 17, 20], advanceEvery: 4 },
}

/** The overrides a campaign file may hold: any subset of {@link CampaignConfig}'s keys. */
export const campaignConfigOverridesSchema = z.strictObject({
  gold: campaignConfigSchema.shape.gold.partial().optional(),
  heroicActVp: campaignConfigSchema.shape.heroicActVp.optional(),
  quorumPercent: campaignConfigSchema.shape.quorumPercent.optional(),
  xp: campaignConfigSchema.shape.xp.partial().optional(),
})

/** Overrides of the campaign economy, as a campaign file holds them. */
export type CampaignConfigOverrides = z.infer<typeof campaignConfigOverridesSchema>

/** The defaults with a campaign's overrides applied. */
export function resolveCampaignConfig(overrides: CampaignConfigOverrides = {}): CampaignConfig {
  return {
    gold: { ...DEFAULT_CAMPAIGN_CONFIG.gold, ...overrides.gold },
    heroicActVp: overrides.heroicActVp ?? DEFAULT_CAMPAIGN_CONFIG.heroicActVp,
    quorumPercent: overrides.quorumPercent ?? DEFAULT_CAMPAIGN_CONFIG.quorumPercent,
    xp: { ...DEFAULT_CAMPAIGN_CONFIG.xp, ...overrides.xp },
  }
}
