import { z } from 'zod'

/**
 * Config of HEXES Med. Every default is the catalogue's (§2.1 GAP-HM-*) and every field is data a
 * scenario can override: `{ "id": "hexes-med", "config": { "blockedRetreat": "eliminate" } }`.
 * Unit and terrain tables are merged over the defaults by id, so a scenario adds or replaces
 * single entries (`"unitTypes": { "slinger": {...} }`).
 */

/** A unit type (GAP-HM-05). */
export const unitTypeSchema = z.strictObject({
  name: z.string().min(1),
  /** HM-UNIT-1: exactly two types. */
  kind: z.enum(['infantry', 'cavalry']),
  /** F: combat strength and morale value (HM-MORALE-2). */
  strength: z.number().int().min(1).max(9),
  /** Ranged strength (HM-UNIT-2, GAP-HM-07); absent for units that cannot shoot. */
  ranged: z.number().int().min(1).max(9).optional(),
  /** Range in hexes (HM-UNIT-3). Required with `ranged`. */
  range: z.number().int().min(1).max(20).optional(),
  /** Movement allowance in MP (HM-MOVE-3). */
  mp: z.number().int().min(1).max(20),
  /** Charge-capable (GAP-HM-08: the ⚡ units). */
  charge: z.boolean().default(false),
})

/** A terrain type (GAP-HM-03). */
export const terrainTypeSchema = z.strictObject({
  name: z.string().min(1),
  /** MP to enter (HM-MOVE-4), or impassable (HM-MOVE-6). */
  cost: z.union([z.number().int().min(1).max(20), z.literal('impassable')]),
  /** Entering ends the move (ford). */
  stop: z.boolean().default(false),
  /** Die modifier to the attacker's roll when the defender is in this terrain (forest −1). */
  defence: z.number().int().min(-5).max(5).default(0),
  /** Counts as clear terrain for the charge (HM-CHG-3). */
  clear: z.boolean().default(false),
  /** Blocks ranged line of sight as an intervening hex (GAP-HM-07). */
  blocksLos: z.boolean().default(false),
  /** The defence modifier applies only if the defender is higher than every attacker (hill). */
  elevated: z.boolean().default(false),
})

/** A unit type. */
export type UnitType = z.output<typeof unitTypeSchema>
/** A terrain type. */
export type TerrainType = z.output<typeof terrainTypeSchema>

const u = (name: string, kind: 'infantry' | 'cavalry', strength: number, mp: number, charge = false, ranged?: number, range?: number): UnitType => ({
  name, kind, strength, mp, charge, ...(ranged !== undefined ? { ranged, range: range! } : {}),
})

/** GAP-HM-05: the hexesgames.net HEXES Med unit table. */
export const DEFAULT_UNIT_TYPES: Readonly<Record<string, UnitType>> = {
  'elite-cavalry': u('Elite cavalry', 'cavalry', 4, 5, true),
  'heavy-cavalry': u('Heavy cavalry', 'cavalry', 3, 5, true),
  'light-cavalry': u('Light cavalry', 'cavalry', 2, 6, true),
  'elite-infantry': u('Elite infantry', 'infantry', 4, 2),
  'heavy-infantry': u('Heavy infantry', 'infantry', 3, 2),
  'light-infantry': u('Light infantry', 'infantry', 2, 3),
  militia: u('Militia', 'infantry', 1, 2),
  archer: u('Archers', 'infantry', 2, 2, false, 2, 2),
  'heavy-archer': u('Heavy archers', 'infantry', 2, 2, false, 3, 3),
  crossbowman: u('Crossbowmen', 'infantry', 2, 2, false, 2, 2),
  'mounted-archer': u('Mounted archers', 'cavalry', 2, 5, false, 2, 2),
  'horse-archer': u('Horse archers', 'cavalry', 2, 4, false, 3, 3),
}

const t = (name: string, cost: number | 'impassable', o: Partial<TerrainType> = {}): TerrainType => ({
  name, cost, stop: false, defence: 0, clear: false, blocksLos: false, elevated: false, ...o,
})

/** GAP-HM-03: the terrain effects chart. */
export const DEFAULT_TERRAIN: Readonly<Record<string, TerrainType>> = {
  clear: t('Clear', 1, { clear: true }),
  forest: t('Forest', 2, { defence: -1, blocksLos: true }),
  hill: t('Hill', 2, { defence: -1, blocksLos: true, elevated: true }),
  rough: t('Rough ground', 2),
  marsh: t('Marsh', 3),
  town: t('Village', 2, { defence: -1, blocksLos: true }),
  fortified: t('Fortified camp', 2, { defence: -2, blocksLos: true }),
  river: t('River', 'impassable'),
  ford: t('Ford', 1, { stop: true, defence: 1 }),
  bridge: t('Bridge', 1),
}

/** GAP-HM-01 result codes. */
export const CRT_RESULTS = ['AL', 'AR', 'AM', 'NE', 'DM', 'DR', 'EX', 'DL', 'DRL', 'DE'] as const
/** A CRT result code. */
export type CrtResult = (typeof CRT_RESULTS)[number]

/** GAP-HM-02 odds columns, weakest first. */
export const ODDS_COLUMNS = ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1+'] as const

/** The plugin config. */
export const hmConfigSchema = z.strictObject({
  unitTypes: z.record(z.string().regex(/^[a-z0-9-]+$/), unitTypeSchema).default({}),
  terrain: z.record(z.string().regex(/^[a-z0-9-]+$/), terrainTypeSchema).default({}),
  /**
   * GAP-HM-01: CRT as rows of modified die (row 0 = "≤ minRoll" ... last = "≥ maxRoll") by
   * column (ODDS_COLUMNS). Default: the ladder `LADDER[clamp(d + c − 1, 0, 9)]`.
   */
  crt: z.array(z.array(z.enum(CRT_RESULTS)).length(6)).length(8).optional(),
  /** GAP-HM-02 `hm.minOdds`: weakest column an attack may be declared at. */
  minOdds: z.enum(ODDS_COLUMNS).default('1:2'),
  /** GAP-HM-04 `hm.leaderMode`: leader bonus as a die modifier (default) or added to F. */
  leaderMode: z.enum(['drm', 'strength']).default('drm'),
  /** GAP-HM-05 `hm.reduce`: reduced F = ⌈F/2⌉ (default) or F − 1 (minimum 1). */
  reduce: z.enum(['half', 'minus1']).default('half'),
  /** GAP-HM-11 `hm.blockedRetreat`: a unit that cannot retreat loses a step (default) or is eliminated. */
  blockedRetreat: z.enum(['step-loss', 'eliminate']).default('step-loss'),
  /** GAP-HM-13 `hm.defenderOncePerPhase`. */
  defenderOncePerPhase: z.boolean().default(true),
  /** GAP-HM-08: charge die modifier. */
  chargeBonus: z.number().int().min(0).max(3).default(1),
  /** GAP-HM-03: a unit may always move one hex by spending all its MP. */
  minimumMove: z.boolean().default(true),
})

/** The validated config (defaults applied; tables not yet merged). */
export type HmConfig = z.output<typeof hmConfigSchema>

/** The default ladder CRT (GAP-HM-01): row = modified die 0..7, column = odds column 0..5. */
export function defaultCrt(): CrtResult[][] {
  const rows: CrtResult[][] = []
  for (let d = 0; d <= 7; d++) {
    const row: CrtResult[] = []
    for (let c = 0; c <= 5; c++) row.push(CRT_RESULTS[Math.min(9, Math.max(0, d + c - 1))]!)
    rows.push(row)
  }
  return rows
}
