import { hexRefSchema } from '@hexes/core'
import { z } from 'zod'
import { SK_KEYWORDS, skUnitTypeSchema, SK_WEAPONS, type SkUnitType } from '../model/skProfile'

/**
 * Config of the skirmish rules. Every default is the catalogue's (§2.3 GAP-SK-*, §2.6 R-*) and every
 * field is data a scenario can override: `{ "id": "skirmish", "config": { "pacesPerHex": 3 } }`.
 * Tables (unit types, terrain, hexside obstacles, weapons) merge over the defaults by id.
 */

/** Range bands of a weapon in paces (SK-MISSILE-1..5): short ≤ `short`, long ≤ `long`. */
export const weaponBandsSchema = z.strictObject({
  short: z.number().positive().max(200),
  long: z.number().positive().max(200),
  /** Bows may shoot flaming arrows (SK-MISSILE-15). */
  flaming: z.boolean().default(false),
  /** May shoot over units at long range (SK-MISSILE-11: archers only). */
  overUnitsAtLong: z.boolean().default(false),
})

/** A terrain type as the skirmish rules read it (SK-MOVE-2, GAP-SK-20/21/23). */
export const skTerrainSchema = z.strictObject({
  /** Pace cost multiplier of a hex step (1 normal, 2 woods / rising slopes: SK-MOVE-2), or impassable. */
  cost: z.union([z.number().positive().max(10), z.literal('impassable')]),
  /** Elevation level (GAP-SK-20: plain 0, hill 1, tower or rampart top 2). */
  level: z.number().int().min(0).max(5).default(0),
  /** Cover given to a unit in the hex (GAP-SK-21). */
  cover: z.enum(['none', 'light', 'heavy']).default('none'),
  /** Blocks line of sight as an intervening hex (building); woods block after the first (GAP-SK-23). */
  blocksLos: z.boolean().default(false),
  /** Woods: visibility and LOS rule of GAP-SK-23. */
  woods: z.boolean().default(false),
})

/** A hexside obstacle (SK-MOVE-3/4, GAP-SK-21). */
export const skObstacleSchema = z.strictObject({
  /** Pace cost for infantry to cross. */
  infantry: z.number().min(0).max(20),
  /** Pace cost for cavalry to cross. */
  cavalry: z.number().min(0).max(20),
  /** Cover for a unit behind it, against an attack across it. */
  cover: z.enum(['none', 'light', 'heavy']).default('none'),
})

const weapon = (short: number, long: number, flaming = false, overUnitsAtLong = false) => ({ short, long, flaming, overUnitsAtLong })

/** SK-MISSILE-1..5 (and 11, 15: bows only). */
export const DEFAULT_WEAPONS: Readonly<Record<(typeof SK_WEAPONS)[number], z.output<typeof weaponBandsSchema>>> = {
  shortBow: weapon(8, 16, true, true),
  mediumBow: weapon(12, 24, true, true),
  longBow: weapon(15, 30, true, true),
  crossbow: weapon(15, 30),
  thrown: weapon(8, 8),
}

/** Default terrain (GAP-SK-01/20/21/23): ids shared with the map's terrain names. */
export const DEFAULT_SK_TERRAIN: Readonly<Record<string, z.output<typeof skTerrainSchema>>> = {
  clear: { cost: 1, level: 0, cover: 'none', blocksLos: false, woods: false },
  woods: { cost: 2, level: 0, cover: 'light', blocksLos: false, woods: true },
  hill: { cost: 1, level: 1, cover: 'none', blocksLos: false, woods: false },
  rough: { cost: 2, level: 0, cover: 'light', blocksLos: false, woods: false },
  building: { cost: 2, level: 0, cover: 'heavy', blocksLos: true, woods: false },
  rocks: { cost: 2, level: 0, cover: 'heavy', blocksLos: false, woods: false },
  water: { cost: 'impassable', level: 0, cover: 'none', blocksLos: false, woods: false },
  /** A ford (S5): difficult, ½M. */
  ford: { cost: 2, level: 0, cover: 'none', blocksLos: false, woods: false },
  /** A bridge hex: normal going; destroyed, it becomes `water` (GAP-SK-36). */
  bridge: { cost: 1, level: 0, cover: 'none', blocksLos: false, woods: false },
  /** A destroyed building (GAP-SK-36): rough, light cover. */
  rubble: { cost: 2, level: 0, cover: 'light', blocksLos: false, woods: false },
}

