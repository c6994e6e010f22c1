import { hexRefSchema } from '@hexes/core'
import { z } from 'zod'

/**
 * The points of each victory-point rule (catalogue SK-VP-1..7), the catalogue's amounts by
 * default; a scenario overrides any of them: `{ "points": { "generalKilled": -5 } }`.
 */
export const vpPointsSchema = z.strictObject({
  /** SK-VP-1: per enemy HP killed. */
  hpKilled: z.number().int().min(-1000).max(1000).default(1),
  /** SK-VP-2: per enemy general captured. */
  generalCaptured: z.number().int().min(-1000).max(1000).default(25),
  /** SK-VP-3: per enemy general killed (a penalty). */
  generalKilled: z.number().int().min(-1000).max(1000).default(-10),
  /** SK-VP-4: per enemy spellcaster (enchanter, sorcerer: R-12) captured. */
  spellcasterCaptured: z.number().int().min(-1000).max(1000).default(10),
  /** SK-VP-5: per great banner taken. */
  bannerTaken: z.number().int().min(-1000).max(1000).default(20),
  /** SK-VP-6: to the army that controls the most objectives (or, without objectives, has the most HP on the table). */
  terrainFirst: z.number().int().min(-1000).max(1000).default(50),
  /** SK-VP-6: to the second. */
  terrainSecond: z.number().int().min(-1000).max(1000).default(25),
  /** SK-VP-7: per heroic act voted after the battle. */
  heroicAct: z.number().int().min(-1000).max(1000).default(10),
})

/** The points of each rule. */
export type VpPoints = z.output<typeof vpPointsSchema>

/**
 * Config of the victory-point rules: `{ "id": "victory-points", "config": { "objectives": ["7,9"] } }`.
 */
export const vpConfigSchema = z.strictObject({
  points: vpPointsSchema.prefault({}),
  /**
   * GAP-VP-02: the objective hexes; SK-VP-6 then goes by control (a side's units are the only
   * non-fleeing ones in or next to the hex at the end). Without any, by HP on the table.
   */
  objectives: z.array(hexRefSchema).max(1000).default([]),
  /** GAP-CAMP-07 `camp.unscathedStrict`: a character that lost any HP is not unscathed. */
  unscathedStrict: z.boolean().default(false),
  /** I-09: HP a step of a HEXES Med unit is worth. */
  hpPerStep: z.number().int().min(1).max(100).default(3),
  /** The game's winner is the side with the most VP when the last turn ends; a tie is a draw. `false`: VP are scored only. */
  victory: z.boolean().default(true),
})

/** The validated config. */
export type VpConfig = z.output<typeof vpConfigSchema>
