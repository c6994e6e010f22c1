import { z } from 'zod'

/**
 * The skirmish unit model (catalogue GAP-SK-06, R-01, R-02): a unit is N figures sharing one
 * profile; its HP is a pool (figures × HP per figure) on which damage accumulates, and its living
 * figures are ⌈HP ÷ HP per figure⌉. Statistics are per figure; "attack potential" is the attacks of
 * the living figures.
 */

/** The keywords the skirmish rules read (GAP-SK-06). An unknown keyword is a validation error. */
export const SK_KEYWORDS = [
  'infantry', 'cavalry', 'heavyCavalry', 'archer', 'crossbow', 'thrower', 'flyer', 'chariot', 'warMachine',
  'undead', 'fear', 'terror', 'skirmish', 'general', 'greatBanner', 'enchanter', 'sorcerer', 'necromancer',
] as const

/** A skirmish keyword. */
export type SkKeyword = (typeof SK_KEYWORDS)[number]

/** Missile weapons and their range bands in paces (SK-MISSILE-1..5). */
export const SK_WEAPONS = ['shortBow', 'mediumBow', 'longBow', 'crossbow', 'thrown'] as const

/** A missile weapon. */
export type SkWeapon = (typeof SK_WEAPONS)[number]

/** One missile weapon carried by a unit type, with its bands (defaults from the config's weapon table). */
export const skMissileSchema = z.strictObject({
  weapon: z.enum(SK_WEAPONS),
  /** Short range in paces (overrides the weapon table). */
  short: z.number().positive().max(200).optional(),
  /** Long range in paces (overrides the weapon table). */
  long: z.number().positive().max(200).optional(),
})

/** A skirmish unit type: the profile of each of its figures (GAP-SK-06). */
export const skUnitTypeSchema = z.strictObject({
  name: z.string().min(1).max(80),
  /** Figures at deployment. */
  figures: z.number().int().min(1).max(100),
  /** M: movement in paces (SK-MOVE-1). */
  move: z.number().positive().max(40),
  /** A: attacks per figure (SK-COMBAT-1). */
  attacks: z.number().int().min(0).max(20),
  /** Added to each attack die (SK-COMBAT-2). */
  attackBonus: z.number().int().min(-10).max(10),
  /** Defence value: a die hits when strictly greater (SK-COMBAT-3). */
  defence: z.number().int().min(0).max(20),
  /** Damage score added to each damage die (SK-COMBAT-8). */
  damage: z.number().int().min(-10).max(20),
  /** Constitution subtracted from each damage die (SK-COMBAT-9). */
  constitution: z.number().int().min(0).max(20),
  /** HP per figure. */
  hp: z.number().int().min(1).max(100),
  /** Cd: command, 1–10 (GAP-SK-32), used by morale (later issue). */
  command: z.number().int().min(1).max(10),
  keywords: z.array(z.enum(SK_KEYWORDS)).max(SK_KEYWORDS.length).default([]),
  /** The unit's missile weapon, if it shoots. */
  missile: skMissileSchema.optional(),
  /** Spells in a spellcaster's list (`enchanter`, `sorcerer`): its capture value (CAMP-GOLD-4, GAP-CAMP-06). */
  spells: z.number().int().min(0).max(100).optional(),
  /** Magic items a spellcaster carries (CAMP-GOLD-4, GAP-CAMP-06). */
  items: z.number().int().min(0).max(100).optional(),
})

/** A skirmish unit type. */
export type SkUnitType = z.output<typeof skUnitTypeSchema>

/**
 * The skirmish entry of a unit's state (`unit.stats.sk`, plain JSON). Everything the rules need
 * that changes during a game; the profile itself stays in the unit type.
 */
export interface SkUnitStats {
  /** Pooled HP left. */
  hp: number
  /** Pooled HP at deployment (R-02: half HP is measured against it). */
  startHp: number
}

/** Living figures of a unit: ⌈HP ÷ HP per figure⌉. */
export function livingFigures(hp: number, hpPerFigure: number): number {
  return hp <= 0 ? 0 : Math.ceil(hp / hpPerFigure)
}

/** Whether a type has a keyword. */
export function hasKeyword(type: Pick<SkUnitType, 'keywords'>, keyword: SkKeyword): boolean {
  return type.keywords.includes(keyword)
}
