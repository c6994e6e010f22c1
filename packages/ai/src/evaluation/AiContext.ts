import { movementProfile, type GameRules, type GameState, type HexGrid, type MapState, type SideId, type UnitState } from '@hexes/core'
import { turnDistances, type TurnDistances } from './turnDistances'

/**
 * What the AI reads from a scenario's victory conditions, in hex indices. Only the core's generic
 * condition kinds are understood; `plugin` conditions are left to the terminal result.
 */
export type Objective =
  /** `winner` must hold `count` of `hexes` (`holdHexes`). */
  | { kind: 'hold'; winner: SideId; hexes: number[]; count: number; timing: string }
  /** `winner` wins when the piece is eliminated (`leaderEliminated`, `unitEliminated`). */
  | { kind: 'kill'; winner: SideId; leader?: string; unit?: string }
  /**
   * `winner` wins when `side` has lost `count` units: eliminated, on the record (`unitsEliminated`),
   * or out of the battle now, however they went (`lost`: `unitsLost`).
   */
  | { kind: 'units'; winner: SideId; side: SideId; count: number; lost?: boolean }
  /** `winner` wins when `side` has lost `percent` of its starting strength (`strengthEliminated`). */
  | { kind: 'strength'; winner: SideId; side: SideId; percent: number }
  /** `winner` wins when `side` has nothing left on the map (`sideEliminated`). */
  | { kind: 'wipe'; winner: SideId; side: SideId }

/** What the rules' `unitCard` hook says about a unit, cached by type and reduced state. */
export interface UnitInfo {
  /**
   * Movement allowance in hexes of open ground: the card's MP (else the movement profile's) over
   * what a hex of the map's default terrain costs the unit (1 MP a hex in HEXES Med; 2 paces in
   * skirmish, where M is in paces).
   */
  mp: number
  /** The same allowance in the rules' movement units (MP, or paces in skirmish). */
  allowance: number
  /** Ranged strength and range, 0 for units that cannot shoot. */
  ranged: number
  range: number
}

/**
 * Per-rules data the AI derives once: sides, objectives, the pieces whose loss ends the game,
 * and a cache of unit cards. Built by {@link aiContext} and shared by every search of a game.
 * Holds no game state: everything it caches is a function of the rules and the unit type.
 */
export interface AiContext {
  readonly rules: GameRules
  readonly grid: HexGrid
  readonly objectives: readonly Objective[]
  /** Winner when the last turn ends with nothing met (`null`: a draw). */
  readonly defaultWinner: SideId | null
  /** Leader id → side that wins when that leader falls. */
  readonly criticalLeaders: ReadonlyMap<string, SideId>
  /** Unit id → side that wins when that unit falls. */
  readonly criticalUnits: ReadonlyMap<string, SideId>
  /**
   * 1 for the hexes of `map` some unit could enter (a terrain not impassable to every unit type
   * of the scenario), from the map's own terrain: a map changed during play (a bridge destroyed)
   * is seen at once. Cached per map object.
   */
  passable(map: MapState): Uint8Array
  /**
   * Steps from `hex` to every hex of `map` over hexes some unit could enter (`passable`), the
   * start and end hexes whatever their terrain: the walking distance round impassable terrain (a
   * river crossed only at its bridge). 255 for a hex it cannot reach (or 255 steps and more).
   * Cached per map object and start hex.
   */
  walkFrom(map: MapState, hex: number): Uint8Array
  /**
   * Turns `unit` needs to walk from the hex `from` to every hex of the state's map at its movement
   * allowance and its terrain costs (`movementCost`), in its own turns (`turnDistances`: as the
   * turns fall, and at an even pace): a ford that halves a company's pace counts double, a river
   * without a crossing is not crossed.
   * Other units, facing and hexside features are not seen. Cached per map object, unit type,
   * allowance and hex (the costs are asked once per map, type and terrain).
   */
  turnsFrom(state: GameState, unit: UnitState, from: number): TurnDistances
  /** Hexes named by a `holdHexes` objective. */
  readonly objectiveHexes: ReadonlySet<number>
  /** Unit card summary (cached per type and reduced state; pass `weakened` when known). */
  info(state: GameState, unit: UnitState, weakened?: boolean): UnitInfo
  /** Whether the rules call the unit weakened (reduced). */
  weakened(state: GameState, unit: UnitState): boolean
  /** The unit's current strength points (`unitStrength`; 1 when no rule answers). */
  strength(state: GameState, unit: UnitState): number
  /** Hex index of a hex reference (cached). */
  hex(ref: string): number
  /** Whether the rules estimate strikes (`strikeEstimate` is tapped): see {@link strike}. */
  readonly estimatesStrikes: boolean
  /**
   * The strength `defender` may expect to lose to one attack of `attacker` (the rules'
   * `strikeEstimate`, 0 when they give none), cached by the two types and strengths.
   */
  strike(state: GameState, attacker: UnitState, attackerStrength: number, defender: UnitState, defenderStrength: number): number
  /** Whether the rules estimate a beaten unit's flight (`breakRisk` is tapped): see {@link breakRisk}. */
  readonly estimatesBreaks: boolean
  /**
   * The chance the rules give that `unit`, beaten where it stands in `state`, is lost to its
   * army beyond the strength it lost (`breakRisk`, from 0 to 1; 0 when they give none). Not
   * cached here: it depends on the position (callers cache it per board).
   */
  breakRisk(state: GameState, unit: UnitState): number
}

