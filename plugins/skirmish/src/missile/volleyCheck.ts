import { reject, unitParam, type GameRules, type GameState, type Rejection, type UnitState } from '@hexes/core'
import type { RangeBand } from '../combat/AttackSituation'
import { rangeBand } from '../combat/rangeBand'
import type { SkTables, SkWeaponBands } from '../config/SkTables'
import { gapPaces } from '../geometry/gapPaces'
import { skLineOfSight } from '../los/skLineOfSight'
import { isLocked } from '../melee/contacts'
import { skState } from '../state/SkState'

const name = (u: { id: string; name?: string }) => u.name ?? u.id

/** A volley that may be shot: its weapon, band and gap. */
export interface VolleyPlan {
  weapon: SkWeaponBands
  range: RangeBand
  gap: number
}

/**
 * Whether `shooter` may shoot this turn at all (SK-MELEE-5 not locked; one volley a turn; not
 * after a charge, GAP-SK-07; a missile weapon; flaming arrows from bows only, SK-MISSILE-15).
 */
export function shooterCheck(state: GameState, tables: SkTables, shooter: UnitState, flaming: boolean): SkWeaponBands | Rejection {
  const who = { unit: unitParam(shooter.id) }
  if (!tables.isSkUnit(shooter)) return reject('shoot/not-skirmish', 'GAP-SK-06', `${name(shooter)} is not a skirmish unit`, who)
  const weapon = tables.weaponOf(tables.typeOf(shooter))
  if (!weapon) return reject('shoot/no-missile', 'GAP-SK-06', `${name(shooter)} has no missile weapon`, who)
  if (flaming && !weapon.flaming) return reject('shoot/not-flaming', 'SK-MISSILE-15', `${name(shooter)} cannot shoot flaming arrows: only archers can`, who)
  if (isLocked(state, shooter.id)) return reject('shoot/locked', 'SK-MELEE-5', `${name(shooter)} is locked in melee: units in melee can neither move nor shoot`, who)
  const sk = skState(state)
  if (sk.shot.includes(shooter.id)) return reject('shoot/already-shot', 'GAP-SK-07', `${name(shooter)} has already shot this turn`, who)
  if (sk.charged.includes(shooter.id)) return reject('shoot/charged', 'GAP-SK-07', `${name(shooter)} charged this turn and cannot shoot`, who)
  return weapon
}

/**
 * Whether `shooter` may shoot at the hex `target` (a unit's or a structure's): within its weapon's
 * long range (SK-MISSILE-1..6: gap ≤ range), visible (SK-MISSILE-10: terrain, woods and heights,
 * GAP-SK-23), and with no unit in the way unless the shot goes over units: a bow at long range
 * or a shooter standing higher (SK-MISSILE-11).
 */
export function volleyCheck(rules: GameRules, state: GameState, tables: SkTables, shooter: UnitState, weapon: SkWeaponBands, target: number, what: string): VolleyPlan | Rejection {
  const { grid } = rules
  const from = grid.indexOfRef(shooter.hex!)
  const gap = gapPaces(grid, from, target, tables.pacesPerHex)
  const who = { unit: unitParam(shooter.id), target: what, gap }
  const range = rangeBand(gap, weapon)
  if (range === null) return reject('shoot/out-of-range', 'SK-MISSILE-6', `${what} is ${gap} paces from ${name(shooter)}, beyond its long range (${weapon.long} paces)`, { ...who, long: weapon.long })
  if (!skLineOfSight(rules, state, tables, from, target, { overUnits: true }).clear) return reject('shoot/not-visible', 'SK-MISSILE-10', `${name(shooter)} does not see ${what}: shooters may shoot only at visible targets`, who)
  const over = range === 'long' && weapon.overUnitsAtLong
  // Over units, the second line is the first one, which was clear.
  if (!over && !skLineOfSight(rules, state, tables, from, target, { overUnits: false }).clear) {
    return reject('shoot/units-in-the-way', 'SK-MISSILE-11', `Units stand between ${name(shooter)} and ${what}: shooting over units needs long range (archers only) or a higher position`, who)
  }
  return { weapon, range, gap }
}
