import { IMPASSABLE, unitHexsideCosts, type GameState, type GameRules, type MovedCtx, type UnitState } from '@hexes/core'
import { hmState } from '../config/HmTables'
import type { HmStopReason } from '../state/HmState'

/**
 * After a committed `move` (HM-MOVE-7, HM-CHG-4, HM-CHG-5): records the unit as the current mover
 * with the MP it has spent and whether it had to stop (entered enemy ZOC, HM-ZOC-3; stop terrain or
 * minimum move, GAP-HM-03); on its first segment, whether it started in enemy ZOC; and, when it
 * spent at least 1 MP in its own movement phase, that it moved this turn (GAP-HM-08).
 *
 * @param mpBefore MP the unit had left before this segment (the profile the move was checked with)
 * @param ignoresZoc the unit's profile ignores enemy ZOC
 */
export function recordMove(ctx: MovedCtx, mpBefore: number, ignoresZoc: boolean): void {
  const { draft, rules, unit, cost } = ctx
  const hm = hmState(draft)
  const continuing = hm.mover?.unit === unit.id
  if (!continuing) {
    hm.moved.push(unit.id)
    if (ctx.startedInZoc && !hm.startedInZoc.includes(unit.id)) hm.startedInZoc.push(unit.id)
  }
  const spent = (continuing ? hm.mover!.spent : 0) + cost
  hm.mover = { unit: unit.id, spent, stop: stopReason(ctx, mpBefore, ignoresZoc) }
  if (cost >= 1 && rules.phases[draft.turn.phaseIndex]?.id === 'movement' && !hm.movedThisTurn.includes(unit.id)) {
    hm.movedThisTurn.push(unit.id)
  }
}

function stopReason(ctx: MovedCtx, mpBefore: number, ignoresZoc: boolean): HmStopReason | null {
  const { draft, rules, unit, to, cost } = ctx
  if (!ignoresZoc && inEnemyZoc(rules, draft, unit)) return 'zoc'
  const terrain = draft.map.terrain[rules.grid.indexOfRef(to)]!
  if (rules.hooks.movementCost.call({ cost: 1 }, { state: draft, rules, unit, terrain }).stop === true) return 'terrain'
  if (cost > mpBefore) return 'minimum'
  return null
}

/**
 * Whether `unit`'s hex is in the ZOC of an enemy unit (HM-ZOC-1), which does not extend across a
 * hexside the unit may not cross (GAP-HM-09), as in the movement search.
 */
function inEnemyZoc(rules: GameRules, state: GameState, unit: UnitState): boolean {
  // Run after every move, the AI's hypothetical ones included: only the adjacent enemies are
  // asked, and the hexside costs only when one of them exerts a ZOC.
  const { grid, hooks } = rules
  const h = grid.indexOfRef(unit.hex!)
  let sides: Uint16Array | undefined | null = null
  for (const u of state.units) {
    if (u.side === unit.side || u.status !== 'active' || u.hex === null) continue
    const e = grid.indexOfRef(u.hex)
    if (grid.distance(h, e) !== 1) continue
    if (hooks.exertsZoc.call({ state, rules, unit: u }) === false) continue
    if (sides === null) sides = unitHexsideCosts(rules, state, unit)
    if (sides !== undefined && sides[h * 6 + grid.directionTo(h, e)] === IMPASSABLE) continue
    return true
  }
  return false
}
