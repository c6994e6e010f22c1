import { z } from 'zod'

/**
 * Config of the skirmish morale rules (catalogue §1.3 SK-MORALE and SK-PRIS, §2.3 GAP-SK-11..17, 27 and 29..32,
 * §2.6 ). Every default is the catalogue's and every field is data a
 * scenario overrides: `{ "id": "skirmish-morale", "config": { "terrorIgnoresHp": true } }`.
 */

/** A panic test a scenario orders on a unit at the start of a turn (a rumour, an omen: "the duke is dead"). */
export const orderedTestSchema = z.strictObject({
  /** The unit that tests (never an undead unit: SK-MORALE-22). */
  unit: z.string().min(1).max(64),
  /** At the start of this turn (its first phase). */
  turn: z.number().int().min(1).max(1000),
})

/** An ordered test. */
export type OrderedTest = z.output<typeof orderedTestSchema>

/**
 * The mix with HEXES Med (catalogue §3.3 rule 2, I-03, I-06, I-13, I-14), read in a HEXES Med
 * game with skirmish dice (`skirmish-dice`); the standalone skirmish rules ignore it, except the
 * two flags on what Successive Waves may bring back (I-08, I-14), read in any mix (`mayReturn`).
 */
export const moraleMixSchema = z.strictObject({
  /**
   * I-03, §3.3 rule 2: the HEXES Med unit types whose units take the skirmish tests (the SK morale
   * model: 1d10 against Cd, flight); every other unit of a HEXES Med game takes HEXES Med's test
   * (d6 against F, retreat or reduce).
   */
  skModel: z.array(z.string().min(1).max(64)).max(100).default([]),
  /** I-06: the HEXES Med leaders who are their army's general: killed with their unit (HM-LDR-11), their army tests panic (SK-MORALE-15). */
  generals: z.array(z.string().min(1).max(64)).max(16).default([]),
  /** I-14: Successive Waves may gather undead dispelled by their necromancer's fall (SK-MORALE-23) as if eliminated; default no (they are dispelled, not eliminated). */
  swRecyclesDispelled: z.boolean().default(false),
  /** I-08: Successive Waves may gather units that fled off the battlefield (SK-MORALE-3) as eliminated ones; default yes (amabutho re-forming out of sight, SW-INFO-1). */
  swRecyclesFled: z.boolean().default(true),
})

/** The mix config. */
export type MoraleMixConfig = z.output<typeof moraleMixSchema>

/** The morale config schema; every field optional in a scenario. */
export const moraleConfigSchema = z.strictObject({
  /** SK-MORALE-20/21, GAP-SK-31: a unit less than this many paces from its general (banner) uses his Cd (may re-roll). */
  auraPaces: z.number().positive().max(100).default(12),
  /** SK-MORALE-17, R-08: a friend of at least `friendFleeHp` HP fleeing less than this many paces away triggers a panic test. */
  friendFleePaces: z.number().positive().max(100).default(4),
  /** SK-MORALE-17: the least HP of a fleeing friend that frightens the others. */
  friendFleeHp: z.number().int().min(1).max(100).default(2),
  /** SK-MORALE-16, GAP-SK-13: a unit that loses more than this percentage of its HP in one attack tests. */
  heavyLossPercent: z.number().int().min(1).max(100).default(50),
  /** SK-MORALE-1: the flight die added to M (faces). */
  flightDie: z.literal(10).default(10),
  /** SK-MORALE-4: the pursuit die added to M (faces). */
  pursuitDie: z.literal(6).default(6),
  /** GAP-SK-12: terror ignores the "more than half the HP" condition of SK-MORALE-14 (WFB); default no. */
  terrorIgnoresHp: z.boolean().default(false),
  /** GAP-SK-31: a captured general triggers the panic of SK-MORALE-15 too; default no (the text says « tué »). */
  panicOnCapture: z.boolean().default(false),
  /** GAP-SK-27: what a unit without a capture standing order does when its melee would kill a character: take it prisoner (`always`, the default) or kill it (`never`). */
  capture: z.enum(['always', 'never']).default('always'),
  /** Panic tests the scenario orders (validated: an undead unit is refused, SK-MORALE-22). */
  orderedTests: z.array(orderedTestSchema).max(1000).default([]),
  /** The mix with HEXES Med ({@link moraleMixSchema}). */
  mix: moraleMixSchema.prefault({}),
})

/** The morale config, defaults filled. */
export type MoraleConfig = z.output<typeof moraleConfigSchema>
