import { z } from 'zod'

/**
 * Config of Successive Waves. Every default is the catalogue's (§2.2 GAP-SW-*), and every field is
 * a scenario flag: `{ "id": "successive-waves", "config": { "nativeSide": "zulus", "setAside": "lost" } }`.
 */
export const swConfigSchema = z.strictObject({
  /** SW-1: the side that plays the Native army (the only one that may use the rule). Required. */
  nativeSide: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a side id of the scenario'),
  /**
   * SW-9, SW-12, GAP-SW-05: the smallest hex distance between a placed unit and any enemy unit
   * (« au moins 3 hexagones »: distance ≥ 3).
   */
  minDistance: z.number().int().min(1).max(20).default(3),
  /**
   * GAP-SW-06 `sw.edge`: which map edges count for the path of SW-10: every border (`any`), or
   * only the Native side's own edges of the scenario (`nativeEdgesOnly`).
   */
  edge: z.enum(['any', 'nativeEdgesOnly']).default('any'),
  /**
   * GAP-SW-04 `sw.setAside`: units that could not be placed (SW-13) stay in an off-table reserve,
   * restored, for a later wave (`reserve`), or are lost for the rest of the battle (`lost`).
   */
  setAside: z.enum(['reserve', 'lost']).default('reserve'),
  /**
   * GAP-SW-11 `sw.removalCountsAsLoss`: whether removing a weakened unit (SW-4) adds to the Native
   * side's elimination counters and record as if it had been destroyed. By default it does not: a voluntary
   * removal is not an elimination.
   */
  removalCountsAsLoss: z.boolean().default(false),
})

/** The validated config (defaults applied). */
export type SwConfig = z.output<typeof swConfigSchema>