/** Default hexside obstacles (SK-MOVE-3 mid-height, SK-MOVE-4 high). */
export const DEFAULT_SK_OBSTACLES: Readonly<Record<string, z.output<typeof skObstacleSchema>>> = {
  hedge: { infantry: 2, cavalry: 2, cover: 'light' },
  'low-wall': { infantry: 2, cavalry: 2, cover: 'light' },
  wall: { infantry: 2, cavalry: 3, cover: 'heavy' },
}

/** Structure classes and the successful war-machine shots that destroy them (GAP-SK-36, SK-WM-12/13). */
export const SK_STRUCTURE_CLASSES = ['bridge', 'weak', 'resistant', 'fortification'] as const

/**
 * A structure of the map (GAP-SK-36): a bridge or a building on one hex, with its class; a wooden
 * one also has `fireResistance`, the skulls of flaming arrows that burn it within one turn
 * (SK-MISSILE-17). Destroyed, its hex becomes `destroyedTerrain` (default: `water` for a bridge,
 * `rubble` for a building).
 */
export const skStructureSchema = z.strictObject({
  id: z.string().min(1).max(64),
  hex: hexRefSchema,
  name: z.string().min(1).max(200).optional(),
  class: z.enum(SK_STRUCTURE_CLASSES),
  /** Wooden structures burn (SK-MISSILE-17). */
  wooden: z.boolean().default(false),
  /** Skulls of flaming arrows within one turn that destroy a wooden structure: 3 to 5 by solidity. */
  fireResistance: z.number().int().min(1).max(20).optional(),
  destroyedTerrain: z.string().min(1).max(64).optional(),
}).refine((s) => !s.wooden || s.fireResistance !== undefined, { message: 'a wooden structure needs its fireResistance (3 to 5 skulls, SK-MISSILE-17)', path: ['fireResistance'] })

/** A structure of the config. */
export type SkStructure = z.output<typeof skStructureSchema>

/**
 * The skirmish profile of a HEXES Med unit type under skirmish dice (catalogue I-02, §3.4 adapter
 * table): attack dice (`attacks`, one figure unless `figures` says more), bonus, defence, damage,
 * constitution, HP (two steps: reduced at half), Cd; `missileDice` for a shooter (ranged strength + 1 at its HM range, I-05).
 */
export const skAdapterProfileSchema = skUnitTypeSchema.pick({ attacks: true, attackBonus: true, defence: true, damage: true, constitution: true, hp: true, command: true }).extend({
  missileDice: z.number().int().min(0).max(20).optional(),
  /**
   * Figures of the unit (1 by default: an HM counter is one figure). A war machine's figures are
   * its crew (I-10, SK-WM-15): `{ "figures": 3, "hp": 2 }` is a gun of 6 HP served by 3 men;
   * `attacks` are then per figure (GAP-SK-06).
   */
  figures: z.number().int().min(1).max(50).optional(),
})

/** An adapter profile. */
export type SkAdapterProfile = z.output<typeof skAdapterProfileSchema>

/**
 * The skirmish charge in a HEXES Med game (`skirmish-dice`: R-15, §3.3 rule 4, I-05, I-11; the
 * rules summary's section "Mixing with HEXES Med"): declared in HEXES Med's movement phase on an
 * enemy the unit reaches with its HEXES Med movement, ending in contact; fought in the combat phase
 * with the skirmish charge dice, flank and rear, and push-back.
 */
