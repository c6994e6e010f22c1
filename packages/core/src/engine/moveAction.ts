import { z } from 'zod'
import { errors } from '../errors/errors'
import { hexRefSchema } from '../hex/hexRefSchema'
import { reject, rejectWith, type Rejection } from '../errors/Rejection'
import { hexParam, msg, terrainParam, unitParam, type MessageRef } from '../i18n/MessageRef'
import { CORE_RULES } from '../rules/CORE_RULES'
import { IMPASSABLE, OCC_ENEMY, OCC_FRIEND } from '../movement/MoveQuery'
import type { GameState, UnitState } from '../model/GameState'
import type { ActionDefinition } from './ActionDefinition'
import type { GameRules } from './GameRules'
import { commitMove } from './commitMove'
import { compileMovement, enemyZocMask, facingRange, movementRange, type UnitMovement } from './movementRange'
import type { ProfileRange } from '../movement/ProfileRange'
import { findUnit, unitAt } from './stateQueries'

const hexRef = hexRefSchema

/**
 * `{ type: 'move', side, unit, to, path?, facing? }`: move one unit (HM-MOVE-2) to a hex, by an
 * optional path; a unit with facing (SK-MOVE-5/6) may name the facing it ends with (the cheapest
 * otherwise), and may turn in place (`to` its own hex with a new `facing`).
 */
export const moveSchema = z.strictObject({
  type: z.literal('move'),
  side: z.string(),
  unit: z.string(),
  to: hexRef,
  /** Optional explicit route, start excluded, ending at `to`; otherwise the cheapest. Not for units with facing. */
  path: z.array(hexRef).max(1000).optional(),
  /** Facing at the end, 0..5 (`DIRECTIONS` order), for units with facing rules. */
  facing: z.number().int().min(0).max(5).optional(),
})

/** A move action. */
export type MoveAction = z.infer<typeof moveSchema>

/** Checks that `unit` may move at all now; returns its movement range or a rejection. */
export function checkMover(rules: GameRules, state: GameState, side: string, unitId: string): { unit: UnitState; movement: UnitMovement } | Rejection {
  const unit = findUnit(state, unitId)
  if (!unit) return reject('action/unknown-unit', rules.cite(CORE_RULES.action), `Unknown unit "${unitId}"`, { id: unitId })
  if (unit.side !== side) return reject('move/not-your-unit', rules.cite(CORE_RULES.turnOrder), `${unit.name ?? unit.id} is not a unit of ${side}`, { unit: unitParam(unit.id), side: { side } })
  if (unit.status !== 'active' || unit.hex === null) return reject('move/not-on-map', rules.cite(CORE_RULES.action), `${unit.name ?? unit.id} is not on the map`, { unit: unitParam(unit.id) })
  const veto = rules.hooks.canMove.call({ state, rules, unit, side })
  if (veto) return veto
  return { unit, movement: movementRange(rules, state, unit) }
}