const contexts = new WeakMap<GameRules, AiContext>()

/** The AI context of a game's rules, built on first use and cached with the rules. */
export function aiContext(rules: GameRules): AiContext {
  let c = contexts.get(rules)
  if (!c) {
    c = buildContext(rules)
    contexts.set(rules, c)
  }
  return c
}

function buildContext(rules: GameRules): AiContext {
  const grid = rules.grid
  const refs = new Map<string, number>()
  const hex = (ref: string): number => {
    let i = refs.get(ref)
    if (i === undefined) {
      i = grid.indexOfRef(ref)
      refs.set(ref, i)
    }
    return i
  }
  const objectives: Objective[] = []
  const criticalLeaders = new Map<string, SideId>()
  const criticalUnits = new Map<string, SideId>()
  for (const c of rules.scenario.victory.conditions) {
    const winner = c.winner
    // A condition that draws the game is left to the terminal result.
    if (winner === null) continue
    switch (c.kind) {
      case 'holdHexes':
        objectives.push({ kind: 'hold', winner, hexes: c.hexes.map(hex).filter((h) => h >= 0), count: c.count, timing: c.timing })
        break
      case 'leaderEliminated':
        objectives.push({ kind: 'kill', winner, leader: c.leader })
        criticalLeaders.set(c.leader, winner)
        break
      case 'unitEliminated':
        objectives.push({ kind: 'kill', winner, unit: c.unit })
        criticalUnits.set(c.unit, winner)
        break
      case 'unitsEliminated':
        objectives.push({ kind: 'units', winner, side: c.side, count: c.count })
        break
      case 'unitsLost':
        objectives.push({ kind: 'units', winner, side: c.side, count: c.count, lost: true })
        break
      case 'strengthEliminated':
        objectives.push({ kind: 'strength', winner, side: c.side, percent: c.percent })
        break
      case 'sideEliminated':
        objectives.push({ kind: 'wipe', winner, side: c.side })
        break
      default:
        break
    }
  }
  /** Unit cards by type, then by reduced state (0 full, 1 reduced). */
  const cards = new Map<string, [UnitInfo | undefined, UnitInfo | undefined]>()
  const passableByMap = new WeakMap<MapState, Uint8Array>()
  const walksByMap = new WeakMap<MapState, Map<number, Uint8Array>>()
  const strikes = new Map<string, number>()
  const costsByMap = new WeakMap<MapState, Map<string, Float64Array>>()
  const turnsByMap = new WeakMap<MapState, Map<string, TurnDistances>>()
  const ctx: AiContext = {
    rules,
    grid,
    objectives,
    defaultWinner: rules.scenario.victory.default.winner,
    criticalLeaders,
    criticalUnits,
    passable(map) {
      let p = passableByMap.get(map)
      if (!p) passableByMap.set(map, (p = passableHexes(rules, map)))
      return p
    },
    estimatesStrikes: rules.hooks.strikeEstimate.size > 0,
    strike(state, attacker, as, defender, ds) {
      const key = `${attacker.type}:${as}>${defender.type}:${ds}`
      let v = strikes.get(key)
      if (v === undefined) strikes.set(key, (v = Math.max(0, rules.hooks.strikeEstimate.call({ state, rules, attacker, defender }) ?? 0)))
      return v
    },
    estimatesBreaks: rules.hooks.breakRisk.size > 0,
    breakRisk(state, unit) {
      const r = rules.hooks.breakRisk.call({ state, rules, unit })
      return r === undefined ? 0 : Math.min(1, Math.max(0, r))
    },
    walkFrom(map, hex) {
      let walks = walksByMap.get(map)
      if (!walks) walksByMap.set(map, (walks = new Map()))
      let w = walks.get(hex)
      if (!w) walks.set(hex, (w = walkDistances(grid, ctx.passable(map), hex)))
      return w
    },
    turnsFrom(state, unit, h) {
      const map = state.map
      const { allowance } = ctx.info(state, unit)
      let turns = turnsByMap.get(map)
      if (!turns) turnsByMap.set(map, (turns = new Map()))
      const key = `${unit.type}|${allowance}|${h}`
      let t = turns.get(key)
      if (!t) {
        let costs = costsByMap.get(map)
        if (!costs) costsByMap.set(map, (costs = new Map()))
        let cost = costs.get(unit.type)
        if (!cost) costs.set(unit.type, (cost = terrainCosts(rules, state, unit)))
        turns.set(key, (t = turnDistances(grid, cost, allowance, h)))
      }
      return t
    },
    objectiveHexes: new Set(objectives.flatMap((o) => (o.kind === 'hold' ? o.hexes : []))),
    hex,
    weakened: (state, unit) => rules.hooks.isWeakened.call({ state, rules, unit }) === true,
    strength: (state, unit) => rules.hooks.unitStrength.call(1, { state, rules, unit }),
    info(state, unit, weakened) {
      const reduced = (weakened ?? ctx.weakened(state, unit)) ? 1 : 0
      let byReduced = cards.get(unit.type)
      if (!byReduced) cards.set(unit.type, (byReduced = [undefined, undefined]))
      let info = byReduced[reduced]
      if (!info) {
        const card = rules.hooks.unitCard.call({ tags: [] }, { state, rules, unit })
        const allowance = card.mp ?? movementProfile(rules, state, unit).mp
        const mp = allowance / openGroundCost(rules, state, unit)
        info = { mp, allowance, ranged: card.ranged?.strength ?? 0, range: card.ranged?.range ?? 0 }
        byReduced[reduced] = info
      }
      return info
    },
  }
  return ctx
}