export const skMixChargeSchema = z.strictObject({
  /** Units may charge (`sk/charge` in HEXES Med's movement phases); `false`: no charge at all in the game. */
  enabled: z.boolean().default(true),
  /** Who may charge: every unit (`any`, SK-CHARGE-1; archers and crossbowmen get no bonus, SK-CHARGE-4) or only HEXES Med's charge-capable units (`hm`, GAP-HM-08). */
  chargers: z.enum(['any', 'hm']).default('any'),
  /** SK-CHARGE-2 at HEXES Med's scale: the least hex distance to the target at the declaration (2: not from contact). */
  minDistance: z.number().int().min(2).max(20).default(2),
  /** SK-CHARGE-1/3 at HEXES Med's scale (I-05): the charge is the unit's move with the MP it has this phase (`mp`), or that many times them. */
  reach: z.number().int().min(1).max(3).default(1),
  /** GAP-SK-25: the charger must see its target (HEXES Med's line of sight). */
  sight: z.boolean().default(true),
  /**
   * HM-CHG-2 under the skirmish charge: a charge-capable target (GAP-HM-08) countercharges and
   * cancels the charge's bonus dice when charged through its front (`front`), from any arc
   * (`any`), or never (`none`).
   */
  countercharge: z.enum(['none', 'front', 'any']).default('front'),
  /** HM-CHG-3 under the skirmish charge: the bonus dice only when charger and target both stand on clear terrain. */
  clearTerrain: z.boolean().default(false),
  /** SK-CHARGE-6..8: a reduced HEXES Med unit (HP ≤ 50 %, its lost step) charges as an incomplete unit: +1 die on a roll. */
  reducedIsIncomplete: z.boolean().default(true),
})

/** The mix's charge config. */
export type SkMixCharge = z.output<typeof skMixChargeSchema>

