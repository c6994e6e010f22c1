import { d6, msg, unitParam, type MessageRef, type MoraleResolveCtx, type MoraleResult } from '@hexes/core'
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
 * Pure: rolls only through `ctx.dice`. `undefined` for units that are not HEXES Med units, and for
 * those whose tests another morale model resolves (`HmTables.leaveMorale`, I-03).
 */
export function hmMoraleTest(ctx: MoraleResolveCtx, tables: HmTables): MoraleResult | undefined {
  const { unit, trigger, modifiers, dice } = ctx
  if (tables.unitTypes[unit.type] === undefined || tables.moraleElsewhere(ctx.state, unit)) return undefined
  const strength = tables.strength(unit)
  let value = strength
  for (const m of modifiers) if (m.kind === MORALE) value += m.value
  const roll = dice.roll(d6(), 'HM-MORALE-1 morale test').value
  const key: HmMoraleKey = roll < value ? 'none' : roll === value ? 'retreat' : 'reduce'
  const eliminates = key === 'reduce' && tables.isReduced(unit)
  const data: HmMoraleData = { unit: unit.id, trigger, roll, strength, value, eliminates }
  if (ctx.forOdds) return new LazyMoraleResult(key, data, unit.name ?? unit.id)
  return { key, label: moraleLabel(key, data, unit.name ?? unit.id), text: moraleText(key, data), data }
}

function moraleLabel(key: HmMoraleKey, d: HmMoraleData, name: string): string {
  const effect = key === 'none' ? 'no effect' : key === 'retreat' ? 'retreats one hex' : d.eliminates ? 'eliminated' : 'reduced'
  return `${name} morale: ${d.roll} vs ${d.value}, ${effect}`
}

function moraleText(key: HmMoraleKey, d: HmMoraleData): MessageRef {
  return msg(`morale/${d.eliminates ? 'eliminated' : key}`, { unit: unitParam(d.unit), roll: d.roll, value: d.value })
}

/**
 * A morale result whose texts are built when read (exact odds: `MoraleResolveCtx.forOdds`); its
 * `toJSON` is the plain result play would have given.
 */
class LazyMoraleResult implements MoraleResult {
  readonly #name: string

  constructor(
    readonly key: HmMoraleKey,
    readonly data: HmMoraleData,
    name: string,
  ) {
    this.#name = name
  }

  get label(): string {
    return moraleLabel(this.key, this.data, this.#name)
  }

  get text(): MessageRef {
    return moraleText(this.key, this.data)
  }

  toJSON(): MoraleResult {
    return { key: this.key, label: this.label, text: this.text, data: this.data }
  }
}
