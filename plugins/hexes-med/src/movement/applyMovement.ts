import { movementProfile, type HookRegistry, type TerrainCost } from '@hexes/core'
import { hmState, type HmTables } from '../config/HmTables'
import { HM } from '../state/HmState'
import { moveVeto, mpLeft } from './moveVeto'
import { recordMove } from './recordMove'

/**
 * Movement (HM-MOVE-1..10, GAP-HM-03). The core movement search applies the path rules (HM-MOVE-8..10,
 * HM-ZOC-1..5) from what this applier answers:
 * - `movementProfile`: the MP the unit has left this phase (HM-MOVE-3), and the minimum move
 *   (GAP-HM-03) only before it has moved;
 * - `movementCost` / `hexsideCost`: the terrain chart (HM-MOVE-4, HM-MOVE-5, HM-MOVE-6; a ford stops);
 * - `canMove`: one unit at a time (HM-MOVE-7), see {@link moveVeto};
 * - `afterMove`: records the move for HM-MOVE-7 and the charge (HM-CHG-4, HM-CHG-5), see {@link recordMove}.
 */
export function applyMovement(hooks: HookRegistry, tables: HmTables): void {
  hooks.movementProfile.tap({ plugin: HM, ruleId: 'HM-MOVE-3' }, (profile, { state, unit }) => {
    const hm = hmState(state)
    const minimumMove = tables.config.minimumMove && !hm.moved.includes(unit.id)
    return { ...profile, mp: mpLeft(tables, hm, unit), minimumMove }
  })
  // The chart's answer depends on the terrain id only: one frozen answer per id, made on first use
  // (every movement query asks it once per terrain type of the map).
  const costs = new Map<string, TerrainCost | undefined>()
  hooks.movementCost.tap({ plugin: HM, ruleId: 'HM-MOVE-4' }, (_cost, { terrain }) => {
    if (costs.has(terrain)) return costs.get(terrain)
    const c = terrainCost(tables, terrain)
    costs.set(terrain, c && Object.freeze(c))
    return c
  })
  // A hexside feature named after an impassable terrain (a river along a hexside) cannot be crossed.
  hooks.hexsideCost.tap({ plugin: HM, ruleId: 'HM-MOVE-6' }, (_cost, { terrain }) =>
    tables.terrain[terrain]?.cost === 'impassable' ? { cost: 'impassable', ruleId: 'HM-MOVE-6' } : undefined,
  )
  hooks.canMove.tap({ plugin: HM, ruleId: 'HM-MOVE-7' }, ({ state, unit }) => moveVeto(tables, hmState(state), unit))
  hooks.afterMove.tap({ plugin: HM, ruleId: 'HM-MOVE-7' }, (ctx) => {
    // The draft's plugin state is not updated yet: this is the profile the move was checked with.
    const profile = movementProfile(ctx.rules, ctx.draft, ctx.unit)
    recordMove(ctx, profile.mp, profile.ignoresZoc)
  })
}

/** The terrain chart's answer for one terrain id (GAP-HM-03); unknown ids are left to others. */
function terrainCost(tables: HmTables, terrain: string): TerrainCost | undefined {
  const t = tables.terrain[terrain]
  if (!t) return undefined
  if (t.cost === 'impassable') return { cost: 'impassable', ruleId: 'HM-MOVE-6' }
  return { cost: t.cost, ...(t.stop ? { stop: true } : {}), ruleId: 'HM-MOVE-4' }
}
