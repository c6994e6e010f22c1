import { z } from 'zod'

/**
 * Config of the flyers rules (catalogue §1.3 SK-FLY-1..5, §2.3 GAP-SK-26, §3.4 I-04). Which unit
 * types fly is the skirmish unit type's keyword `flyer` (in a HEXES Med game, `skirmish-dice`'s
 * `adapter.keywords`); everything else is data a scenario overrides:
 * `{ "id": "flyers", "config": { "groundMove": { "bats": 4 } } }`.
 */

/** The mix with HEXES Med's ZOC (I-04), read in a HEXES Med game with skirmish dice. */
export const flyersMixSchema = z.strictObject({
  /**
   * I-04: a flyer in flight ignores enemy ZOC (not stopped, exempt from the ZOC-to-ZOC ban); it
   * still exerts ZOC and may not retreat into enemy ZOC; a grounded flyer (SK-FLY-2) loses this.
   */
  flyersIgnoreZOC: z.boolean().default(true),
})

/** The mix config. */
export type FlyersMixConfig = z.output<typeof flyersMixSchema>

/** The plugin config. */
export const flyersConfigSchema = z.strictObject({
  /**
   * GAP-SK-26: the ground allowance of a flyer type on the ground (SK-FLY-2), by unit type id, in
   * the unit's movement units; a flyer type not listed moves ⌈M/2⌉ on the ground.
   */
  groundMove: z.record(z.string().min(1).max(64), z.number().positive().max(40)).default({}),
  /**
   * SK-FLY-2: the terrain ids a flyer cannot fly out of (a forest, a building); terrain the
   * skirmish terrain table marks as `woods` counts too. Defaults: the skirmish rules' `woods` and
   * `building`, HEXES Med's `forest` and `town`.
   */
  groundTerrain: z.array(z.string().min(1).max(64)).max(100).default(['woods', 'building', 'forest', 'town']),
  /**
   * SK-FLY-4, GAP-SK-26: a flyer that made its melee attack may fly on in the melee step with what
   * is left of its M (`fly/on`); `false` leaves it where it fought.
   */
  flyOn: z.boolean().default(true),
  /** SK-FLY-5: a flyer's attacks ignore the target's cover, and neither side of a fight with a flyer is higher (GAP-SK-20). */
  ignoreCoverAndHeight: z.boolean().default(true),
  mix: flyersMixSchema.default({ flyersIgnoreZOC: true }),
})

/** The flyers config. */
export type FlyersConfig = z.output<typeof flyersConfigSchema>
