import { d6, msg, unitParam, type MoraleResolveCtx, type MoraleResult } from '@hexes/core'
import type { HmTables } from '../config/HmTables'
import { MORALE } from './moraleModifiers'

/** Results of a HEXES Med morale test. */
export type HmMoraleKey = 'none' | 'retreat' | 'reduce'

/** Details of a HEXES Med morale test, in `MoraleResult.data`. */
export interface HmMoraleData {
  [key: string]: unknown
  unit: string
  trigger: string
  /** The d6. */
  roll: number
  /** Current F (HM-MORALE-2). */
  strength: number
  /** F plus the morale modifiers (leader +1). */
  value: number
  /** A `reduce` result eliminates the unit because it is already reduced (HM-MORALE-5). */
  eliminates: boolean
}

/**
 * The HEXES Med morale test (HM-MORALE-1..5, GAP-HM-14): one d6 against the unit's current F
 * (its morale value, reduced units testing on reduced F) plus the `morale` modifiers. Roll below
 * the value: `none`; equal: `retreat` one hex; above: `reduce` (eliminated if already reduced).
 * Pure: rolls only through `ctx.dice`. `undefined` for units that are not HEXES Med units.
 */
export function hmMoraleTest(ctx: MoraleResolveCtx, tables: HmTables): MoraleResult | undefined {
  const { unit, trigger, modifiers, dice } = ctx
  if (tables.unitTypes[unit.type] === undefined) return undefined
  const strength = tables.strength(unit)
  let value = strength
  for (const m of modifiers) if (m.kind === MORALE) value += m.value
  const roll = dice.roll(d6(), 'HM-MORALE-1 morale test').value
  const key: HmMoraleKey = roll < value ? 'none' : roll === value ? 'retreat' : 'reduce'
  const eliminates = key === 'reduce' && tables.isReduced(unit)
  const effect = key === 'none' ? 'no effect' : key === 'retreat' ? 'retreats one hex' : eliminates ? 'eliminated' : 'reduced'
  const data: HmMoraleData = { unit: unit.id, trigger, roll, strength, value, eliminates }
  const text = msg(`morale/${eliminates ? 'eliminated' : key}`, { unit: unitParam(unit.id), roll, value })
  return { key, label: `${unit.name ?? unit.id} morale: ${roll} vs ${value}, ${effect}`, text, data }
}
