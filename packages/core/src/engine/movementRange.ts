import { errors } from '../errors/errors'
import type { MovePurpose, MovementProfile, TerrainCost } from '../hooks/HookContexts'
import type { MapTerrain } from '../map/MapTerrain'
import { IMPASSABLE } from '../movement/MoveQuery'
import { MovementSearch } from '../movement/MovementSearch'
import type { FacingRules, PathRules } from '../movement/ProfileQuery'
import { ProfileRange } from '../movement/ProfileRange'
import { ProfileSearch } from '../movement/ProfileSearch'
import type { RangeView } from '../movement/RangeView'
import { UnitStamp } from '../movement/UnitStamp'
import type { GameState, HexRef, MapState, UnitState } from '../model/GameState'
import type { GameRules } from './GameRules'
import { isSettledState } from './settledState'

/** The movement range of one unit in one state, with everything the UI and the rules need. */
export interface UnitMovement {
  unit: UnitState
  profile: MovementProfile
  /** Why the unit moves (`'move'`, `'charge'`...): the profile was asked for it. */
  purpose: MovePurpose
  /** Integer search units per movement unit (MP, paces): costs in `range` are divided by it. */
  ticks: number
  /**
   * The range: a view valid until the next movement query of this game (`range.copy()` keeps
   * it). A `ProfileRange` for units with facing or non-default path rules, else a `MoveRange`.
   */
  range: RangeView
  /** Legal destinations, ascending hex index. */
  destinations: HexRef[]
  /** The unit starts in enemy ZOC (HM-CHG-4, HM-ZOC-5). */
  startsInZoc: boolean
}

/** Options of a movement query. */
export interface MovementQueryOptions {
  /** Ignore every ZOC rule (a retreat check, an advance). */
  ignoreZoc?: boolean
  /** What the move is for (default `'move'`); the `movementProfile` hook is asked for it. */
  purpose?: MovePurpose
  /** Allowance to search with instead of the profile's (a flight of M + 1d10), in movement units. */
  mp?: number
}

/**
 * Per-game scratch: the searches and one unit stamp, reused by every query, and the last
 * `movementRange` answer while the buffers it views still hold it.
 */
interface Scratch {
  search: MovementSearch
  profile: ProfileSearch | undefined
  units: UnitStamp
  last: LastQuery | undefined
}

/** The last `movementRange` query of a settled state (the bot's choice, its check and its apply ask the same). */
interface LastQuery {
  state: GameState
  unit: UnitState
  ignoreZoc: boolean | undefined
  purpose: MovePurpose | undefined
  mp: number | undefined
  result: UnitMovement
}

const scratchOf = new WeakMap<GameRules, Scratch>()