/** Why `to` is not a legal destination: the most specific rule that forbids it. */
function explain(rules: GameRules, state: GameState, m: UnitMovement, to: number): Rejection {
  const { grid, cite } = rules
  const name = m.unit.name ?? m.unit.id
  const unit = unitParam(m.unit.id)
  const start = m.range.start
  const ref = grid.refOf(to)
  const hex = hexParam(ref)
  const occupant = unitAt(state, ref)
  if (to === start) return reject('move/no-movement', cite(CORE_RULES.moveDestination), 'The unit is already there', { unit })
  if (occupant && occupant.side !== m.unit.side) return reject('move/enemy-occupied', cite(CORE_RULES.moveEnemy), `${ref} is held by an enemy unit`, { hex })
  if (occupant) return reject('move/occupied', cite(CORE_RULES.moveStacking), `${ref} is occupied by ${occupant.name ?? occupant.id}: a unit may pass through a friend but never stop on it`, { hex, occupant: unitParam(occupant.id) })
  const ids = rules.terrainOf(state.map)
  const terrain = ids.ids[ids.index[to]!]!
  const c = rules.hooks.movementCost.call({ cost: 1 }, { state, rules, unit: m.unit, terrain })
  if (c.cost === 'impassable') return reject('move/impassable', cite(CORE_RULES.moveImpassable), `${ref} (${terrain}) is impassable`, { hex, terrain: terrainParam(terrain) })
  // A profile whose step costs forbid every step into `to` (dense wood for a chariot, SK-WM-17).
  if (m.profile.stepRuleId !== undefined && m.profile.stepCost && noStepInto(grid, m.profile.stepCost, to)) {
    return reject('move/impassable', m.profile.stepRuleId, `${ref} (${terrain}) is impassable to ${name}`, { hex, terrain: terrainParam(terrain) })
  }
  if (!m.profile.ignoresZoc) {
    const zoc = enemyZocMask(rules, state, m.unit.side, m.unit)
    if (m.profile.path?.zocStops === false) return reject('move/too-far', cite(CORE_RULES.moveAllowance), `${ref} is out of reach of ${name} (${m.profile.mp} ${unitsOf(m.profile)} to spend)`, { unit, hex, mp: allowance(m.profile) })
    // Note: this query reuses the search buffers, so `m.range` is stale from here on.
    const free = movementRange(rules, state, m.unit, { ignoreZoc: true, purpose: m.purpose })
    if (free.range.canEnd[to] === 1) {
      // Reachable without ZOC: ZOC is what forbids it.
      if (m.startsInZoc && zoc[to] === 1 && grid.distance(start, to) === 1) {
        return reject('move/zoc-to-zoc', cite(CORE_RULES.zocToZoc), `${name} may not move directly from one enemy ZOC hex to another`, { unit })
      }
      return reject('move/zoc-stop', cite(CORE_RULES.zocStop), `${name} would have to stop on entering enemy ZOC before reaching ${ref}`, { unit, hex })
    }
  }
  return reject('move/too-far', cite(CORE_RULES.moveAllowance), `${ref} is out of reach of ${name} (${m.profile.mp} ${unitsOf(m.profile)} to spend)`, { unit, hex, mp: allowance(m.profile) })
}

/**
 * Walks an explicit path step by step with the same compiled rules as the movement search:
 * adjacency, enemy units (HM-MOVE-10), impassable hexes and hexsides (HM-MOVE-6), entry costs
 * with hexside costs (HM-MOVE-3/4), ZOC to ZOC (HM-ZOC-4), stops on entering enemy ZOC (HM-ZOC-3,
 * a friend in ZOC can be neither passed nor ended on: GAP-HM-09) or stop terrain (GAP-HM-03),
 * no final hex on a friend (HM-MOVE-8), and the minimum move (GAP-HM-03). Returns the MP spent.
 */
