import type { PhaseSpec } from '@hexes/core'

/** Action type of a charge (SK-CHARGE-1..3), in the charge step. */
export const CHARGE = 'sk/charge'

/** Action type of naming the primary opponent of a melee with a third army in it (SK-MELEE-3), in the melee step. */
export const MELEE_CALL = 'sk/melee'

/** Action type of flaming arrows shot at a structure (SK-MISSILE-15..17), in the shooting step. */
export const BURN = 'sk/burn'

/** The steps of one player turn (GAP-SK-07), in order. Morale (rally, fear, flight) inserts its own. */
export const SK_STEPS = ['charges', 'movement', 'shooting', 'melee'] as const

/** A step of a player turn. */
export type SkStep = (typeof SK_STEPS)[number]

/**
 * The skirmish turn (GAP-SK-07): alternating player turns, each side in scenario order
 * (`firstSide` first), and in each player turn the charge step (`sk/charge`), the movement step
 * (`move`), the shooting step (`attack` in the missile modes, `sk/burn`) and the melee step
 * (`attack` in melee mode, and with more than two sides `sk/melee` for a melee with a third army:
 * every engaged pair fights one round). Slots `4i + 1` … `4i + 4` are
 * side `i`'s steps; after the last side, the automatic victory check and turn end. The morale
 * rules (next issue) insert their steps by slot and tap the events this plugin emits.
 */
export function skPhases(sides: number): PhaseSpec[] {
  const out: PhaseSpec[] = []
  for (let side = 0; side < sides; side++) {
    const slot = (k: number) => String(4 * side + k)
    out.push(
      { id: 'charges', slot: slot(1), side, label: 'Charges', actions: [CHARGE], ruleId: 'GAP-SK-07' },
      { id: 'movement', slot: slot(2), side, label: 'Movement', actions: ['move'], ruleId: 'GAP-SK-07' },
      { id: 'shooting', slot: slot(3), side, label: 'Shooting', actions: ['attack', BURN], ruleId: 'GAP-SK-07' },
      { id: 'melee', slot: slot(4), side, label: 'Melee', actions: sides > 2 ? ['attack', MELEE_CALL] : ['attack'], ruleId: 'GAP-SK-07' },
    )
  }
  out.push(
    { id: 'victory', slot: String(4 * sides + 1), side: null, label: 'Victory check', actions: [], auto: 'victory', ruleId: 'GAP-SK-07' },
    { id: 'turn-end', slot: String(4 * sides + 2), side: null, label: 'End of turn', actions: [], auto: 'turn-end', ruleId: 'GAP-SK-07' },
  )
  return out
}
