import type { GameRules, GameState, UnitState } from '@hexes/core'

/**
 * Whether `shooter` sees `target` for a ranged attack (HM-COMBAT-4, GAP-HM-07): the `lineOfSight`
 * hook decides if a plugin answers; otherwise the core geometry, where an *intervening* hex
 * blocks when its terrain blocks sight (`terrainBlocksLos`, asked once per terrain type; HEXES
 * Med answers from the terrain chart's `blocksLos`). Units never block; the end hexes never block.
 */
export function rangedLineOfSight(rules: GameRules, state: GameState, shooter: UnitState, target: UnitState): boolean {
  const from = shooter.hex!
  const to = target.hex!
  const override = rules.hooks.lineOfSight.call({ state, rules, from, to })
  if (override !== undefined) return override
  const grid = rules.grid
  const i = grid.indexOfRef(from)
  const j = grid.indexOfRef(to)
  if (grid.distance(i, j) <= 1) return true
  const byTerrain = new Map<string, number>()
  const blocks = new Uint8Array(grid.size)
  const terrain = state.map.terrain
  for (let h = 0; h < grid.size; h++) {
    const t = terrain[h]!
    let b = byTerrain.get(t)
    if (b === undefined) {
      b = rules.hooks.terrainBlocksLos.call(false, { state, rules, unit: shooter, terrain: t }) ? 1 : 0
      byTerrain.set(t, b)
    }
    blocks[h] = b
  }
  return grid.hasLineOfSight(i, j, blocks)
}
