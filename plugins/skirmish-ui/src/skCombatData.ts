/**
 * What this module reads of a skirmish combat's outcome (`CombatOutcome.data` of the skirmish
 * resolver, `source: 'skirmish'`): the plugin does not export its `SkCombatData` type, so the
 * fields read are named here, and checked at run time by {@link skCombatDataOf}.
 */

/** One attack of a combat: who struck whom, how many dice, skulls and HP, and the faces once rolled. */
export interface StrikeData {
  unit: string
  target: string
  /** `charge`, `return`, `strike`, `locked`, `missile`, `pursuit`. */
  kind: string
  dice: number
  /** Skulls (GAP-SK-03). */
  hits: number
  naturalHits: number | null
  hpLost: number
  chargeBonus: boolean | null
  attackFaces: number[] | null
  damageFaces: number[][] | null
}

/** A skirmish combat's data. */
export interface SkCombat {
  source: 'skirmish'
  mode: string
  round?: 'exchange' | 'locked'
  sides?: [string[], string[]]
  strikes: StrikeData[]
  losses: { unit: string; hpLost: number; figuresLost: number }[]
  pushes: { unit: string; paces: number; from: string }[]
  misfire?: boolean
  sideHits?: [number, number]
}

/** The skirmish data of an outcome's `data`, or `null` when another resolver wrote it. */
export function skCombatDataOf(data: unknown): SkCombat | null {
  const d = data as Partial<SkCombat> | null | undefined
  return d && d.source === 'skirmish' && Array.isArray(d.strikes) && Array.isArray(d.losses) && Array.isArray(d.pushes) ? (d as SkCombat) : null
}
