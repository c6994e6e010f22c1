import { z } from 'zod'

/**
 * The config of the __TITLE__ rules; its defaults are the rules. A scenario overrides them with
 * `{ "id": "__NAME__", "config": { "range": 3 } }`, and the web app's start screen shows each as a field.
 */
export const __name__ConfigSchema = z.strictObject({
  /** Movement allowance of every unit, in MP (__RULE__-3). */
  mp: z.number().int().min(1).max(20).default(3),
  /** MP to enter a forest hex (__RULE__-3). */
  forestCost: z.number().int().min(1).max(20).default(2),
  /** How far a volley reaches, in hexes (__RULE__-4). */
  range: z.number().int().min(1).max(10).default(2),
  /** The lowest d6 face that hits (__RULE__-4). */
  hitOn: z.number().int().min(1).max(6).default(5),
})

/** The validated config. */
export type __Name__Config = z.output<typeof __name__ConfigSchema>
