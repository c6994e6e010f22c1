import type { MovementProfile, TerrainCost } from '../hooks/HookContexts'
import { IMPASSABLE } from '../movement/MoveQuery'
import { UnitStamp } from '../movement/UnitStamp'
import type { MoveRange } from '../movement/MoveRange'
import { MovementSearch } from '../movement/MovementSearch'
import type { GameState, HexRef, MapState, UnitState } from '../model/GameState'
import type { GameRules } from './GameRules'

/** The movement range of one unit in one state, with everything the UI and the rules need. */
export interface UnitMovement {
  unit: UnitState
  profile: MovementProfile
  /** The range: a view valid until the next movement query of this game (`range.copy()` keeps it). */
  range: MoveRange
  /** Legal destinations, ascending hex index. */
  destinations: HexRef[]
  /** The unit starts in enemy ZOC (HM-CHG-4, HM-ZOC-5). */
  startsInZoc: boolean
}

/** Per-game scratch: one search and one unit stamp, reused by every query. */
interface Scratch {
  search: MovementSearch
  units: UnitStamp
}

const scratchOf = new WeakMap<GameRules, Scratch>()

function scratch(rules: GameRules): Scratch {
  let s = scratchOf.get(rules)
  if (!s) {
    s = { search: new MovementSearch(rules.grid), units: new UnitStamp(rules.grid) }
    scratchOf.set(rules, s)
  }
  return s
}

/** Hexside cost arrays by map (shared between states) and feature costs: built once, reused. */
const sideCostCache = new WeakMap<MapState, Map<string, Uint16Array>>()

function hexsideCosts(rules: GameRules, map: MapState, featureCost: readonly number[]): Uint16Array {
  let byCosts = sideCostCache.get(map)
  if (!byCosts) sideCostCache.set(map, (byCosts = new Map()))
  const key = featureCost.join(',')
  let arr = byCosts.get(key)
  if (!arr) {
    const { grid } = rules
    const { features } = rules.terrainOf(map)
    arr = new Uint16Array(grid.size * 6)
    for (const hs of map.hexsides) {
      const h = grid.indexOfRef(hs.hex)
      const other = grid.neighbors[h * 6 + hs.dir]!
      const cost = featureCost[features.indexOf(hs.feature)] ?? 0
      arr[h * 6 + hs.dir] = cost
      if (other >= 0) arr[other * 6 + ((hs.dir + 3) % 6)] = cost
    }
    byCosts.set(key, arr)
  }
  return arr
}

/**
 * What crossing each hexside costs `unit` (`hex * 6 + dir`; `IMPASSABLE` where it may not cross),
 * from the `hexsideCost` hook asked once per feature of the map; `undefined` on a map without
 * hexside features.
 */
export function unitHexsideCosts(rules: GameRules, state: GameState, unit: UnitState): Uint16Array | undefined {
  if (!state.map.hexsides.length) return undefined
  const featureCost = rules.terrainOf(state.map).features.map((f) => {
    const c = rules.hooks.hexsideCost.call({ cost: 0 }, { state, rules, unit, terrain: f })
    return c.cost === 'impassable' ? IMPASSABLE : c.cost
  })
  return hexsideCosts(rules, state.map, featureCost)
}

/**
 * Compiles the plugins' answers for one unit into typed arrays, once per query: the movement
 * profile, the cost and stop flag of each terrain type of the map (`movementCost`, asked once per
 * terrain type, never per hex), hexside crossing costs, and occupancy/ZOC stamped from the unit
 * list (`exertsZoc` asked once per enemy unit).
 */
