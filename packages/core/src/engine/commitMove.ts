import type { DraftCtx } from '../hooks/HookContexts'
import { hexParam, msg, unitParam } from '../i18n/MessageRef'
import type { HexRef, UnitState } from '../model/GameState'
import { CORE_RULES } from '../rules/CORE_RULES'

/** A move to commit: where it ends, by which hexes, at what cost (movement units), facing at the end. */
export interface CommittedMove {
  to: HexRef
  /** Hexes entered, start excluded. */
  path: readonly HexRef[]
  /** Cost in the unit's movement units (MP, paces). */
  cost: number
  /** Facing at the end, for units with facing. */
  facing?: number | undefined
  /** The unit started its move in enemy ZOC. */
  startedInZoc?: boolean
  /** Name of the movement units, for the log (default `MP`). */
  units?: string
  /** Rule behind the move, when not the core's own (a charge, a flight). */
  ruleId?: string
}

/**
 * Commits a move in the draft: the unit's hex (and facing), the `moveCommitted` event, then the
 * `afterMove` hook. The core `move` action uses it; so do rules' own moves (a charge, a flight, a
 * pursuit), so that every move is seen by the same reactions.
 */
export function commitMove(ctx: DraftCtx, unit: UnitState, move: CommittedMove): void {
  const { rules } = ctx
  const from = unit.hex!
  unit.hex = move.to
  if (move.facing !== undefined) unit.facing = move.facing
  const path = [...move.path]
  const cost = move.cost
  const units = move.units ?? 'MP'
  ctx.emit({
    type: 'moveCommitted', message: `${unit.name ?? unit.id} moves ${from} → ${move.to} (${cost} ${units})`,
    text: msg('moveCommitted', { unit: unitParam(unit.id), from: hexParam(from), to: hexParam(move.to), cost: msg('movementCost', { n: cost, units: msg(`units/${units}`, { n: cost }, units) }) }),
    ruleId: move.ruleId ?? rules.cite(CORE_RULES.moveAllowance), side: unit.side, unit: unit.id, from, to: move.to, path, cost,
    ...(move.facing !== undefined ? { facing: move.facing } : {}),
  })
  // `Object.assign`, not a spread followed by new keys (a slow path of microseconds in V8); same object.
  rules.hooks.afterMove.call(Object.assign({}, ctx, { unit, from, to: move.to, path, cost, startedInZoc: move.startedInZoc ?? false }))
}