function walkPath(rules: GameRules, state: GameState, m: UnitMovement, path: readonly string[]): { cost: number } | Rejection {
  const { grid, cite } = rules
  const c = compileMovement(rules, state, m.unit, { purpose: m.purpose })
  const ids = c.terrain
  const { zocStops, zocToZoc, passFriends, passEnemies } = c.path
  let prev = m.range.start
  let prevInZoc = zocToZoc && c.zoc[prev] === 1
  let spent = 0
  for (let i = 0; i < path.length; i++) {
    const ref = path[i]!
    const at = `path[${i}]`
    const last = i === path.length - 1
    const h = grid.indexOfRef(ref)
    const hex = hexParam(ref)
    if (h < 0) return reject('move/off-map', cite(CORE_RULES.action), `${at}: ${ref} is off the map`, { hex })
    const dir = grid.directionTo(prev, h)
    if (dir < 0) return reject('move/path-not-adjacent', cite(CORE_RULES.movePath), `${at}: ${ref} is not adjacent to the previous hex`, { hex })
    const occ = c.occupancy[h]
    if (occ === OCC_ENEMY && (last || !passEnemies)) return reject('move/enemy-occupied', cite(CORE_RULES.moveEnemy), `${at}: ${ref} is held by an enemy unit`, { hex })
    if (occ === OCC_FRIEND && !last && !passFriends) return rejectWith('move/occupied', cite(CORE_RULES.moveStacking), `${at}: ${ref} is held by a friendly unit this unit may not pass through`, msg('move/friend-blocks', { hex }))
    const t = ids.index[h]!
    let w = c.costByTerrain[t]!
    if (w === IMPASSABLE) return reject('move/impassable', cite(CORE_RULES.moveImpassable), `${at}: ${ref} (${ids.ids[t]}) is impassable`, { hex, terrain: terrainParam(ids.ids[t]!) })
    if (last && c.noEndByTerrain?.[t] === 1) return rejectWith('move/impassable', cite(CORE_RULES.moveImpassable), `${ref} (${ids.ids[t]}) may be crossed but not ended on`, msg('move/no-end', { hex, terrain: terrainParam(ids.ids[t]!) }))
    if (c.sideCost) {
      const sc = c.sideCost[prev * 6 + dir]!
      if (sc === IMPASSABLE) return rejectWith('move/impassable', cite(CORE_RULES.moveImpassable), `${at}: the hexside into ${ref} cannot be crossed`, msg('move/impassable-hexside', { hex }))
      w += sc
    }
    const inZoc = c.zoc[h] === 1
    if (zocToZoc && inZoc && prevInZoc) return reject('move/zoc-to-zoc', cite(CORE_RULES.zocToZoc), `${at}: a unit may not move directly from one enemy ZOC hex to another`, { unit: unitParam(m.unit.id) })
    if (last && occ === OCC_FRIEND) return rejectWith('move/occupied', cite(CORE_RULES.moveStacking), `${ref} is occupied by a friendly unit: a unit may pass through a friend but never stop on it`, msg('move/occupied-friend', { hex }))
    if (!last && zocStops && inZoc) return reject('move/zoc-stop', cite(CORE_RULES.zocStop), `${at}: entering enemy ZOC at ${ref} ends the move`, { unit: unitParam(m.unit.id), hex })
    if (!last && c.stopByTerrain?.[t] === 1) return reject('move/terrain-stop', cite(CORE_RULES.terrainStop), `${at}: entering ${ref} (${ids.ids[t]}) ends the move`, { hex, terrain: terrainParam(ids.ids[t]!) })
    spent += w
    if (spent > c.budget && !(i === 0 && last && c.profile.minimumMove)) return rejectWith('move/too-far', cite(CORE_RULES.moveAllowance), `The path costs more than ${c.profile.mp} ${unitsOf(c.profile)}`, msg('move/too-far-path', { mp: allowance(c.profile) }))
    prev = h
    prevInZoc = zocToZoc && inZoc
  }
  return { cost: spent }
}

/** A profile's allowance for messages, with its units (`4 MP`, `5 paces`). */
function allowance(profile: UnitMovement['profile']): MessageRef {
  const units = unitsOf(profile)
  return msg('movementCost', { n: profile.mp, units: msg(`units/${units}`, { n: profile.mp }, units) })
}

/** The name of a profile's movement units, for messages (`MP` unless the rules say `paces`). */
function unitsOf(profile: UnitMovement['profile']): string {
  return profile.units ?? 'MP'
}

/** Where a legal move ends: the hex, the facing (units with facing), the route and its cost in search units. */
interface PlannedMove {
  to: number
  facing: number | undefined
  /** Hexes entered, start excluded. */
  path: string[]
  cost: number
}

/**
 * The move `action` makes, or why it may not: a route of its own (`path`), else the cheapest to
 * `to` (with the facing asked, for units with facing rules), or a turn in place.
 */
