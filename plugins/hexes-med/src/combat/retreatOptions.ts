import { enemyZocMask, hexParam, msg, reject, rejectWith, terrainParam, unitAt, unitHexsideCosts, unitParam, type GameRules, type GameState, type HexRef, type Rejection, type UnitState } from '@hexes/core'
import { stepBlocked } from '../movement/stepBlocked'

/**
 * Why `unit` may not retreat to `to`, or `undefined` when it may (HM-COMBAT-13, HM-COMBAT-14,
 * HM-ZOC-6, GAP-HM-11): the hex must be adjacent and on the map, enterable (terrain and hexside
 * not impassable for this unit), empty, and outside enemy ZOC, which does not extend across a
 * hexside the unit may not cross (GAP-HM-09). `known` holds what the caller already computed for
 * the unit: its `enemyZocMask` and its `unitHexsideCosts`.
 */
export function checkRetreatHex(
  rules: GameRules,
  state: GameState,
  unit: UnitState,
  to: HexRef,
  known?: { zoc: Uint8Array; sideCosts: Uint16Array | undefined },
): Rejection | undefined {
  const grid = rules.grid
  const j = grid.indexOfRef(to)
  if (j < 0) return reject('retreat/off-map', 'HM-COMBAT-14', `${to} is off the map: no retreat off the map`, { hex: hexParam(to) })
  if (unit.hex === null) return reject('retreat/not-on-map', 'HM-COMBAT-13', `${unit.id} is not on the map`, { unit: unitParam(unit.id) })
  const i = grid.indexOfRef(unit.hex)
  const dir = grid.directionTo(i, j)
  if (dir < 0) return reject('retreat/not-adjacent', 'HM-COMBAT-13', `${to} is not adjacent to ${unit.hex}: a retreat is one hex`, { hex: hexParam(to), from: hexParam(unit.hex) })
  const blocked = stepBlocked(rules, state, unit, i, dir, known ? known.sideCosts : unitHexsideCosts(rules, state, unit))
  if (blocked === 'terrain') return reject('retreat/impassable', 'HM-COMBAT-13', `${to} (${state.map.terrain[j]}) cannot be entered`, { hex: hexParam(to), terrain: terrainParam(state.map.terrain[j]!) })
  if (blocked === 'hexside') {
    const found = state.map.hexsides.find((h) => (h.hex === unit.hex && h.dir === dir) || (h.hex === to && h.dir === (dir + 3) % 6))?.feature
    const feature = found ?? 'hexside'
    const text = msg('retreat/impassable-hexside', { feature: found === undefined ? msg('hm/hexside') : terrainParam(found), from: hexParam(unit.hex), hex: hexParam(to) })
    return rejectWith('retreat/impassable', 'HM-COMBAT-13', `the ${feature} between ${unit.hex} and ${to} cannot be crossed`, text)
  }
  if (unitAt(state, to)) return reject('retreat/occupied', 'HM-COMBAT-13', `${to} is occupied`, { hex: hexParam(to) })
  if ((known?.zoc ?? enemyZocMask(rules, state, unit.side, unit))[j] === 1) return reject('retreat/into-zoc', 'HM-ZOC-6', `${to} is in an enemy zone of control: no retreat into enemy ZOC`, { hex: hexParam(to) })
  return undefined
}

/**
 * The hexes `unit` may retreat to under HEXES Med (the predicate above), in direction order.
 * Tapped into `displacementOptions` for kind `retreat`; rules code asks the hook, so other
 * plugins can filter.
 */
export function hmRetreatOptions(rules: GameRules, state: GameState, unit: UnitState): HexRef[] {
  if (unit.hex === null) return []
  const grid = rules.grid
  const i = grid.indexOfRef(unit.hex)
  const known = { zoc: enemyZocMask(rules, state, unit.side, unit), sideCosts: unitHexsideCosts(rules, state, unit) }
  const out: HexRef[] = []
  for (let d = 0; d < 6; d++) {
    const n = grid.neighbors[i * 6 + d]!
    if (n < 0) continue
    const ref = grid.refOf(n)
    if (!checkRetreatHex(rules, state, unit, ref, known)) out.push(ref)
  }
  return out
}

/** Legal retreat hexes of `unit` as the rules of the mix see them (`displacementOptions`). */
export function retreatOptions(rules: GameRules, state: GameState, unit: UnitState): HexRef[] {
  return rules.hooks.displacementOptions.call([], { state, rules, unit, kind: 'retreat' })
}
