import { z } from 'zod'
import { errors } from '../errors/errors'
import { reject, type Rejection } from '../errors/Rejection'
import { IMPASSABLE, OCC_ENEMY, OCC_FRIEND } from '../movement/MoveQuery'
import type { GameState, UnitState } from '../model/GameState'
import type { ActionDefinition } from './ActionDefinition'
import type { GameRules } from './GameRules'
import { compileMovement, enemyZocMask, movementRange, type UnitMovement } from './movementRange'
import { findUnit, unitAt } from './stateQueries'

const hexRef = z.string().regex(/^(0|[1-9]\d{0,5}),(0|[1-9]\d{0,5})$/, 'must be a hex "col,row" (no leading zeros)')

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
  if (!unit) return reject('action/unknown-unit', 'core', `Unknown unit "${unitId}"`)
  if (unit.side !== side) return reject('move/not-your-unit', 'HM-SEQ-4', `${unit.name ?? unit.id} is not a unit of ${side}`)
  if (unit.status !== 'active' || unit.hex === null) return reject('move/not-on-map', 'core', `${unit.name ?? unit.id} is not on the map`)
  const veto = rules.hooks.canMove.call({ state, rules, unit, side })
  if (veto) return veto
  return { unit, movement: movementRange(rules, state, unit) }
}

/** Why `to` is not a legal destination: the most specific rule that forbids it. */
function explain(rules: GameRules, state: GameState, m: UnitMovement, to: number): Rejection {
  const { grid } = rules
  const name = m.unit.name ?? m.unit.id
  const start = m.range.start
  const ref = grid.refOf(to)
  const occupant = unitAt(state, ref)
  if (to === start) return reject('move/no-movement', 'HM-MOVE-2', 'The unit is already there')
  if (occupant && occupant.side !== m.unit.side) return reject('move/enemy-occupied', 'HM-MOVE-10', `${ref} is held by an enemy unit`)
  if (occupant) return reject('move/occupied', 'HM-MOVE-8', `${ref} is occupied by ${occupant.name ?? occupant.id}: a unit may pass through a friend but never stop on it`)
  const terrain = rules.terrainIds[rules.terrainIndex[to]!]!
  const c = rules.hooks.movementCost.call({ cost: 1 }, { state, rules, unit: m.unit, terrain })
  if (c.cost === 'impassable') return reject('move/impassable', 'HM-MOVE-6', `${ref} (${terrain}) is impassable`)
  if (!m.profile.ignoresZoc) {
    const zoc = enemyZocMask(rules, state, m.unit.side, m.unit)
    // Note: this query reuses the search buffers, so `m.range` is stale from here on.
    const free = movementRange(rules, state, m.unit, { ignoreZoc: true })
    if (free.range.canEnd[to] === 1) {
      // Reachable without ZOC: ZOC is what forbids it.
      if (m.startsInZoc && zoc[to] === 1 && grid.distance(start, to) === 1) {
        return reject('move/zoc-to-zoc', 'HM-ZOC-4', `${name} may not move directly from one enemy ZOC hex to another`)
      }
      return reject('move/zoc-stop', 'HM-ZOC-3', `${name} would have to stop on entering enemy ZOC before reaching ${ref}`)
    }
  }
  return reject('move/too-far', 'HM-MOVE-3', `${ref} is out of reach of ${name}'s ${m.profile.mp} MP`)
}

/**
 * Walks an explicit path step by step with the same compiled rules as the movement search:
 * adjacency, enemy units (HM-MOVE-10), impassable hexes and hexsides (HM-MOVE-6), entry costs
 * with hexside costs (HM-MOVE-3/4), ZOC to ZOC (HM-ZOC-4), stops on entering enemy ZOC (HM-ZOC-3,
 * a friend in ZOC can be neither passed nor ended on: GAP-HM-09) or stop terrain (GAP-HM-03),
 * no final hex on a friend (HM-MOVE-8), and the minimum move (GAP-HM-03). Returns the MP spent.
 */
function walkPath(rules: GameRules, state: GameState, m: UnitMovement, path: readonly string[]): { cost: number } | Rejection {
  const { grid } = rules
  const c = compileMovement(rules, state, m.unit)
  const useZoc = !c.ignoreZoc
  let prev = m.range.start
  let prevInZoc = useZoc && c.zoc[prev] === 1
  let spent = 0
  for (let i = 0; i < path.length; i++) {
    const ref = path[i]!
    const at = `path[${i}]`
    const last = i === path.length - 1
    const h = grid.indexOfRef(ref)
    if (h < 0) return reject('move/off-map', 'core', `${at}: ${ref} is off the map`)
    const dir = grid.directionTo(prev, h)
    if (dir < 0) return reject('move/path-not-adjacent', 'HM-MOVE-4', `${at}: ${ref} is not adjacent to the previous hex`)
    if (c.occupancy[h] === OCC_ENEMY) return reject('move/enemy-occupied', 'HM-MOVE-10', `${at}: ${ref} is held by an enemy unit`)
    const t = rules.terrainIndex[h]!
    let w = c.costByTerrain[t]!
    if (w === IMPASSABLE) return reject('move/impassable', 'HM-MOVE-6', `${at}: ${ref} (${rules.terrainIds[t]}) is impassable`)
    if (c.sideCost) {
      const sc = c.sideCost[prev * 6 + dir]!
      if (sc === IMPASSABLE) return reject('move/impassable', 'HM-MOVE-6', `${at}: the hexside into ${ref} cannot be crossed`)
      w += sc
    }
    const inZoc = useZoc && c.zoc[h] === 1
    if (inZoc && prevInZoc) return reject('move/zoc-to-zoc', 'HM-ZOC-4', `${at}: a unit may not move directly from one enemy ZOC hex to another`)
    if (last && c.occupancy[h] === OCC_FRIEND) return reject('move/occupied', 'HM-MOVE-8', `${ref} is occupied by a friendly unit: a unit may pass through a friend but never stop on it`)
    if (!last && inZoc) return reject('move/zoc-stop', 'HM-ZOC-3', `${at}: entering enemy ZOC at ${ref} ends the move`)
    if (!last && c.stopByTerrain?.[t] === 1) return reject('move/terrain-stop', 'GAP-HM-03', `${at}: entering ${ref} (${rules.terrainIds[t]}) ends the move`)
    spent += w
    if (spent > c.profile.mp && !(i === 0 && last && c.profile.minimumMove)) return reject('move/too-far', 'HM-MOVE-3', `The path costs more than ${c.profile.mp} MP`)
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
    if (to < 0) return reject('move/off-map', 'core', `${action.to} is off the map`)
    if (action.path) {
      // The given route, step by step: its own cost, stops and ZOC (not the cheapest route's).
      if (action.path[action.path.length - 1] !== action.to) return reject('move/path-mismatch', 'core', 'The path must end at "to"')
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
    ctx.emit({ type: 'moveCommitted', message: `${unit.name ?? unit.id} moves ${from} → ${action.to} (${cost} MP)`, ruleId: 'HM-MOVE-3', side: unit.side, unit: unit.id, from, to: action.to, path, cost })
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
