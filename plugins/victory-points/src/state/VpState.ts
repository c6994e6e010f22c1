import type { BattleRole, GameState } from '@hexes/core'

/** Key of the victory-point rules' per-game state (`state.plugins['victory-points']`), and their plugin id. */
export const VP = 'victory-points'

/** What one side did to the enemy, tallied as the game goes (append-only but for freed prisoners). */
export interface VpSideTally {
  side: string
  /** SK-VP-1, GAP-VP-01. */
  hpKilled: number
  /** Enemy generals its attacks took to 0 HP (SK-VP-3, GAP-VP-04). */
  generalsKilled: string[]
  /** Enemy generals, spellcasters and great banners it holds prisoner (SK-VP-2, 4, 5). */
  generalsCaptured: string[]
  spellcastersCaptured: string[]
  bannersTaken: string[]
}

/** One unit's tally: turns at whose end it was on the table (GAP-CAMP-12), enemy characters it put out of action (GAP-CAMP-01). */
export interface VpUnitTally {
  unit: string
  turnsOnTable: number
  outOfAction: string[]
}

/** A character's fall: killed by or taken by a side (and the unit that did it, when known). */
export interface VpFall {
  unit: string
  how: 'killed' | 'captured'
  side: string | null
  by: string | null
}

/** A character of the battle and its roles, fixed at the start (unit types do not change). */
export interface VpCharacter {
  unit: string
  roles: BattleRole[]
  spells: number
  items: number
}

/** The victory-point rules' state, plain JSON. */
export interface VpState {
  sides: VpSideTally[]
  units: VpUnitTally[]
  characters: VpCharacter[]
  falls: VpFall[]
}

/** The victory-point state of a game state. */
export function vpState(state: GameState): VpState {
  return state.plugins[VP] as VpState
}

/** The tally of a unit, added when first needed (a unit that enters later). */
export function unitTally(vp: VpState, unit: string): VpUnitTally {
  let t = vp.units.find((u) => u.unit === unit)
  if (!t) {
    t = { unit, turnsOnTable: 0, outOfAction: [] }
    vp.units.push(t)
  }
  return t
}
