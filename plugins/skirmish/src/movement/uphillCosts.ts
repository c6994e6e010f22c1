import type { GameRules, GameState } from '@hexes/core'
import { TICKS_PER_PACE, type SkTables } from '../config/SkTables'

/** Per map (maps are shared between states until one changes), the step costs. */
const cache = new WeakMap<GameState['map'], Uint16Array>()

/**
 * Extra ticks of each directed step up a slope (SK-MOVE-2: « en pente montante », ½M; GAP-SK-20
 * levels): a step into a hex of higher level costs at least `uphillCost` times its paces, i.e.
 * `(max(cost, uphillCost) − cost) × P` paces more than the terrain's own cost `cost`, so a wood
 * on a rise is not slowed twice; a step down or on the level costs nothing more. Built once per
 * map.
 */
export function uphillCosts(tables: SkTables, rules: GameRules, state: GameState): Uint16Array {
  let arr = cache.get(state.map)
  if (arr) return arr
  const { grid } = rules
  const { ids, index } = rules.terrainOf(state.map)
  arr = new Uint16Array(grid.size * 6)
  const up = tables.config.uphillCost
  for (let h = 0; h < grid.size; h++) {
    const from = tables.terrain[ids[index[h]!]!]
    if (!from) continue
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbors[h * 6 + d]!
      if (n < 0) continue
      const to = tables.terrain[ids[index[n]!]!]
      if (!to || to.cost === 'impassable' || to.level <= from.level) continue
      arr[h * 6 + d] = Math.round((Math.max(to.cost, up) - to.cost) * tables.pacesPerHex * TICKS_PER_PACE)
    }
  }
  cache.set(state.map, arr)
  return arr
}