function scratch(rules: GameRules): Scratch {
  let s = scratchOf.get(rules)
  if (!s) {
    s = { search: new MovementSearch(rules.grid), profile: undefined, units: new UnitStamp(rules.grid), last: undefined }
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

/** HEXES Med's path rules (the defaults), and the same without ZOC: shared, never rebuilt per query. */
const DEFAULT_PATH: Required<PathRules> = Object.freeze({ zocStops: true, zocToZoc: true, passFriends: true, passEnemies: false })
const IGNORE_ZOC_PATH: Required<PathRules> = Object.freeze({ zocStops: false, zocToZoc: false, passFriends: true, passEnemies: false })

/** The starting value of the `movementCost` waterfall: one movement unit (shared, never changed). */
const UNIT_COST: TerrainCost = Object.freeze({ cost: 1 })

/** The default movement profile: HEXES Med's path rules, whole MP, no facing. */
export const DEFAULT_PROFILE: Readonly<MovementProfile> = Object.freeze({ mp: 0, ignoresZoc: false, minimumMove: false })

/** The movement profile of `unit` for `purpose` (`movementProfile` waterfall from {@link DEFAULT_PROFILE}). */
export function movementProfile(rules: GameRules, state: GameState, unit: UnitState, purpose: MovePurpose = 'move'): MovementProfile {
  return rules.hooks.movementProfile.call(DEFAULT_PROFILE, { state, rules, unit, purpose })
}

/**
 * A cost in movement units as integer search units; throws when the scale cannot make it exact.
 * `what` and `id` name the cost for the message, built only on an error (hot path: no allocation).
 */
function toTicks(value: number, ticks: number, what: string, id = ''): number {
  if (ticks === 1 && Number.isInteger(value) && value >= 0) return value
  const t = value * ticks
  if (!Number.isFinite(t) || t < 0 || Math.abs(t - Math.round(t)) > 1e-9) {
    throw errors.internal(`movement: ${what}${id ? ` "${id}"` : ''} ${value} is not a whole number of 1/${ticks} units (movementProfile.ticksPerUnit)`)
  }
  return Math.round(t)
}

/**
 * What crossing each hexside costs `unit` (`hex * 6 + dir`; `IMPASSABLE` where it may not cross),
 * from the `hexsideCost` hook asked once per feature of the map (in search units: movement units
 * times `ticks`); `undefined` on a map without hexside features.
 */
export function unitHexsideCosts(rules: GameRules, state: GameState, unit: UnitState, ticks = 1): Uint16Array | undefined {
  if (!state.map.hexsides.length) return undefined
  const featureCost = rules.terrainOf(state.map).features.map((f) => {
    const c = rules.hooks.hexsideCost.call({ cost: 0 }, { state, rules, unit, terrain: f })
    return c.cost === 'impassable' ? IMPASSABLE : Math.min(toTicks(c.cost, ticks, 'hexside cost of', f), IMPASSABLE - 1)
  })
  return hexsideCosts(rules, state.map, featureCost)
}

/** Hexside costs plus a profile's step costs, by the identity of both arrays (built once, reused). */
const summedCosts = new WeakMap<Uint16Array, { alone?: Uint16Array; with: WeakMap<Uint16Array, Uint16Array> }>()

/**
 * The directed step costs of a profile (`MovementProfile.stepCost`) added to the hexside costs
 * (`IMPASSABLE` in either stays impassable; a sum is capped below it). Cached per pair of arrays.
 */
function withStepCosts(rules: GameRules, sideCost: Uint16Array | undefined, stepCost: Uint16Array): Uint16Array {
  const n = rules.grid.size * 6
  if (stepCost.length !== n) throw errors.internal(`movement: stepCost has ${stepCost.length} entries, the map has ${n} directed steps (hex * 6 + dir)`)
  let entry = summedCosts.get(stepCost)
  if (!entry) summedCosts.set(stepCost, (entry = { with: new WeakMap() }))
  const cached = sideCost ? entry.with.get(sideCost) : entry.alone
  if (cached) return cached
  const sum = new Uint16Array(n)
  for (let k = 0; k < n; k++) {
    const a = sideCost ? sideCost[k]! : 0
    const b = stepCost[k]!
    sum[k] = a === IMPASSABLE || b === IMPASSABLE ? IMPASSABLE : Math.min(a + b, IMPASSABLE - 1)
  }
  if (sideCost) entry.with.set(sideCost, sum)
  else entry.alone = sum
  return sum
}

/** Whether a profile needs `ProfileSearch` rather than the faster `MovementSearch`. */
function needsProfileSearch(profile: MovementProfile, path: Required<PathRules>, noEnd: Uint8Array | undefined): boolean {
  return profile.facing !== undefined || noEnd !== undefined || !path.zocStops || !path.zocToZoc || !path.passFriends || path.passEnemies
}

/**
 * Compiles the plugins' answers for one unit into typed arrays, once per query: the movement
 * profile (asked for the move's purpose), the cost and stop flag of each terrain type of the map
 * (`movementCost`, asked once per terrain type, never per hex; uniform for a profile that ignores
 * terrain, SK-FLY-1), hexside crossing costs (none for a profile that ignores obstacles),
 * occupancy/ZOC stamped from the unit list (`occupiesHex` and `exertsZoc` asked once per other
 * unit, I-12) and the path rules as data. Costs are integer search units: movement units times
 * the profile's `ticksPerUnit` (quarter paces), so fractional allowances are exact.
 */
export function compileMovement(rules: GameRules, state: GameState, unit: UnitState, options: MovementQueryOptions = {}) {
  const { hooks, grid } = rules
  const purpose = options.purpose ?? 'move'
  const profile = hooks.movementProfile.call(DEFAULT_PROFILE, { state, rules, unit, purpose })
  const ticks = profile.ticksPerUnit ?? 1
  if (!Number.isInteger(ticks) || ticks < 1 || ticks > 1000) throw errors.internal(`movement: ticksPerUnit must be an integer 1..1000, got ${ticks}`)
  const terrain: MapTerrain = rules.terrainOf(state.map)
  const nT = terrain.ids.length
  const costByTerrain = new Uint16Array(nT)
  let stopByTerrain: Uint8Array | undefined
  let noEndByTerrain: Uint8Array | undefined
  const step = profile.ignoresTerrain ? toTicks(profile.terrainStep ?? 1, ticks, 'terrain step') : 0
  for (let t = 0; t < nT; t++) {
    const c: TerrainCost = hooks.movementCost.call(UNIT_COST, { state, rules, unit, terrain: terrain.ids[t]! })
    if (profile.ignoresTerrain) {
      // Over any terrain at one step's cost; never ending where it could not stand (SK-FLY-1).
      costByTerrain[t] = step
      if (c.cost === 'impassable') (noEndByTerrain ??= new Uint8Array(nT))[t] = 1
      continue
    }
    costByTerrain[t] = c.cost === 'impassable' ? IMPASSABLE : Math.min(toTicks(c.cost, ticks, 'cost of', terrain.ids[t]), IMPASSABLE - 1)
    if (c.stop) (stopByTerrain ??= new Uint8Array(nT))[t] = 1
  }
  const obstacles = profile.ignoresObstacles ? undefined : unitHexsideCosts(rules, state, unit, ticks)
  const sideCost = profile.stepCost ? withStepCosts(rules, obstacles, profile.stepCost) : obstacles
  const s = scratch(rules)
  // The buffers are about to change: the last answer no longer holds.
  s.last = undefined
  const ignoreZoc = options.ignoreZoc === true || profile.ignoresZoc
  const path: Required<PathRules> = profile.path === undefined
    ? (ignoreZoc ? IGNORE_ZOC_PATH : DEFAULT_PATH)
    : {
        zocStops: !ignoreZoc && (profile.path.zocStops ?? true),
        zocToZoc: !ignoreZoc && (profile.path.zocToZoc ?? true),
        passFriends: profile.path.passFriends ?? true,
        passEnemies: profile.path.passEnemies ?? false,
      }
  const friends: number[] = []
  const enemies: number[] = []
  const zocs: number[] = []
  // Hooks nobody taps are not asked at all (HEXES Med taps neither).
  const presence = hooks.occupiesHex.size > 0
  const zocHook = !ignoreZoc && hooks.exertsZoc.size > 0
  for (const u of state.units) {
    if (u.status !== 'active' || u.hex === null || u.id === unit.id) continue
    const h = grid.indexOfRef(u.hex)
    // A unit that holds no hex (a prisoner, I-12) is passed through like a friend, never ended on, and exerts no ZOC.
    if (presence && hooks.occupiesHex.call({ state, rules, unit: u }) === false) friends.push(h)
    else if (u.side === unit.side) friends.push(h)
    else {
      enemies.push(h)
      if (!ignoreZoc && (!zocHook || hooks.exertsZoc.call({ state, rules, unit: u }) !== false)) zocs.push(h)
    }
  }
  // UnitStamp keeps the enemy layer between queries of the same phase, and stops ZOC at
  // impassable hexsides (GAP-HM-09).
  s.units.stamp(friends, enemies, zocs, sideCost)
  const mp = options.mp ?? profile.mp
  const budget = toTicks(mp, ticks, 'allowance')
  const facing: FacingRules | undefined = profile.facing
    ? { steps: profile.facing.steps, turnCost: [0, ...profile.facing.turnCost.slice(1).map((c, k) => (c === 'impassable' ? IMPASSABLE : toTicks(c, ticks, 'turn cost', String(k + 1))))] as [0, number, number, number] }
    : undefined
  return {
    profile, purpose, ticks, budget, terrain, costByTerrain, stopByTerrain, noEndByTerrain, sideCost, facing, path,
    occupancy: s.units.occupancy, zoc: s.units.zoc, search: s.search, ignoreZoc,
    profileSearch: needsProfileSearch(profile, path, noEndByTerrain),
  }
}

/** What `compileMovement` returns: the typed arrays of one query. */
export type CompiledMovement = ReturnType<typeof compileMovement>

/**
 * Runs the search of a compiled query: `MovementSearch` (HEXES Med's fast path) for the default
 * path rules without facing, `ProfileSearch` otherwise. `start` defaults to the unit's hex.
 */
export function searchCompiled(rules: GameRules, c: CompiledMovement, start: number, startFacing: number | undefined): RangeView {
  if (!c.profileSearch) {
    return c.search.search({
      start,
      mp: c.budget,
      terrain: c.terrain.index,
      costByTerrain: c.costByTerrain,
      ...(c.stopByTerrain ? { stopByTerrain: c.stopByTerrain } : {}),
      ...(c.sideCost ? { sideCost: c.sideCost } : {}),
      occupancy: c.occupancy,
      zoc: c.zoc,
      ignoresZoc: c.ignoreZoc,
      minimumMove: c.profile.minimumMove,
    })
  }
  const s = scratch(rules)
  s.last = undefined
  s.profile ??= new ProfileSearch(rules.grid)
  return s.profile.search({
    start,
    ...(c.facing ? { startFacing: startFacing ?? 0, facing: c.facing } : {}),
    budget: c.budget,
    terrain: c.terrain.index,
    costByTerrain: c.costByTerrain,
    ...(c.noEndByTerrain ? { noEndByTerrain: c.noEndByTerrain } : {}),
    ...(c.stopByTerrain ? { stopByTerrain: c.stopByTerrain } : {}),
    ...(c.sideCost ? { sideCost: c.sideCost } : {}),
    occupancy: c.occupancy,
    zoc: c.zoc,
    rules: c.path,
    minimumMove: c.profile.minimumMove,
  })
}

/**
 * The movement range of `unit` in `state` (HM-MOVE, HM-ZOC; skirmish profiles with paces and
 * facing, SK-MOVE): reachable hexes, costs and paths, on flat typed arrays. `minimumMove` is taken
 * from the profile (GAP-HM-03).
 *
 * The same query of a settled state (one `applyAction` returned) asked again before any other
 * movement query returns the same answer without searching: a bot's choice, the action's check
 * and its apply ask it three times in a row. Treat the answer as read-only.
 */
export function movementRange(rules: GameRules, state: GameState, unit: UnitState, options: MovementQueryOptions = {}): UnitMovement {
  const s = scratch(rules)
  const last = s.last
  if (last !== undefined && last.state === state && last.unit === unit && last.ignoreZoc === options.ignoreZoc && last.purpose === options.purpose && last.mp === options.mp) return last.result
  const c = compileMovement(rules, state, unit, options)
  const start = rules.grid.indexOfRef(unit.hex!)
  const range = searchCompiled(rules, c, start, unit.facing)
  const result: UnitMovement = {
    unit,
    profile: c.profile,
    purpose: c.purpose,
    ticks: c.ticks,
    range,
    destinations: range.reachable.map((h) => rules.grid.refOf(h)),
    startsInZoc: !c.ignoreZoc && c.zoc[start] === 1,
  }
  // Remembered for a settled state only: a draft or a hand-made state may change under it.
  if (isSettledState(state)) s.last = { state, unit, ignoreZoc: options.ignoreZoc, purpose: options.purpose, mp: options.mp, result }
  return result
}

/** The range of a unit with facing rules, or `undefined` for a unit without (a `MoveRange`). */
export function facingRange(m: UnitMovement): ProfileRange | undefined {
  return m.profile.facing !== undefined && m.range instanceof ProfileRange ? m.range : undefined
}

/**
 * Hexes in the ZOC of `side`'s enemies, i.e. hexes a unit of `side` may not retreat into
 * (HM-ZOC-6). With `unit`, as that unit meets them: ZOC does not extend across a hexside the unit
 * may not cross (GAP-HM-09), as in its movement range. Without it, every enemy's six neighbours.
 * Units that do not occupy their hex (`occupiesHex`, I-12) or exert no ZOC are left out.
 */
export function enemyZocMask(rules: GameRules, state: GameState, side: string, unit?: UnitState): Uint8Array {
  return zocMaskWhere(rules, state, (u) => u.side !== side, unit ? unitHexsideCosts(rules, state, unit) : undefined)
}

/**
 * Hexes in the ZOC that the units of `side` exert (HM-ZOC-1): the other half of the picture of
 * {@link enemyZocMask}, for a map overlay of every side's zones. The same units are left out
 * (not occupying their hex, exerting no ZOC); no hexside is taken into account, as for
 * `enemyZocMask` without a unit.
 */
export function sideZocMask(rules: GameRules, state: GameState, side: string): Uint8Array {
  return zocMaskWhere(rules, state, (u) => u.side === side, undefined)
}

/** The six neighbours of every active unit that `include` keeps and that exerts a ZOC; not across an impassable hexside of `sideCost`. */
function zocMaskWhere(rules: GameRules, state: GameState, include: (u: UnitState) => boolean, sideCost: Uint16Array | undefined): Uint8Array {
  const { grid, hooks } = rules
  const mask = new Uint8Array(grid.size)
  const presence = hooks.occupiesHex.size > 0
  const zocHook = hooks.exertsZoc.size > 0
  for (const u of state.units) {
    if (u.status !== 'active' || u.hex === null || !include(u)) continue
    if (presence && hooks.occupiesHex.call({ state, rules, unit: u }) === false) continue
    if (zocHook && hooks.exertsZoc.call({ state, rules, unit: u }) === false) continue
    const base = grid.indexOfRef(u.hex) * 6
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbors[base + d]!
      if (n < 0 || (sideCost !== undefined && sideCost[base + d] === IMPASSABLE)) continue
      mask[n] = 1
    }
  }
  return mask
}
