import type { AttackAction, GameRules, GameState, SideId, UnitState } from '@hexes/core'
import type { MeleePair } from '../state/SkState'
import type { SkTables } from '../config/SkTables'
import { SK_MODES } from '../fight/skModes'
import { otherOf, pairsOf } from './contacts'
import { meleeParties, type MeleeParties } from './meleeParties'

/** A melee of the melee step as its default declaration, with its parties. */
export interface NextFight {
  action: AttackAction
  primary: UnitState
  parties: MeleeParties
}

/**
 * The next melee the acting side fights by default in its melee step (GAP-SK-07 step 5): the
 * first of its skirmish units (state order) in contact with an enemy, neither in `fought`,
 * against the first such enemy, with every unit of the side in contact with it (and the parties
 * of that melee, `meleeParties`); with `only`, through the pairs it accepts alone. `legal` (the
 * core's `prepareCombat`) may pass over a unit whose melee may not be fought: the next unit is tried. A melee's units are all fought once it
 * is, so the melees of a step follow one another whatever the dice: the same sequence in play
 * and when the third armies are asked ahead (`settleAllies`).
 */
export function nextFight(
  rules: GameRules, state: GameState, tables: SkTables, side: SideId, fought: readonly string[],
  legal?: (action: AttackAction) => boolean, only?: (pair: MeleePair, unitId: string) => boolean,
): NextFight | undefined {
  for (const u of state.units) {
    if (u.side !== side || u.status !== 'active' || u.hex === null || !tables.isSkUnit(u) || fought.includes(u.id)) continue
    const enemies = new Set(pairsOf(state, u.id).filter((p) => only === undefined || only(p, u.id)).map((p) => otherOf(p, u.id)))
    const primary = state.units.find((x) => enemies.has(x.id) && !fought.includes(x.id))
    if (!primary) continue
    const parties = meleeParties(state, tables, side, primary, fought)
    const attackers = parties.sides[0].filter((x) => x.side === side).map((x) => x.id)
    const action: AttackAction = { type: 'attack', side, attackers, defender: primary.id, mode: SK_MODES.melee }
    if (legal === undefined || legal(action)) return { action, primary, parties }
  }
  return undefined
}