/** The skirmish config schema; every field optional in a scenario, defaults below. */
export const skConfigSchema = z.strictObject({
  /** GAP-SK-01: paces per hex; gap(a, b) = (hexDistance − 1) × P. */
  pacesPerHex: z.number().positive().max(10).default(2),
  /** GAP-SK-10: damage per damage die (`perDie`) or one summed value (`sum`). */
  damageMode: z.enum(['perDie', 'sum']).default('perDie'),
  /** GAP-SK-19 / R-03: numerical superiority by living figures (default) or HP. */
  superiorityBy: z.enum(['figures', 'hp']).default('figures'),
  /** SK-CHARGE-4/5/6: extra attack dice on a charge. */
  chargeBonus: z.strictObject({
    default: z.number().int().min(0).max(5).default(1),
    cavalry: z.number().int().min(0).max(5).default(2),
    heavyCavalry: z.number().int().min(0).max(5).default(3),
    incomplete: z.number().int().min(0).max(5).default(1),
    /** SK-CHARGE-7: an incomplete infantry unit needs this or more on 1d6. */
    incompleteInfantryD6: z.number().int().min(1).max(7).default(5),
    /** SK-CHARGE-8: an incomplete cavalry unit needs this or more on 1d10. */
    incompleteCavalryD10: z.number().int().min(1).max(11).default(6),
  }).prefault({}),
  /** SK-CHARGE-9/10: fewer return-strike dice when charged in the flank / rear. */
  flankDice: z.number().int().min(0).max(10).default(1),
  rearDice: z.number().int().min(0).max(10).default(2),
  /** SK-CHARGE-12/13: push-back of 1 pace (1 hex, GAP-SK-01) per full `pushSkulls` skulls on a charge. */
  pushSkulls: z.number().int().min(1).max(20).default(3),
  /** SK-MELEE-1: attacks each before the pair is locked. */
  lockAfterAttacks: z.number().int().min(1).max(10).default(2),
  /** SK-MELEE-7: defence of locked units charged by another unit. */
  lockedChargedDefence: z.number().int().min(-10).max(0).default(-2),
  /** SK-MELEE-8: defence of locked units shot at. */
  lockedShotDefence: z.number().int().min(-10).max(0).default(-2),
  /** GAP-SK-24: a hit of a volley into a melee goes to the target's side on 1d6 ≤ this. */
  intoMeleeTargetSide: z.number().int().min(0).max(6).default(3),
  /** GAP-SK-18: halvings round up, minimum 1 die. */
  halving: z.enum(['up', 'down']).default('up'),
  weapons: z.record(z.string(), weaponBandsSchema).default({}),
  terrain: z.record(z.string(), skTerrainSchema).default({}),
  obstacles: z.record(z.string(), skObstacleSchema).default({}),
  unitTypes: z.record(z.string(), skUnitTypeSchema).default({}),
  /** GAP-SK-02, SK-MOVE-6: paces per 60° of wheel (an about-face costs at most M/2, SK-MOVE-5). */
  wheelPaces: z.number().min(0).max(10).default(1),
  /** SK-MOVE-2: a step up to a higher level costs at least this many times its paces (rising slopes; a step down does not). */
  uphillCost: z.number().min(1).max(10).default(2),
  /** Whether a unit may move through friendly units (never ending on one). Default no: units block (WFB). */
  passFriends: z.boolean().default(false),
  /** GAP-SK-21: an isolated target is a single figure whose gap to every friendly unit is more than this (paces). */
  isolatedGap: z.number().min(0).max(100).default(2),
  /** GAP-SK-36, SK-WM-12/13: successful war-machine shots that destroy each structure class. */
  structureHits: z.strictObject({
    bridge: z.number().int().min(1).max(20).default(1),
    weak: z.number().int().min(1).max(20).default(1),
    resistant: z.number().int().min(1).max(20).default(2),
    fortification: z.number().int().min(1).max(20).default(3),
  }).prefault({}),
  /**
   * GAP-SK-38: sides that fight as one in every melee (a team), by side id: team-mates are never
   * in melee with each other (no contact pair), and in a melee they take the same side without
   * being asked. Default none: every army is alone and a third army's units involved in a melee
   * choose which of its two sides they join, for that melee only (SK-MELEE-3).
   */
  teams: z.array(z.array(z.string().min(1)).min(2).max(16)).max(16).default([]),
  /** GAP-SK-36: the structures of the map. */
  structures: z.array(skStructureSchema).max(1000).default([]),
  /** The mix with HEXES Med (`skirmish-dice`, catalogue I-02): profiles by HM unit type id, over the defaults by strength. */
  adapter: z.strictObject({
    profiles: z.record(z.string(), skAdapterProfileSchema).default({}),
    /**
     * Keywords an HM unit type carries on top of those of its kind (I-06, I-13, I-14: `fear`,
     * `terror`, `undead`, `necromancer`, `general`, `greatBanner`...), by HM unit type id, so that
     * the skirmish morale rules read them in a HEXES Med game: `{ "wights": ["undead"] }`.
     */
    keywords: z.record(z.string(), z.array(z.enum(SK_KEYWORDS)).max(SK_KEYWORDS.length)).default({}),
    /** attack dice a reduced HM unit (HP ≤ 50 %) rolls fewer, minimum 1. */
    reducedDice: z.number().int().min(0).max(5).default(1),
    /** The charge under HEXES Med's movement: the skirmish rules are the charge provider (R-15, §3.3 rule 4), see {@link skMixChargeSchema}. */
    charge: skMixChargeSchema.prefault({}),
    /**
     * I-02: a locked melee's round is fought by the rules at the end of each combat phase, as is a
     * charge not declared as an attack (`automatic`: neither counts as a declaration, HM-COMBAT-5),
     * or only when a player declares it (`declared`).
     */
    lockedRounds: z.enum(['automatic', 'declared']).default('automatic'),
  }).prefault({}),
})

/** The skirmish config after defaults. */
export type SkConfig = z.output<typeof skConfigSchema>

/** A unit type table entry (re-exported for scenario authors). */
export type { SkUnitType }
