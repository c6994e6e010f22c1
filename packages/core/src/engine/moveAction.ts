import { z } from 'zod'
import { reject, type Rejection } from '../errors/Rejection'
import type { GameState, UnitState } from '../model/GameState'
import type { ActionDefinition } from './ActionDefinition'
import type { GameRules } from './GameRules'
import { movementRange, type UnitMovement } from './movementRange'
import { findUnit, unitAt } from './stateQueries'

const hexRef = z.string().regex(/^\d+,\d+$/, 'must be a hex "col,row"')

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
  const ref = grid.refOf(to)
  const occupant = unitAt(state, ref)
  if (to === m.range.start) return reject('move/no-movement', 'HM-MOVE-2', 'The unit is already there')
  if (occupant && occupant.side !== m.unit.side) return reject('move/enemy-occupied', 'HM-MOVE-10', `${ref} is held by an enemy unit`)
  if (occupant) return reject('move/occupied', 'HM-MOVE-8', `${ref} is occupied by ${occupant.name ?? occupant.id}: a unit may pass through a friend but never stop on it`)
  const terrain = rules.terrainIds[rules.terrainIndex[to]!]!
  const c = rules.hooks.movementCost.call({ cost: 1 }, { state, rules, unit: m.unit, terrain })
  if (c.cost === 'impassable') return reject('move/impassable', 'HM-MOVE-6', `${ref} (${terrain}) is impassable`)
  if (!m.profile.ignoresZoc) {
    const free = movementRange(rules, state, m.unit, { ignoreZoc: true })
    if (free.range.canEnd[to] === 1) {
      // Reachable without ZOC: ZOC is what forbids it.
      if (m.startsInZoc && grid.distance(m.range.start, to) === 1) {
        return reject('move/zoc-to-zoc', 'HM-ZOC-4', `${name} may not move directly from one enemy ZOC hex to another`)
      }
      return reject('move/zoc-stop', 'HM-ZOC-3', `${name} would have to stop on entering enemy ZOC before reaching ${ref}`)
    }
  }
  return reject('move/too-far', 'HM-MOVE-3', `${ref} is out of reach of ${name}'s ${m.profile.mp} MP`)
}

/** Validates an explicit path step by step (adjacency, cost, ZOC stops, stacking). */
function checkPath(rules: GameRules, state: GameState, m: UnitMovement, path: readonly string[]): Rejection | undefined {
  const { grid } = rules
  let prev = m.range.start
  let spent = 0
  for (let i = 0; i < path.length; i++) {
    const h = grid.indexOfRef(path[i]!)
    if (h < 0) return reject('move/off-map', 'HM-COMBAT-14', `path[${i}]: ${path[i]} is off the map`)
    if (grid.distance(prev, h) !== 1) return reject('move/path-not-adjacent', 'HM-MOVE-4', `path[${i}]: ${path[i]} is not adjacent to the previous hex`)
    if (m.range.cost[h]! < 0) return explain(rules, state, m, h)
    // The cheapest cost to h may be lower than this path's: recompute along the given path.
    const terrain = rules.terrainIds[rules.terrainIndex[h]!]!
    const c = rules.hooks.movementCost.call({ cost: 1 }, { state, rules, unit: m.unit, terrain })
    if (c.cost === 'impassable') return reject('move/impassable', 'HM-MOVE-6', `${path[i]} is impassable`)
    spent += c.cost
    const last = i === path.length - 1
    if (!last && m.range.stops[h] === 1) return reject('move/zoc-stop', 'HM-ZOC-3', `The move must stop at ${path[i]} (enemy ZOC or terrain)`)
    if (!last && unitAt(state, path[i]!)?.side !== m.unit.side && unitAt(state, path[i]!)) return reject('move/enemy-occupied', 'HM-MOVE-10', `${path[i]} is held by an enemy unit`)
    if (spent > m.profile.mp && !(i === 0 && last && m.profile.minimumMove)) return reject('move/too-far', 'HM-MOVE-3', `The path costs more than ${m.profile.mp} MP`)
    prev = h
  }
  return undefined
}

/** MP spent along a path (start excluded). */
function pathCost(rules: GameRules, state: GameState, unit: UnitState, path: readonly string[]): number {
  let total = 0
  for (const ref of path) {
    const terrain = rules.terrainIds[rules.terrainIndex[rules.grid.indexOfRef(ref)]!]!
    const c = rules.hooks.movementCost.call({ cost: 1 }, { state, rules, unit, terrain })
    total += c.cost === 'impassable' ? 0 : c.cost
  }
  return total
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
    if (to < 0) return reject('move/off-map', 'HM-COMBAT-14', `${action.to} is off the map`)
    if (m.range.canEnd[to] !== 1) return explain(rules, state, m, to)
    if (action.path) {
      if (action.path[action.path.length - 1] !== action.to) return reject('move/path-mismatch', 'core', 'The path must end at "to"')
      return checkPath(rules, state, m, action.path)
    }
    return undefined
  },
  apply(ctx) {
    const { draft, rules, action, before } = ctx
    const unit = findUnit(draft, action.unit)!
    const m = movementRange(rules, before, findUnit(before, action.unit)!)
    const to = rules.grid.indexOfRef(action.to)
    const path = action.path ?? m.range.pathTo(to).slice(1).map((h) => rules.grid.refOf(h))
    const from = unit.hex!
    const cost = action.path ? Math.min(m.profile.mp, pathCost(rules, before, unit, path)) : m.range.cost[to]!
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
