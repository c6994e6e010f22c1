import { errors } from '../errors/errors'
import type { HexGrid } from '../hex/HexGrid'
import type { MapState } from '../model/GameState'

/**
 * The terrain of one map as flat arrays: what every rule reads terrain from (movement, line of
 * sight, combat, retreats, placement, the AI). Built once per `MapState` object and cached:
 * states share their map until a rule changes it (`changeMap` replaces the object), so a change
 * is seen by every reader at once and an unchanged map costs nothing.
 *
 * Terrain and feature indices are stable through the game: the scenario's palette comes first,
 * in its order, and ids a change brings are appended, so answers cached per terrain index stay
 * valid.
 */
export interface MapTerrain {
  /** The map these arrays describe. */
  readonly map: MapState
  /** Terrain ids by index: the scenario's palette, then ids new to this map. */
  readonly ids: readonly string[]
  /** Terrain index per hex (row-major, as `MapState.terrain`). */
  readonly index: Uint8Array
  /** Hexside feature ids by index: the scenario's, then new ones. */
  readonly features: readonly string[]
  /** Feature index per directed hexside (`hex * 6 + dir`, both sides of each), -1 for none; `undefined` when the map has no hexside feature. */
  readonly sideFeature: Int16Array | undefined
}

/** The palette a game's maps start from (the scenario's terrain and feature ids). */
export interface TerrainPalette {
  readonly ids: readonly string[]
  readonly features: readonly string[]
}

const cache = new WeakMap<MapState, MapTerrain>()

/** Most terrain types a map may use (indices are bytes). */
export const MAX_TERRAIN_TYPES = 256

/**
 * The terrain arrays of `map` (cached per map object).
 *
 * @param grid - the game's geometry (the map's size)
 * @param palette - the ids whose indices must stay fixed (the scenario's)
 * @throws EngineError `map/too-many-terrains` past 256 terrain types
 */
export function mapTerrainOf(grid: HexGrid, palette: TerrainPalette, map: MapState): MapTerrain {
  let t = cache.get(map)
  if (t) return t
  const ids = [...palette.ids]
  const byId = new Map<string, number>(ids.map((id, i) => [id, i]))
  const index = new Uint8Array(grid.size)
  for (let h = 0; h < grid.size; h++) {
    const id = map.terrain[h]!
    let k = byId.get(id)
    if (k === undefined) {
      k = ids.length
      if (k >= MAX_TERRAIN_TYPES) throw errors.internal(`the map uses more than ${MAX_TERRAIN_TYPES} terrain types`)
      ids.push(id)
      byId.set(id, k)
    }
    index[h] = k
  }
  const features = [...palette.features]
  let sideFeature: Int16Array | undefined
  if (map.hexsides.length) {
    sideFeature = new Int16Array(grid.size * 6).fill(-1)
    for (const hs of map.hexsides) {
      let f = features.indexOf(hs.feature)
      if (f < 0) f = features.push(hs.feature) - 1
      const h = grid.indexOfRef(hs.hex)
      sideFeature[h * 6 + hs.dir] = f
      const other = grid.neighbors[h * 6 + hs.dir]!
      if (other >= 0) sideFeature[other * 6 + ((hs.dir + 3) % 6)] = f
    }
  }
  t = Object.freeze({ map, ids: Object.freeze(ids), index, features: Object.freeze(features), sideFeature })
  cache.set(map, t)
  return t
}
