import { distanceToNearest } from '../movement/distanceToNearest'
import { flightPath, type FlightResult } from '../movement/flightPath'
import type { GameState, HexRef, UnitState } from '../model/GameState'
import type { GameRules } from './GameRules'
import { compileMovement, facingRange, movementRange, type UnitMovement } from './movementRange'

/**
 * Moves with a goal rather than a destination (catalogue DISP): a charge into contact, a flight
 * away from the enemy, a pursuit of a fleeing unit. Each asks the unit's movement profile for its
 * purpose (`'charge'`, `'flight'`, `'pursuit'`: the rule set gives 2M, M + 1d10...), runs the
 * same compiled typed arrays as every move, and returns where the move ends; the rule that orders
 * it commits it with `commitMove`.
 */

/** One way a charge can end: in contact with its target (SK-CHARGE-1..3, GAP-SK-25). */
export interface ChargeEnd {
  hex: HexRef
  /** Facing at the end (towards the target), for units with facing rules. */
  facing: number | undefined
  /** Cost in movement units. */
  cost: number
  /** Hexes entered, start excluded. */
  path: HexRef[]
}

/**
 * Where `unit` can charge `target` to: every hex next to the target (or only those of `through`:
 * the contact hexes of the arc the charge comes in by, GAP-SK-02) that its `charge` profile
 * reaches and may end on, facing the target when the unit has facing. Cheapest first, then by
 * hex index. Empty when the charge cannot reach contact.
 */
export function chargeEnds(rules: GameRules, state: GameState, unit: UnitState, target: UnitState, options: { through?: readonly HexRef[] } = {}): { movement: UnitMovement; ends: ChargeEnd[] } {
  const m = movementRange(rules, state, unit, { purpose: 'charge' })
  const { grid } = rules
  const t = grid.indexOfRef(target.hex!)
  const faced = facingRange(m)
  const allowed = options.through ? new Set(options.through.map((h) => grid.indexOfRef(h))) : undefined
  const ends: (ChargeEnd & { index: number; ticks: number })[] = []
  for (let d = 0; d < 6; d++) {
    const h = grid.neighbors[t * 6 + d]!
    if (h < 0 || m.range.canEnd[h] !== 1 || (allowed && !allowed.has(h))) continue
    const facing = faced ? grid.directionTo(h, t) : undefined
    const ticks = faced ? faced.costAt(h, facing!) : m.range.cost[h]!
    if (ticks < 0) continue
    ends.push({ hex: grid.refOf(h), facing, cost: ticks / m.ticks, ticks, index: h, path: m.range.hexPath(h, facing).slice(1).map((x) => grid.refOf(x)) })
  }
  ends.sort((a, b) => a.ticks - b.ticks || a.index - b.index)
  return { movement: m, ends: ends.map(({ index: _i, ticks: _t, ...e }) => e) }
}

/** Where a flight ends (SK-MORALE-1..3): the hexes entered and whether the unit left the battle. */
export interface FlightMove {
  /** Hexes entered, start excluded. */
  path: HexRef[]
  /** The hex it ends on; `null` when it fled off the map (lost, SK-MORALE-3). */
  to: HexRef | null
  /** Cost in movement units. */
  cost: number
  exited: boolean
  end: FlightResult['end']
}

/**
 * The flight of `unit` (SK-MORALE-1..3, GAP-SK-15, rulings ): `mp` movement units
 * (M + 1d10, rolled by the rule) with its `flight` profile's costs, each step away from the
 * nearest enemy (`away`: the enemy units on the map by default), then towards the nearest edge;
 * through friends, never into an enemy; entering an edge hex loses the unit (`exit: 'edge-hex'`).
 */
export function flightMove(rules: GameRules, state: GameState, unit: UnitState, options: { mp: number; away?: readonly UnitState[]; exit?: 'edge-hex' | 'none' }): FlightMove {
  const { grid, hooks } = rules
  const c = compileMovement(rules, state, unit, { purpose: 'flight', mp: options.mp })
  const presence = hooks.occupiesHex.size > 0
  const enemies = options.away ?? state.units.filter((u) => u.side !== unit.side && u.status === 'active' && u.hex !== null && !(presence && hooks.occupiesHex.call({ state, rules, unit: u }) === false))
  const away = distanceToNearest(grid, enemies.map((u) => grid.indexOfRef(u.hex!)))
  const r = flightPath(grid, {
    start: grid.indexOfRef(unit.hex!),
    budget: c.budget,
    terrain: c.terrain.index,
    costByTerrain: c.costByTerrain,
    ...(c.sideCost ? { sideCost: c.sideCost } : {}),
    occupancy: c.occupancy,
    away,
    exit: options.exit ?? 'edge-hex',
  })
  const path = r.path.map((h) => grid.refOf(h))
  return { path, to: r.exited ? null : (path[path.length - 1] ?? unit.hex), cost: r.cost / c.ticks, exited: r.exited, end: r.end }
}

/** Where a pursuit ends (SK-MORALE-4/5, GAP-SK-16). */
export interface PursuitMove {
  /** The pursuer ends next to its quarry: it may attack it as in a charge. */
  caught: boolean
  to: HexRef
  facing: number | undefined
  /** Hexes entered, start excluded (empty when it does not move). */
  path: HexRef[]
  /** Cost in movement units. */
  cost: number
}

/**
 * The pursuit of `target` by `unit` (SK-MORALE-4/5, GAP-SK-16): `mp` movement units (M + 1d6,
 * rolled by the rule) with its `pursuit` profile. It catches the target when it can end next to
 * it (the cheapest such hex, facing it); otherwise it ends as near it as it can (hex distance,
 * then cost, then hex index). A pursuer already next to its target has caught it.
 */
export function pursuitMove(rules: GameRules, state: GameState, unit: UnitState, target: UnitState, options: { mp: number }): PursuitMove {
  const { grid } = rules
  const from = grid.indexOfRef(unit.hex!)
  const t = grid.indexOfRef(target.hex!)
  if (grid.distance(from, t) === 1) return { caught: true, to: unit.hex!, facing: unit.facing, path: [], cost: 0 }
  const m = movementRange(rules, state, unit, { purpose: 'pursuit', mp: options.mp })
  const faced = facingRange(m)
  let best = -1
  let bestDist = Infinity
  let bestCost = Infinity
  for (const h of m.range.reachable) {
    const dist = grid.distance(h, t)
    const cost = faced && dist === 1 ? faced.costAt(h, grid.directionTo(h, t)) : m.range.cost[h]!
    if (cost < 0) continue
    if (dist < bestDist || (dist === bestDist && cost < bestCost)) {
      best = h
      bestDist = dist
      bestCost = cost
    }
  }
  if (best < 0 || bestDist >= grid.distance(from, t)) return { caught: false, to: unit.hex!, facing: unit.facing, path: [], cost: 0 }
  const caught = bestDist === 1
  const facing = faced ? (caught ? grid.directionTo(best, t) : faced.pathTo(best).at(-1)!.facing) : undefined
  return { caught, to: grid.refOf(best), facing, path: m.range.hexPath(best, facing).slice(1).map((h) => grid.refOf(h)), cost: bestCost / m.ticks }
}
