import type { GameRules, GameState, HexRef, UnitState } from '@hexes/core'

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
  return grid.hasLineOfSight(i, j, sightBlocks(rules, state, shooter))
}

/**
 * Why `shooter` does not see `target`, for the rejection message: the intervening hexes whose
 * terrain blocks sight, on either of the two lines the geometry draws, in order from the shooter.
 * Empty when the `lineOfSight` hook of a plugin refused sight (or when sight is clear).
 */
export function sightBlockers(rules: GameRules, state: GameState, shooter: UnitState, target: UnitState): HexRef[] {
  if (rules.hooks.lineOfSight.call({ state, rules, from: shooter.hex!, to: target.hex! }) !== undefined) return []
  const grid = rules.grid
  const i = grid.indexOfRef(shooter.hex!)
  const j = grid.indexOfRef(target.hex!)
  const blocks = sightBlocks(rules, state, shooter)
  const out: HexRef[] = []
  for (const nudge of [1, -1] as const) {
    const hexes = grid.line(i, j, nudge)
    for (let k = 1; k < hexes.length - 1; k++) {
      const h = hexes[k]!
      if (h >= 0 && blocks[h] !== 0 && !out.includes(grid.refOf(h))) out.push(grid.refOf(h))
    }
  }
  return out
}

/** One entry per hex, 1 where its terrain blocks the shooter's sight (asked once per terrain type). */
function sightBlocks(rules: GameRules, state: GameState, shooter: UnitState): Uint8Array {
  const byTerrain = new Map<string, number>()
  const blocks = new Uint8Array(rules.grid.size)
  const terrain = state.map.terrain
  for (let h = 0; h < blocks.length; h++) {
    const t = terrain[h]!
    let b = byTerrain.get(t)
    if (b === undefined) {
      b = rules.hooks.terrainBlocksLos.call(false, { state, rules, unit: shooter, terrain: t }) ? 1 : 0
      byTerrain.set(t, b)
    }
    blocks[h] = b
  }
  return blocks
}
