import { z } from 'zod'
import { errors } from '../errors/errors'
import { hexRefSchema } from '../hex/hexRefSchema'
import { reject, rejectWith, type Rejection } from '../errors/Rejection'
import { hexParam, msg, terrainParam, unitParam } from '../i18n/MessageRef'
import { CORE_RULES } from '../rules/CORE_RULES'
import { IMPASSABLE, OCC_ENEMY, OCC_FRIEND } from '../movement/MoveQuery'
import type { GameState, UnitState } from '../model/GameState'
import type { ActionDefinition } from './ActionDefinition'
import type { GameRules } from './GameRules'
import { compileMovement, enemyZocMask, movementRange, type UnitMovement } from './movementRange'
import { findUnit, unitAt } from './stateQueries'

const hexRef = hexRefSchema

/** `{ type: 'move', side, unit, to, path? }`: move one unit (HM-MOVE-2) to a hex, by an optional path. */
export const moveSchema = z.strictObject({
  type: z.literal('move'),
  side: z.string(),
  unit: z.string(),
  to: hexRef,
  /** Optional explicit route, start excluded, ending at `to`; otherwise the cheapest. */
  path: z.array(hexRef).max(1000).optional(),
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
  if (!m.profile.ignoresZoc) {
    const zoc = enemyZocMask(rules, state, m.unit.side, m.unit)
    // Note: this query reuses the search buffers, so `m.range` is stale from here on.
    const free = movementRange(rules, state, m.unit, { ignoreZoc: true })
    if (free.range.canEnd[to] === 1) {
      // Reachable without ZOC: ZOC is what forbids it.
      if (m.startsInZoc && zoc[to] === 1 && grid.distance(start, to) === 1) {
        return reject('move/zoc-to-zoc', cite(CORE_RULES.zocToZoc), `${name} may not move directly from one enemy ZOC hex to another`, { unit })
      }
      return reject('move/zoc-stop', cite(CORE_RULES.zocStop), `${name} would have to stop on entering enemy ZOC before reaching ${ref}`, { unit, hex })
    }
  }
  return reject('move/too-far', cite(CORE_RULES.moveAllowance), `${ref} is out of reach of ${name}'s ${m.profile.mp} MP`, { unit, hex, mp: m.profile.mp })
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
  const c = compileMovement(rules, state, m.unit)
  const ids = c.terrain
  const useZoc = !c.ignoreZoc
  let prev = m.range.start
  let prevInZoc = useZoc && c.zoc[prev] === 1
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
    if (c.occupancy[h] === OCC_ENEMY) return reject('move/enemy-occupied', cite(CORE_RULES.moveEnemy), `${at}: ${ref} is held by an enemy unit`, { hex })
    const t = ids.index[h]!
    let w = c.costByTerrain[t]!
    if (w === IMPASSABLE) return reject('move/impassable', cite(CORE_RULES.moveImpassable), `${at}: ${ref} (${ids.ids[t]}) is impassable`, { hex, terrain: terrainParam(ids.ids[t]!) })
    if (c.sideCost) {
      const sc = c.sideCost[prev * 6 + dir]!
      if (sc === IMPASSABLE) return rejectWith('move/impassable', cite(CORE_RULES.moveImpassable), `${at}: the hexside into ${ref} cannot be crossed`, msg('move/impassable-hexside', { hex }))
      w += sc
    }
    const inZoc = useZoc && c.zoc[h] === 1
    if (inZoc && prevInZoc) return reject('move/zoc-to-zoc', cite(CORE_RULES.zocToZoc), `${at}: a unit may not move directly from one enemy ZOC hex to another`, { unit: unitParam(m.unit.id) })
    if (last && c.occupancy[h] === OCC_FRIEND) return rejectWith('move/occupied', cite(CORE_RULES.moveStacking), `${ref} is occupied by a friendly unit: a unit may pass through a friend but never stop on it`, msg('move/occupied-friend', { hex }))
    if (!last && inZoc) return reject('move/zoc-stop', cite(CORE_RULES.zocStop), `${at}: entering enemy ZOC at ${ref} ends the move`, { unit: unitParam(m.unit.id), hex })
    if (!last && c.stopByTerrain?.[t] === 1) return reject('move/terrain-stop', cite(CORE_RULES.terrainStop), `${at}: entering ${ref} (${ids.ids[t]}) ends the move`, { hex, terrain: terrainParam(ids.ids[t]!) })
    spent += w
    if (spent > c.profile.mp && !(i === 0 && last && c.profile.minimumMove)) return rejectWith('move/too-far', cite(CORE_RULES.moveAllowance), `The path costs more than ${c.profile.mp} MP`, msg('move/too-far-path', { mp: c.profile.mp }))
    prev = h
    prevInZoc = inZoc
  }
  return { cost: spent }
}

/** The core `move` action (HM-MOVE, HM-ZOC), with rejections that name the rule broken. */
export const moveAction: ActionDefinition<MoveAction> = {
  type: 'move',
  schema: moveSchema,
  validate({ state, rules, action }) {
    const checked = checkMover(rules, state, action.side, action.unit)
    if ('ok' in checked) return checked
    const m = checked.movement
    const to = rules.grid.indexOfRef(action.to)
    if (to < 0) return reject('move/off-map', rules.cite(CORE_RULES.action), `${action.to} is off the map`, { hex: hexParam(action.to) })
    if (action.path) {
      // The given route, step by step: its own cost, stops and ZOC (not the cheapest route's).
      if (action.path[action.path.length - 1] !== action.to) return reject('move/path-mismatch', rules.cite(CORE_RULES.movePath), 'The path must end at "to"', {})
      const walked = walkPath(rules, state, m, action.path)
      if ('ok' in walked) return walked
    }
    if (m.range.canEnd[to] !== 1) return explain(rules, state, m, to)
    return undefined
  },
  apply(ctx) {
    const { draft, rules, action, before } = ctx
    const unit = findUnit(draft, action.unit)!
    const m = movementRange(rules, before, findUnit(before, action.unit)!)
    const to = rules.grid.indexOfRef(action.to)
    let path: string[]
    let cost: number
    if (action.path) {
      const walked = walkPath(rules, before, m, action.path)
      if ('ok' in walked) throw errors.internal(`move became illegal between validate and apply: ${walked.code}`)
      path = [...action.path]
      cost = walked.cost
    } else {
      path = m.range.pathTo(to).slice(1).map((h) => rules.grid.refOf(h))
      cost = m.range.cost[to]!
    }
    const from = unit.hex!
    unit.hex = action.to
    ctx.emit({
      type: 'moveCommitted', message: `${unit.name ?? unit.id} moves ${from} → ${action.to} (${cost} MP)`,
      text: msg('moveCommitted', { unit: unitParam(unit.id), from: hexParam(from), to: hexParam(action.to), cost }),
      ruleId: rules.cite(CORE_RULES.moveAllowance), side: unit.side, unit: unit.id, from, to: action.to, path, cost,
    })
    rules.hooks.afterMove.call({ ...ctx, unit, from, to: action.to, path, cost, startedInZoc: m.startsInZoc })
  },
  enumerate({ state, rules, side }) {
    const out: MoveAction[] = []
    for (const u of state.units) {
      if (u.side !== side || u.status !== 'active' || u.hex === null) continue
      if (rules.hooks.canMove.call({ state, rules, unit: u, side })) continue
      const m = movementRange(rules, state, u)
      for (const to of m.destinations) out.push({ type: 'move', side, unit: u.id, to })
    }
    return out
  },
}