/**
 * What a hex of the map's default terrain costs `unit` in movement units (1 when the rules give
 * no number), so that a movement allowance reads as hexes.
 */
function openGroundCost(rules: GameRules, state: GameState, unit: UnitState): number {
  const c = rules.hooks.movementCost.call({ cost: 1 }, { state, rules, unit, terrain: rules.scenario.map.defaultTerrain }).cost
  return typeof c === 'number' && c > 0 ? c : 1
}

/** What entering a hex of each terrain of the state's map costs `unit` (`Infinity`: impassable). */
function terrainCosts(rules: GameRules, state: GameState, unit: UnitState): Float64Array {
  const terrain = rules.terrainOf(state.map)
  const byTerrain = terrain.ids.map((id) => {
    const c = rules.hooks.movementCost.call({ cost: 1 }, { state, rules, unit, terrain: id }).cost
    return typeof c === 'number' && c >= 0 ? c : Infinity
  })
  const out = new Float64Array(rules.grid.size)
  for (let h = 0; h < out.length; h++) out[h] = byTerrain[terrain.index[h]!]!
  return out
}

/** Breadth-first steps from `start` over `passable` hexes (255: not reached). */
function walkDistances(grid: HexGrid, passable: Uint8Array, start: number): Uint8Array {
  const out = new Uint8Array(grid.size).fill(255)
  const queue = new Int32Array(grid.size)
  let head = 0
  let tail = 0
  out[start] = 0
  queue[tail++] = start
  while (head < tail) {
    const h = queue[head++]!
    const d = out[h]! + 1
    if (d >= 255) break
    for (let k = 0; k < 6; k++) {
      const n = grid.neighbors[h * 6 + k]!
      if (n < 0 || out[n] !== 255) continue
      out[n] = d
      // The end hex may be any terrain (a unit holds it); only passable hexes lead on.
      if (passable[n] === 1) queue[tail++] = n
    }
  }
  return out
}

/**
 * Hexes whose terrain at least one unit of the scenario may enter (`movementCost` asked once per
 * terrain type and unit type, on a throwaway state-less context).
 */
function passableHexes(rules: GameRules, map: MapState): Uint8Array {
  const out = new Uint8Array(rules.grid.size)
  const terrain = rules.terrainOf(map)
  const open = terrain.ids.map(() => false)
  const types = new Map<string, UnitState>()
  for (const u of rules.scenario.units) if (!types.has(u.type)) types.set(u.type, { id: u.id, side: u.side, type: u.type, hex: u.hex, status: 'active', stats: {} })
  for (let t = 0; t < terrain.ids.length; t++) {
    for (const unit of types.values()) {
      try {
        const c = rules.hooks.movementCost.call({ cost: 1 }, { state: undefined as unknown as GameState, rules, unit, terrain: terrain.ids[t]! })
        if (c.cost !== 'impassable') open[t] = true
      } catch {
        open[t] = true
      }
      if (open[t]) break
    }
  }
  for (let h = 0; h < out.length; h++) out[h] = open[terrain.index[h]!] ? 1 : 0
  return out
}
