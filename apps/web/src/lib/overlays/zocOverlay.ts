import { sideZocMask, type GameRules, type GameState } from '@hexes/core'

/** The hexes in the ZOC one side exerts. */
export interface SideZoc {
  side: string
  /** Ascending hex index. */
  hexes: string[]
}

/** Every side's zones of control (HM-ZOC-1), in the order of the scenario's sides, from core's `sideZocMask`. */
export function zocOverlay(state: GameState, rules: GameRules): SideZoc[] {
  return state.sides.map((s) => {
    const mask = sideZocMask(rules, state, s.id)
    const hexes: string[] = []
    for (let i = 0; i < mask.length; i++) if (mask[i]) hexes.push(rules.grid.refOf(i))
    return { side: s.id, hexes }
  })
}
