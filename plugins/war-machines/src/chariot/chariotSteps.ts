import { IMPASSABLE, type GameRules, type GameState } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import type { WmConfig } from '../config/wmConfig'

/** Per config and map (maps are shared between states until one changes), the steps a chariot may not take. */
const cache = new WeakMap<WmConfig, WeakMap<GameState['map'], Uint8Array>>()

/** The hexside features that stop a chariot (SK-WM-17): `chariots.obstacles`, by default every skirmish obstacle. */
export function chariotObstacle(tables: SkTables, config: WmConfig, feature: string): boolean {
  return config.chariots.obstacles ? config.chariots.obstacles.includes(feature) : tables.obstacles[feature] !== undefined
}

/** The terrain a chariot may not enter (SK-WM-17): `chariots.denseTerrain`, by default every skirmish terrain with `woods`. */
export function chariotDense(tables: SkTables, config: WmConfig, terrain: string): boolean {
  return config.chariots.denseTerrain ? config.chariots.denseTerrain.includes(terrain) : tables.terrain[terrain]?.woods === true
}

/**
 * The directed steps (`hex * 6 + dir`) a chariot may not take of its own will (SK-WM-17): across
 * a hexside obstacle (either way) or into dense wood; 1 where forbidden. Built once per map.
 */
export function chariotForbidden(tables: SkTables, config: WmConfig, rules: GameRules, state: GameState): Uint8Array {
  let byMap = cache.get(config)
  if (!byMap) cache.set(config, (byMap = new WeakMap()))
  let arr = byMap.get(state.map)
  if (arr) return arr
  const { grid } = rules
  const { ids, index } = rules.terrainOf(state.map)
  arr = new Uint8Array(grid.size * 6)
  for (let h = 0; h < grid.size; h++) {
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbors[h * 6 + d]!
      if (n >= 0 && chariotDense(tables, config, ids[index[n]!]!)) arr[h * 6 + d] = 1
    }
  }
  for (const f of state.map.hexsides) {
    if (!chariotObstacle(tables, config, f.feature)) continue
    const h = grid.indexOfRef(f.hex)
    const n = h < 0 ? -1 : grid.neighbors[h * 6 + f.dir]!
    if (n < 0) continue
    arr[h * 6 + f.dir] = 1
    arr[n * 6 + ((f.dir + 3) % 6)] = 1
  }
  byMap.set(state.map, arr)
  return arr
}

/** Per forbidden-steps array and base step costs, the chariot's step costs. */
const summed = new WeakMap<Uint8Array, WeakMap<Uint16Array | object, Uint16Array>>()
const NONE = {}

/** The base profile's step costs (the skirmish slopes) with the chariot's forbidden steps `IMPASSABLE`. Cached. */
export function chariotStepCost(forbidden: Uint8Array, base: Uint16Array | undefined): Uint16Array {
  let byBase = summed.get(forbidden)
  if (!byBase) summed.set(forbidden, (byBase = new WeakMap()))
  const key = base ?? NONE
  let arr = byBase.get(key)
  if (!arr) {
    arr = new Uint16Array(forbidden.length)
    for (let k = 0; k < forbidden.length; k++) arr[k] = forbidden[k] ? IMPASSABLE : (base?.[k] ?? 0)
    byBase.set(key, arr)
  }
  return arr
}
