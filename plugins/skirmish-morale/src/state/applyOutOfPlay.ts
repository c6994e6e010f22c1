import type { GameState, HookRegistry, UnitState } from '@hexes/core'
import type { MoraleConfig } from '../config/moraleConfig'
import { prisonerOf } from '../prisoners/guards'
import { isDispelled, isLost, MORALE } from './MoraleState'

/**
 * Whether the morale rules hold `unit` out of play for good, so that no rule brings it back
 * (`mayReturn`): a prisoner (SK-PRIS-1..6: it goes free only by the prisoner rules), undead its
 * necromancer's fall dispelled (SK-MORALE-23) unless `mix.swRecyclesDispelled` (I-14), a unit
 * that fled off the battlefield when `mix.swRecyclesFled` is off (I-08).
 */
export function heldOutOfPlay(state: GameState, unit: UnitState, config: MoraleConfig): boolean {
  if (unit.status === 'reserve' && prisonerOf(state, unit.id) !== undefined) return true
  if (isDispelled(unit)) return !config.mix.swRecyclesDispelled
  if (isLost(unit)) return !config.mix.swRecyclesFled
  return false
}

/**
 * Answers the core's `mayReturn` for the units {@link heldOutOfPlay}: the core's `sideEliminated`
 * then counts an army whose last units are prisoners as eliminated, and Successive Waves gathers
 * neither prisoners nor dispelled undead (I-14).
 */
export function applyOutOfPlay(hooks: HookRegistry, config: MoraleConfig): void {
  hooks.mayReturn.tap({ plugin: MORALE, ruleId: 'I-14' }, ({ state, unit }) => (heldOutOfPlay(state, unit, config) ? false : undefined))
}
