import { z } from 'zod'

const id = z.string().min(1).max(200)
const count = z.number().int().min(0).max(1_000_000)

/** One roster unit's part in a battle (CAMP-XP-1, GAP-CAMP-01, GAP-CAMP-12). */
export const unitOutcomeSchema = z.strictObject({
  /** The roster unit's id (the campaign's, not the scenario's). */
  unit: id,
  /** GAP-CAMP-12: game turns at whose end the unit was on the table (SW jumps excluded). */
  turnsPresent: count,
  /** On the table, alive, at the end of the battle. */
  survived: z.boolean(),
  /** Destroyed: the battle removes it from the roster (a fled or captured unit is not lost). */
  lost: z.boolean(),
  /** Enemy characters this unit put out of action (GAP-CAMP-01: XP for heroes only). */
  charactersPutOutOfAction: z.number().int().min(0).max(100),
  /** A hero (a character): gains XP for the characters it put out of action. */
  hero: z.boolean(),
  /** The army's general: gains XP when his army won (GAP-CAMP-01). */
  general: z.boolean(),
  /**
   * Steps (HEXES Med) the unit lost in this battle and still carries at its end: the roster keeps
   * them, so the next battle starts it reduced. Optional (absent: none), added in format 1.
   */
  stepsLost: z.number().int().min(0).max(100).optional(),
})

/** A general taken prisoner, and whose he was (CAMP-GOLD-3). */
export const capturedGeneralSchema = z.strictObject({ unit: id, owner: id })

/** A spellcaster taken prisoner (CAMP-GOLD-4, GAP-CAMP-06: spells known and items carried at capture). */
export const capturedSpellcasterSchema = z.strictObject({ unit: id, owner: id, spells: count, items: count })

/** What one player's army did in a battle (one player = one army = one side). */
export const playerOutcomeSchema = z.strictObject({
  player: id,
  /** The scenario side the army played. */
  side: id,
  /** SK-VP-1..6 total, before the heroic acts (SK-VP-7, voted after the battle). */
  vp: z.number().int().min(-1_000_000).max(1_000_000),
  /** Enemy HP this army killed (SK-VP-1 points; GAP-CAMP-04 "most combative"). */
  hpKilled: count,
  /** Enemy generals this army captured. */
  generalsCaptured: z.array(capturedGeneralSchema).max(100),
  /** Enemy spellcasters this army took prisoner. */
  spellcastersCaptured: z.array(capturedSpellcasterSchema).max(100),
  /** Enemy great banners this army stole (CAMP-GOLD-5). */
  bannersTaken: count,
  /** The army fielded a general (GAP-CAMP-07: no general, no unscathed bonus). */
  fieldedGeneral: z.boolean(),
  /** GAP-CAMP-07, decided by the battle record: general, banner and spellcaster fielded came out unscathed. */
  unscathed: z.boolean(),
  /** The army's roster units that took part. */
  units: z.array(unitOutcomeSchema).max(1000),
  /**
   * The army's leaders (scenario leader ids) who fell in this battle: they take part in no later
   * battle of the campaign. Optional (absent: none), added in format 1.
   */
  leadersLost: z.array(id).max(100).optional(),
})

/**
 * What the campaign needs from one finished battle: plain JSON, one entry per player. The glue
 * from the engine's battle record (SK-VP scoring, attribution) builds it; the campaign checks
 * it against its rosters before it uses it.
 *
 * @example { battle: 'b1', scenario: 'tourelles-1429', turns: 10, players: [{ player: 'fr', side: 'french', vp: 120, ... }] }
 */
export const battleOutcomeSchema = z.strictObject({
  /** The battle's id, unique in the campaign. */
  battle: id,
  /** The scenario played. */
  scenario: id,
  /** Game turns played. */
  turns: count,
  players: z.array(playerOutcomeSchema).min(1).max(16),
})

/** One finished battle, as the campaign consumes it. */
export type BattleOutcome = z.infer<typeof battleOutcomeSchema>
/** One player's army in a {@link BattleOutcome}. */
export type PlayerOutcome = z.infer<typeof playerOutcomeSchema>
/** One roster unit in a {@link PlayerOutcome}. */
export type UnitOutcome = z.infer<typeof unitOutcomeSchema>
