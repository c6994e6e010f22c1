import type { GameState, HookRegistry } from '@hexes/core'
import { SK, skState } from '../state/SkState'
import { skPhases } from './skPhases'

/**
 * The standalone turn sequence (GAP-SK-07, see {@link skPhases}) and what the rules count per
 * player turn and per step: when a side's turn starts (its charge step), its units' moves,
 * charges and shots are forgotten, and so are the skulls of flaming arrows on every structure
 * (SK-MISSILE-17: within one turn, no carry-over); when a melee step starts, no melee has been
 * fought in it yet.
 */
export function applySkSequence(hooks: HookRegistry): void {
  hooks.phases.tap({ plugin: SK, ruleId: 'GAP-SK-07' }, (_phases, { scenario }) => skPhases(scenario.sides.length))
  hooks.phaseStart.tap({ plugin: SK, ruleId: 'GAP-SK-07' }, ({ draft, phase }) => {
    if (phase.id === 'charges') startPlayerTurn(draft)
    if (phase.id === 'melee') skState(draft).fought = []
  })
}

/** Clears the active side's "this turn" records and the structures' flaming skulls. */
export function startPlayerTurn(draft: GameState): void {
  const sk = skState(draft)
  const side = draft.turn.activeSide
  const own = new Set(draft.units.filter((u) => u.side === side).map((u) => u.id))
  sk.moved = sk.moved.filter((m) => !own.has(m.unit))
  sk.charged = sk.charged.filter((id) => !own.has(id))
  sk.shot = sk.shot.filter((id) => !own.has(id))
  for (const s of sk.structures) s.skulls = 0
}
