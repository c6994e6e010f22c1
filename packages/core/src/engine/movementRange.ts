import type { MovementProfile, TerrainCost } from '../hooks/HookContexts'
import { IMPASSABLE, OCC_EMPTY, OCC_ENEMY, OCC_FRIEND } from '../movement/MoveQuery'
import type { MoveRange } from '../movement/MoveRange'
import { MovementSearch } from '../movement/MovementSearch'
import type { GameState, HexRef, UnitState } from '../model/GameState'
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

/** Per-game scratch: one search and the occupancy/ZOC arrays, reused by every query. */
interface Scratch {
  search: MovementSearch
  occupancy: Int8Array
  zoc: Uint8Array
  /** Hexes stamped by the previous query, cleared at the next one (O(units), not O(map)). */
  dirty: number[]
}

const scratchOf = new WeakMap<GameRules, Scratch>()

function scratch(rules: GameRules): Scratch {
  let s = scratchOf.get(rules)
  if (!s) {
    s = { search: new MovementSearch(rules.grid), occupancy: new Int8Array(rules.grid.size), zoc: new Uint8Array(rules.grid.size), dirty: [] }
    scratchOf.set(rules, s)
  }
  return s
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
  const nT = rules.terrainIds.length
  const costByTerrain = new Uint16Array(nT)
  let stopByTerrain: Uint8Array | undefined
  for (let t = 0; t < nT; t++) {
    const c: TerrainCost = hooks.movementCost.call({ cost: 1 }, { state, rules, unit, terrain: rules.terrainIds[t]! })
    costByTerrain[t] = c.cost === 'impassable' ? IMPASSABLE : Math.min(c.cost, IMPASSABLE - 1)
    if (c.stop) (stopByTerrain ??= new Uint8Array(nT))[t] = 1
  }
  let sideCost: Uint16Array | undefined
  if (state.map.hexsides.length) {
    sideCost = new Uint16Array(grid.size * 6)
    const featureCost = new Map<string, number>()
    for (const f of rules.hexsideFeatures) {
      const c = hooks.hexsideCost.call({ cost: 0 }, { state, rules, unit, terrain: f })
      featureCost.set(f, c.cost === 'impassable' ? IMPASSABLE : c.cost)
    }
    for (const hs of state.map.hexsides) {
      const h = grid.indexOfRef(hs.hex)
      const other = grid.neighbors[h * 6 + hs.dir]!
      const cost = featureCost.get(hs.feature) ?? 0
      sideCost[h * 6 + hs.dir] = cost
      if (other >= 0) sideCost[other * 6 + ((hs.dir + 3) % 6)] = cost
    }
  }
  const s = scratch(rules)
  for (const h of s.dirty) {
    s.occupancy[h] = OCC_EMPTY
    s.zoc[h] = 0
  }
  s.dirty.length = 0
  const ignoreZoc = options.ignoreZoc === true || profile.ignoresZoc
  for (const u of state.units) {
    if (u.status !== 'active' || u.hex === null || u.id === unit.id) continue
    const h = grid.indexOfRef(u.hex)
    const enemy = u.side !== unit.side
    s.occupancy[h] = enemy ? OCC_ENEMY : OCC_FRIEND
    s.dirty.push(h)
    if (enemy && !ignoreZoc && hooks.exertsZoc.call({ state, rules, unit: u }) !== false) {
      const base = h * 6
      for (let d = 0; d < 6; d++) {
        const n = grid.neighbors[base + d]!
        if (n >= 0) {
          s.zoc[n] = 1
          s.dirty.push(n)
        }
      }
    }
  }
  return { profile, costByTerrain, stopByTerrain, sideCost, occupancy: s.occupancy, zoc: s.zoc, search: s.search, ignoreZoc }
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
      terrain: rules.terrainIndex,
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

/** Hexes in the ZOC of `side`'s enemies... i.e. hexes a unit of `side` may not retreat into (HM-ZOC-6). */
export function enemyZocMask(rules: GameRules, state: GameState, side: string): Uint8Array {
  const { grid, hooks } = rules
  const mask = new Uint8Array(grid.size)
  for (const u of state.units) {
    if (u.status !== 'active' || u.hex === null || u.side === side) continue
    if (hooks.exertsZoc.call({ state, rules, unit: u }) === false) continue
    const base = grid.indexOfRef(u.hex) * 6
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbors[base + d]!
      if (n >= 0) mask[n] = 1
    }
  }
  return mask
}
