import { findUnit, type GameState, type Issue } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import { isFlyer } from '../rules/flyerOf'
import { FLYERS, type FlyersState } from './FlyersState'

/**
 * The flyers rules' invariants, checked after every action with the other rules' (`invariants`):
 * every unit of the state's lists is a flyer, named once in each list, of the side whose turn it
 * is (the records last one player turn), and a flyer that flew on had attacked (SK-FLY-4).
 */
export function flyersInvariants(state: GameState, tables: SkTables): Issue[] {
  const s = state.plugins[FLYERS] as FlyersState | undefined
  if (!s) return []
  const issues: Issue[] = []
  const add = (path: string, message: string) => issues.push({ code: 'state/flyers-invariant', path, message, plugin: FLYERS })
  for (const list of ['grounded', 'attacked', 'flownOn'] as const) {
    s[list].forEach((id, k) => {
      const path = `plugins.${FLYERS}.${list}[${k}]`
      const u = findUnit(state, id)
      if (!u || !isFlyer(tables, u)) return add(path, `"${id}" is not a flyer`)
      if (s[list].indexOf(id) !== k) add(path, `"${id}" is listed twice`)
      if (state.turn.activeSide !== null && u.side !== state.turn.activeSide) add(path, `"${id}" is not of the side whose turn it is (${state.turn.activeSide})`)
      return undefined
    })
  }
  s.flownOn.forEach((id, k) => {
    if (!s.attacked.includes(id)) add(`plugins.${FLYERS}.flownOn[${k}]`, `"${id}" flew on without an attack (SK-FLY-4)`)
  })
  return issues
}
