import { reject, unitParam, type HookRegistry, type TerrainCost } from '@hexes/core'
import { TICKS_PER_PACE, type SkTables } from '../config/SkTables'
import { isLocked } from '../melee/contacts'
import { SK, skState } from '../state/SkState'
import { skMovementProfile } from './skMovementProfile'

const name = (u: { id: string; name?: string }) => u.name ?? u.id

/**
 * Skirmish movement (SK-MOVE-1..6, GAP-SK-01/02), through the core's movement search:
 * - `movementProfile`: paces, facing and turn costs, what is left of M (see {@link skMovementProfile});
 * - `movementCost`: P paces a hex, times the terrain's cost (woods ½M, SK-MOVE-2), impassable terrain;
 * - `hexsideCost`: obstacles by class (SK-MOVE-3 mid-height 2 paces; SK-MOVE-4 high 2 for foot,
 *   3 for horse); a hexside feature named after impassable terrain (a stream) cannot be crossed;
 * - `canMove`: a locked unit (SK-MELEE-5), a unit that charged this turn (SK-CHARGE-3) and a unit
 *   with no paces left (SK-MOVE-1) do not move;
 * - `afterMove`: the paces spent in the movement step (SK-MOVE-1, moving fire SK-MISSILE-8).
 */
export function applySkMovement(hooks: HookRegistry, tables: SkTables): void {
  hooks.movementProfile.tap({ plugin: SK, ruleId: 'SK-MOVE-1' }, (profile, { state, rules, unit, purpose }) =>
    tables.isSkUnit(unit) ? skMovementProfile(tables, rules, state, unit, purpose, profile) : undefined,
  )
  const costs = new Map<string, TerrainCost | undefined>()
  hooks.movementCost.tap({ plugin: SK, ruleId: 'SK-MOVE-2' }, (_cost, { terrain }) => {
    if (costs.has(terrain)) return costs.get(terrain)
    const t = tables.terrain[terrain]
    const c: TerrainCost | undefined = !t ? undefined : t.cost === 'impassable' ? { cost: 'impassable', ruleId: 'SK-MOVE-2' } : { cost: t.cost * tables.pacesPerHex, ruleId: t.cost === 1 ? 'SK-MOVE-1' : 'SK-MOVE-2' }
    costs.set(terrain, c && Object.freeze(c))
    return c
  })
  // One answer per feature and kind of unit (asked per feature of the map on every movement query).
  const sideCosts = new Map<string, TerrainCost | undefined>()
  hooks.hexsideCost.tap({ plugin: SK, ruleId: 'SK-MOVE-3' }, (_cost, { unit, terrain }) => {
    const o = tables.obstacles[terrain]
    const cavalry = o !== undefined && tables.isSkUnit(unit) && tables.isCavalry(tables.typeOf(unit))
    const key = `${cavalry ? 'c' : 'i'}|${terrain}`
    if (sideCosts.has(key)) return sideCosts.get(key)
    const c: TerrainCost | undefined = o
      ? { cost: cavalry ? o.cavalry : o.infantry, ruleId: o.infantry === o.cavalry ? 'SK-MOVE-3' : 'SK-MOVE-4' }
      : tables.terrain[terrain]?.cost === 'impassable' ? { cost: 'impassable', ruleId: 'SK-MOVE-2' } : undefined
    sideCosts.set(key, c && Object.freeze(c))
    return c
  })
  hooks.canMove.tap({ plugin: SK, ruleId: 'SK-MELEE-5' }, ({ state, unit }) => {
    if (!tables.isSkUnit(unit)) return undefined
    if (isLocked(state, unit.id)) return reject('move/locked', 'SK-MELEE-5', `${name(unit)} is locked in melee: units in melee can neither move nor shoot`, { unit: unitParam(unit.id) })
    const sk = skState(state)
    if (sk.charged.includes(unit.id)) return reject('move/charged', 'SK-CHARGE-3', `${name(unit)} charged this turn: its charge was its move`, { unit: unitParam(unit.id) })
    const spent = sk.moved.find((m) => m.unit === unit.id)?.paces ?? 0
    if (spent >= tables.move(unit)) return reject('move/no-paces', 'SK-MOVE-1', `${name(unit)} has spent its ${tables.move(unit)} paces this turn`, { unit: unitParam(unit.id), m: tables.move(unit) })
    return undefined
  })
  hooks.afterMove.tap({ plugin: SK, ruleId: 'SK-MOVE-1' }, ({ draft, unit, cost }) => {
    if (!tables.isSkUnit(unit) || draft.turn.phase !== 'movement') return
    const sk = skState(draft)
    const entry = sk.moved.find((m) => m.unit === unit.id)
    // Quarter paces are exact in binary; rounding keeps a sum of them exact too.
    if (entry) entry.paces = Math.round((entry.paces + cost) * TICKS_PER_PACE) / TICKS_PER_PACE
    else sk.moved.push({ unit: unit.id, paces: cost })
  })
}