export function compileMovement(rules: GameRules, state: GameState, unit: UnitState, options: { ignoreZoc?: boolean } = {}) {
  const { hooks, grid } = rules
  const profile = hooks.movementProfile.call({ mp: 0, ignoresZoc: false, minimumMove: false }, { state, rules, unit })
  const terrain = rules.terrainOf(state.map)
  const nT = terrain.ids.length
  const costByTerrain = new Uint16Array(nT)
  let stopByTerrain: Uint8Array | undefined
  for (let t = 0; t < nT; t++) {
    const c: TerrainCost = hooks.movementCost.call({ cost: 1 }, { state, rules, unit, terrain: terrain.ids[t]! })
    costByTerrain[t] = c.cost === 'impassable' ? IMPASSABLE : Math.min(c.cost, IMPASSABLE - 1)
    if (c.stop) (stopByTerrain ??= new Uint8Array(nT))[t] = 1
  }
  const sideCost = unitHexsideCosts(rules, state, unit)
  const s = scratch(rules)
  const ignoreZoc = options.ignoreZoc === true || profile.ignoresZoc
  const friends: number[] = []
  const enemies: number[] = []
  const zocs: number[] = []
  for (const u of state.units) {
    if (u.status !== 'active' || u.hex === null || u.id === unit.id) continue
    const h = grid.indexOfRef(u.hex)
    if (u.side === unit.side) friends.push(h)
    else {
      enemies.push(h)
      if (!ignoreZoc && hooks.exertsZoc.call({ state, rules, unit: u }) !== false) zocs.push(h)
    }
  }
  // UnitStamp keeps the enemy layer between queries of the same phase, and stops ZOC at
  // impassable hexsides (GAP-HM-09).
  s.units.stamp(friends, enemies, zocs, sideCost)
  return { profile, terrain, costByTerrain, stopByTerrain, sideCost, occupancy: s.units.occupancy, zoc: s.units.zoc, search: s.search, ignoreZoc }
}

/**
 * The movement range of `unit` in `state` (HM-MOVE, HM-ZOC): reachable hexes, costs and paths,
 * on flat typed arrays. `minimumMove` is taken from the profile (GAP-HM-03).
 */
export function movementRange(rules: GameRules, state: GameState, unit: UnitState, options: { ignoreZoc?: boolean } = {}): UnitMovement {
  const c = compileMovement(rules, state, unit, options)
  const start = rules.grid.indexOfRef(unit.hex!)
  const range = c.search.search({
      start,
      mp: c.profile.mp,
      terrain: c.terrain.index,
      costByTerrain: c.costByTerrain,
      ...(c.stopByTerrain ? { stopByTerrain: c.stopByTerrain } : {}),
      ...(c.sideCost ? { sideCost: c.sideCost } : {}),
      occupancy: c.occupancy,
      zoc: c.zoc,
      ignoresZoc: c.ignoreZoc,
      minimumMove: c.profile.minimumMove,
    })
  return {
    unit,
    profile: c.profile,
    range,
    destinations: range.reachable.map((h) => rules.grid.refOf(h)),
    startsInZoc: !c.ignoreZoc && c.zoc[start] === 1,
  }
}

/**
 * Hexes in the ZOC of `side`'s enemies, i.e. hexes a unit of `side` may not retreat into
 * (HM-ZOC-6). With `unit`, as that unit meets them: ZOC does not extend across a hexside the unit
 * may not cross (GAP-HM-09), as in its movement range. Without it, every enemy's six neighbours.
 */
export function enemyZocMask(rules: GameRules, state: GameState, side: string, unit?: UnitState): Uint8Array {
  const { grid, hooks } = rules
  const mask = new Uint8Array(grid.size)
  const sideCost = unit ? unitHexsideCosts(rules, state, unit) : undefined
  for (const u of state.units) {
    if (u.status !== 'active' || u.hex === null || u.side === side) continue
    if (hooks.exertsZoc.call({ state, rules, unit: u }) === false) continue
    const base = grid.indexOfRef(u.hex) * 6
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbors[base + d]!
      if (n < 0 || (sideCost !== undefined && sideCost[base + d] === IMPASSABLE)) continue
      mask[n] = 1
    }
  }
  return mask
}