function planMove(rules: GameRules, state: GameState, m: UnitMovement, action: MoveAction): PlannedMove | Rejection {
  const { grid, cite } = rules
  const to = grid.indexOfRef(action.to)
  if (to < 0) return reject('move/off-map', cite(CORE_RULES.action), `${action.to} is off the map`, { hex: hexParam(action.to) })
  const withFacing = facingRange(m)
  if (action.facing !== undefined && !withFacing) return reject('move/no-facing', cite(CORE_RULES.facing), `${m.unit.name ?? m.unit.id} has no facing`, { unit: unitParam(m.unit.id) })
  if (action.path) {
    if (withFacing) return reject('move/path-with-facing', cite(CORE_RULES.movePath), 'A unit with facing moves to a hex and a facing, not along a given path', {})
    // The given route, step by step: its own cost, stops and ZOC (not the cheapest route's).
    if (action.path[action.path.length - 1] !== action.to) return reject('move/path-mismatch', cite(CORE_RULES.movePath), 'The path must end at "to"', {})
    const walked = walkPath(rules, state, m, action.path)
    if ('ok' in walked) return walked
    if (m.range.canEnd[to] !== 1) return explain(rules, state, m, to)
    return { to, facing: undefined, path: [...action.path], cost: walked.cost }
  }
  if (withFacing && to === withFacing.start) {
    // A turn in place (SK-MOVE-5/6).
    const turn = withFacing.turnsInPlace.find((t) => t.facing === action.facing)
    if (action.facing === undefined || action.facing === m.unit.facing || !turn) {
      if (action.facing === undefined || action.facing === m.unit.facing) return reject('move/no-movement', cite(CORE_RULES.moveDestination), 'The unit is already there, facing that way', { unit: unitParam(m.unit.id) })
      return reject('move/turn-too-dear', cite(CORE_RULES.facing), `${m.unit.name ?? m.unit.id} cannot turn to face ${action.facing} within its allowance`, { unit: unitParam(m.unit.id), facing: msg(`facing/${action.facing}`) })
    }
    return { to, facing: action.facing, path: withFacing.hexPath(to, action.facing).slice(1).map((h) => grid.refOf(h)), cost: turn.cost }
  }
  if (m.range.canEnd[to] !== 1) return explain(rules, state, m, to)
  if (withFacing) {
    const facing = action.facing ?? cheapestFacing(withFacing, to)
    const cost = withFacing.costAt(to, facing)
    if (cost < 0) return rejectWith('move/turn-too-dear', cite(CORE_RULES.facing), `${m.unit.name ?? m.unit.id} cannot end at ${action.to} facing ${facing} within its allowance`, msg('move/turn-too-dear-at', { unit: unitParam(m.unit.id), hex: hexParam(action.to), facing: msg(`facing/${facing}`) }))
    return { to, facing, path: withFacing.hexPath(to, facing).slice(1).map((h) => grid.refOf(h)), cost }
  }
  return { to, facing: undefined, path: m.range.hexPath(to).slice(1).map((h) => grid.refOf(h)), cost: m.range.cost[to]! }
}

/** The cheapest facing a unit can end with at `hex` (the lowest on a tie). */
function cheapestFacing(range: ProfileRange, hex: number): number {
  let best = -1
  let cost = Infinity
  for (const f of range.facingsAt(hex)) {
    if (f.cost >= cost) continue
    best = f.facing
    cost = f.cost
  }
  return best
}

/** The core `move` action (HM-MOVE, HM-ZOC; paces and facing, SK-MOVE), with rejections that name the rule broken. */
export const moveAction: ActionDefinition<MoveAction> = {
  type: 'move',
  schema: moveSchema,
  validate({ state, rules, action }) {
    const checked = checkMover(rules, state, action.side, action.unit)
    if ('ok' in checked) return checked
    const plan = planMove(rules, state, checked.movement, action)
    return 'ok' in plan ? plan : undefined
  },
  apply(ctx) {
    const { draft, rules, action, before } = ctx
    const m = movementRange(rules, before, findUnit(before, action.unit)!)
    const plan = planMove(rules, before, m, action)
    if ('ok' in plan) throw errors.internal(`move became illegal between validate and apply: ${plan.code}`)
    commitMove(ctx, findUnit(draft, action.unit)!, { to: action.to, path: plan.path, cost: plan.cost / m.ticks, facing: plan.facing, startedInZoc: m.startsInZoc, units: unitsOf(m.profile) })
  },
  enumerate({ state, rules, side }) {
    const out: MoveAction[] = []
    for (const u of state.units) {
      if (u.side !== side || u.status !== 'active' || u.hex === null) continue
      if (rules.hooks.canMove.call({ state, rules, unit: u, side })) continue
      const m = movementRange(rules, state, u)
      for (const to of m.destinations) out.push({ type: 'move', side, unit: u.id, to })
      const turns = facingRange(m)?.turnsInPlace
      if (turns) for (const t of turns) out.push({ type: 'move', side, unit: u.id, to: u.hex, facing: t.facing })
    }
    return out
  },
}

/** Whether every step into `to` from a neighbour is `IMPASSABLE` in `stepCost` (`hex * 6 + dir`, from the neighbour). */
function noStepInto(grid: GameRules['grid'], stepCost: Uint16Array, to: number): boolean {
  for (let d = 0; d < 6; d++) {
    const n = grid.neighbors[to * 6 + d]!
    if (n >= 0 && stepCost[n * 6 + ((d + 3) % 6)] !== IMPASSABLE) return false
  }
  return true
}
