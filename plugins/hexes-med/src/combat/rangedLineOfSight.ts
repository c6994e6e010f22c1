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
 * terrain blocks sight, those of the first of the two lines the geometry draws, then the others
 * of the second. Empty when the `lineOfSight` hook of a plugin refused sight, when sight is
 * clear, or when only positions off the map block the lines (along the top and bottom rows).
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

/** Per map (maps are shared between states): its terrain types, and the block arrays built so far by answer pattern. */
const blockCache = new WeakMap<GameState['map'], { terrains: string[]; byAnswers: Map<string, Uint8Array> }>()

/**
 * One entry per hex, 1 where its terrain blocks the shooter's sight. The hook is asked once per
 * terrain type of the map; the array for a pattern of answers is built once per map and reused
 * (read-only), so a check costs a few hook calls, not a pass over the map.
 */
function sightBlocks(rules: GameRules, state: GameState, shooter: UnitState): Uint8Array {
  const map = state.map
  let entry = blockCache.get(map)
  if (!entry) {
    const terrains: string[] = []
    for (const t of map.terrain) if (!terrains.includes(t)) terrains.push(t)
    entry = { terrains, byAnswers: new Map() }
    blockCache.set(map, entry)
  }
  let key = ''
  for (const t of entry.terrains) key += rules.hooks.terrainBlocksLos.call(false, { state, rules, unit: shooter, terrain: t }) ? '1' : '0'
  let blocks = entry.byAnswers.get(key)
  if (!blocks) {
    blocks = new Uint8Array(map.terrain.length)
    for (let h = 0; h < blocks.length; h++) blocks[h] = key.charCodeAt(entry.terrains.indexOf(map.terrain[h]!)) === 49 ? 1 : 0
    entry.byAnswers.set(key, blocks)
  }
  return blocks
}
