import { z } from 'zod'

/**
 * Config of the war-machine rules (catalogue §1.3 SK-WM, §2.3 GAP-SK-04/05/33/34/35, §2.6 R-09,
 * Every default is the catalogue's and every field is data a scenario overrides:
 * `{ "id": "war-machines", "config": { "machines": { "mangonel": { "kind": "catapult" } } } }`.
 */

/** The kinds of heavy war machine the source names (SK-WM-6..11): each shoots its own template. */
export const MACHINE_KINDS = ['catapult', 'bombard', 'cannon', 'tripleCannon'] as const

/** A kind of heavy war machine. */
export type MachineKind = (typeof MACHINE_KINDS)[number]

/**
 * The machine profile of a skirmish unit type (keyword `warMachine`): the unit's figures are its
 * crew, its HP pool the machine's HP (R-01, R-02; see the rules summary).
 */
export const machineSchema = z.strictObject({
  /** Which template it shoots (SK-WM-6..11). */
  kind: z.enum(MACHINE_KINDS),
  /** no maximum range beyond line of sight by default; a scenario may give one, in paces (a gap, GAP-SK-01). */
  range: z.number().positive().max(1000).optional(),
  /** I-10, I-05: in a HEXES Med game, the most hexes from the machine to its target (none by default: line of sight only). */
  hexRange: z.number().int().min(1).max(100).optional(),
  /** GAP-SK-33: reload turns with its full crew (1). */
  reloadTurns: z.number().int().min(1).max(5).default(1),
  /** GAP-SK-05: a powder machine explodes when destroyed by a misfire (default: the bombard and the cannons). */
  powder: z.boolean().optional(),
})

/** A machine profile, defaults filled. */
export type MachineProfile = z.output<typeof machineSchema>

/** The misfire table (GAP-SK-05, mirrored WFB chart: higher is worse): d6 (+ the malus) up to `jam` jams, up to `disabled` disables, above destroys. */
export const misfireTableSchema = z.strictObject({
  jam: z.number().int().min(0).max(20).default(3),
  disabled: z.number().int().min(0).max(20).default(5),
}).refine((t) => t.jam <= t.disabled, { message: 'the jam rows must come before the disabled rows', path: ['disabled'] })

/** Chariots (keyword `chariot`, SK-WM-17/18, GAP-SK-34). */
export const chariotsSchema = z.strictObject({
  /** SK-WM-17: hexside features a chariot may not cross (default: every skirmish obstacle). */
  obstacles: z.array(z.string().min(1)).optional(),
  /** SK-WM-17: terrain a chariot may not enter (default: every skirmish terrain with `woods`). */
  denseTerrain: z.array(z.string().min(1)).optional(),
  /** SK-WM-18, GAP-SK-34: a d6 up to this gives `forcedLowDice` damage dice, above it `forcedHighDice`. */
  forcedLowUpTo: z.number().int().min(0).max(6).default(3),
  forcedLowDice: z.number().int().min(0).max(10).default(2),
  forcedHighDice: z.number().int().min(0).max(10).default(3),
})

/**
 * I-10 (`mix.hmScatter`): a shot's scatter at HEXES Med's scale, where a hex (≈ 100 m) is far
 * wider than the artillery die's 2 to 10 paces. HIT, or an arrow whose artillery value is at most
 * `stayUpTo`, lands in the aimed hex; a higher value lands in the hex next to it in the arrow's
 * direction. The catalogue gives ≤ 4 in and ≥ 6 out and is silent on 5: the default `stayUpTo: 5`
 * keeps a 5 in the aimed hex (a ball that scatters less than its own 6-pace minimum does not
 * leave the hex). A cannon ball travels on one hex past its strike on a value above `stayUpTo`.
 * `enabled: false` scatters by paces as in a skirmish game (GAP-SK-04, ⌊value ÷ P⌋ hexes).
 */
export const hmScatterSchema = z.strictObject({
  enabled: z.boolean().default(true),
  stayUpTo: z.number().int().min(0).max(20).default(5),
})

/** The war machines in a HEXES Med game (catalogue I-10), read only in a mix. */
export const wmMixSchema = z.strictObject({
  /** I-10: the scatter at HEXES Med's scale. */
  hmScatter: hmScatterSchema.prefault({}),
})

/** The mix config, defaults filled. */
export type WmMixConfig = z.output<typeof wmMixSchema>

/** The war-machine config schema; every field optional in a scenario. */
export const wmConfigSchema = z.strictObject({
  /** The machine profiles, by skirmish unit type id (each type must have the keyword `warMachine`). */
  machines: z.record(z.string(), machineSchema).default({}),
  /** SK-WM-3, GAP-SK-05: most misfire re-rolls a machine banks by extra reload turns. */
  maxBankedRerolls: z.number().int().min(0).max(10).default(2),
  /** SK-WM-15: reload turns added when more than half the crew is lost. */
  crewLossReloadTurns: z.number().int().min(0).max(5).default(1),
  /** SK-WM-16: added to the misfire roll of a machine that has lost more than half its HP. */
  halfHpMisfireMalus: z.number().int().min(0).max(6).default(1),
  /** GAP-SK-05: the misfire table. */
  misfireTable: misfireTableSchema.prefault({}),
  /** GAP-SK-05: damage dice each figure in and around an exploding powder machine takes. */
  explosionDice: z.number().int().min(0).max(10).default(1),
  /** SK-WM-17/18: chariots. */
  chariots: chariotsSchema.prefault({}),
  /** SK-WM-14: a flaming volley that hits a powder machine rolls the artillery die, MISFIRE sets the powder off (`false`: the rule is off). */
  flamingPowder: z.boolean().default(true),
  /** GAP-SK-35 (`sk.templateCap`): most figures of a unit a template covers in one hex. */
  templateCap: z.number().int().min(1).max(100).default(5),
  /** SK-WM-7: damage points (HP) of the figure at the catapult template's centre. */
  centrePoints: z.number().int().min(0).max(10).default(2),
  /** SK-WM-8: damage dice of each figure in the bombard's disc. */
  bombardDice: z.number().int().min(0).max(10).default(2),
  /** SK-WM-10: damage dice of the one figure of each unit on the cannon ball's path. */
  pathDice: z.number().int().min(0).max(10).default(2),
  /** SK-WM-11: damage points (HP) of each figure under the cannon's full template. */
  fullTemplatePoints: z.number().int().min(0).max(10).default(2),
  /** SK-WM-11: separate one-die damage rolls of each figure under a triple cannon's template. */
  tripleCannonDice: z.number().int().min(0).max(10).default(3),
  /** I-10: the war machines in a HEXES Med game (`skirmish-dice`). */
  mix: wmMixSchema.prefault({}),
})

/** The war-machine config, defaults filled. */
export type WmConfig = z.output<typeof wmConfigSchema>

/** Whether a machine explodes when a misfire destroys it (GAP-SK-05: the powder machines, cannon and bombard). */
export function isPowder(profile: MachineProfile): boolean {
  return profile.powder ?? profile.kind !== 'catapult'
}
