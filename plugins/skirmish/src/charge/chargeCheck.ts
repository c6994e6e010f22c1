import { chargeEnds, findUnit, hexParam, msg, reject, unitParam, type ChargeEnd, type GameRules, type GameState, type Rejection, type UnitState } from '@hexes/core'
import type { Arc } from '../combat/AttackSituation'
import type { SkTables } from '../config/SkTables'
import { arcHexes, arcOf } from '../geometry/arcOf'
import { gapPaces } from '../geometry/gapPaces'
import { skLineOfSight } from '../los/skLineOfSight'
import { isLocked } from '../melee/contacts'
import { hasKeyword, type SkUnitType } from '../model/skProfile'
import { skState } from '../state/SkState'

/** A charge that may be made: who, on whom, by which arc, and where it can end (cheapest first). */
export interface ChargePlan {
  unit: UnitState
  target: UnitState
  /** The target's arc the charger starts in (GAP-SK-02): the charge must end in contact through it. */
  arc: Arc
  /** Gap at the declaration, paces. */
  gap: number
  ends: ChargeEnd[]
}

const name = (u: { id: string; name?: string }) => u.name ?? u.id

/** A charger that may charge this turn: the unit and its profile (see {@link chargerCheck}). */
export interface Charger {
  unit: UnitState
  type: SkUnitType
}

/** Which of the declaration's gap rules a gap breaks (SK-CHARGE-1/2), if any: both are checked at the declaration. */
export function chargeGapBreaks(gap: number, reach: number): 'too-close' | 'too-far' | undefined {
  return gap <= 2 ? 'too-close' : gap >= reach ? 'too-far' : undefined
}

/**
 * The charger's part of {@link chargeCheck}, which depends on no target: a skirmish unit of
 * `side` on the map, not a flyer (SK-FLY-3) or a heavy war machine (SK-WM-1), not locked in
 * melee (SK-MELEE-5), and it has not charged this turn; no rule built on these refuses it
 * (`SkTables.addChargerVeto`: a fleeing unit); in a mix, the mix's charger rules too
 * (HEXES Med: the charge is the unit's whole move, `MixCharge.charger`).
 */
export function chargerCheck(rules: GameRules, state: GameState, tables: SkTables, side: string, unitId: string): Charger | Rejection {
  const unit = findUnit(state, unitId)
  if (!unit) return reject('action/unknown-unit', 'GAP-SK-25', `Unknown unit "${unitId}"`, { id: unitId })
  if (unit.side !== side) return reject('charge/not-your-unit', 'GAP-SK-25', `${name(unit)} is not a unit of ${side}`, { unit: unitParam(unit.id) })
  if (unit.status !== 'active' || unit.hex === null || !tables.isSkUnit(unit)) return reject('charge/not-on-map', 'GAP-SK-25', `${name(unit)} is not a skirmish unit on the map`, { unit: unitParam(unit.id) })
  const type = tables.typeOf(unit)
  if (hasKeyword(type, 'flyer')) return reject('charge/flyer', 'SK-FLY-3', `${name(unit)} flies: a flyer may not charge`, { unit: unitParam(unit.id) })
  if (hasKeyword(type, 'warMachine')) return reject('charge/war-machine', 'SK-WM-1', `${name(unit)} is a heavy war machine: it may not charge`, { unit: unitParam(unit.id) })
  if (isLocked(state, unit.id)) return reject('charge/locked', 'SK-MELEE-5', `${name(unit)} is locked in melee: units in melee can neither move nor shoot`, { unit: unitParam(unit.id) })
  if (skState(state).charged.includes(unit.id)) return reject('charge/already-charged', 'SK-CHARGE-3', `${name(unit)} has already charged this turn`, { unit: unitParam(unit.id) })
  const vetoed = tables.chargerVeto(state, unit)
  if (vetoed) return vetoed
  const mixed = tables.mix?.charge?.charger(rules, state, unit)
  return mixed ?? { unit, type }
}

/**
 * Checks a charge declaration (SK-CHARGE-1..3, GAP-SK-25) and plans it, or says which rule
 * forbids it:
 * - the charger may charge ({@link chargerCheck});
 * - the target is an enemy unit on the map, at a gap of more than 2 paces (SK-CHARGE-2) and less
 *   than 2M (SK-CHARGE-1), both checked at the declaration;
 * - the target is visible (GAP-SK-25: the line of sight of a shot at short range);
 * - in a mix, the mix's distance and sight instead (`MixCharge.target`: HEXES Med's hexes, MP and
 *   line of sight, I-05), and the path is the base rules' movement;
 * - a path of at most 2M (SK-CHARGE-3) ends in contact, facing the target, on a hex of the arc the
 *   charger starts in (GAP-SK-02: front F/FL/FR, flank RL/RR, rear R), by core `chargeEnds`.
 */
export function chargeCheck(rules: GameRules, state: GameState, tables: SkTables, side: string, unitId: string, targetId: string): ChargePlan | Rejection {
  const charger = chargerCheck(rules, state, tables, side, unitId)
  return 'ok' in charger ? charger : chargeTargetCheck(rules, state, tables, charger, targetId)
}

/** The target's part of {@link chargeCheck}, for a charger {@link chargerCheck} accepted. */
export function chargeTargetCheck(rules: GameRules, state: GameState, tables: SkTables, charger: Charger, targetId: string): ChargePlan | Rejection {
  const { unit, type } = charger
  const target = findUnit(state, targetId)
  if (!target) return reject('action/unknown-unit', 'GAP-SK-25', `Unknown unit "${targetId}"`, { id: targetId })
  if (tables.allied(target.side, unit.side)) return reject('charge/friendly-target', 'GAP-SK-25', 'A unit cannot charge a friendly unit', { unit: unitParam(target.id) })
  if (target.status !== 'active' || target.hex === null) return reject('charge/not-on-map', 'GAP-SK-25', `${name(target)} is not on the map`, { unit: unitParam(target.id) })
  const { grid } = rules
  const from = grid.indexOfRef(unit.hex!)
  const to = grid.indexOfRef(target.hex)
  const gap = gapPaces(grid, from, to, tables.pacesPerHex)
  const reach = 2 * type.move
  const who = { unit: unitParam(unit.id), target: unitParam(target.id), gap }
  const mix = tables.mix?.charge
  if (mix) {
    const refused = mix.target(rules, state, unit, target)
    if (refused) return refused
  } else {
    const breaks = chargeGapBreaks(gap, reach)
    if (breaks === 'too-close') return reject('charge/too-close', 'SK-CHARGE-2', `${name(target)} is ${gap} paces from ${name(unit)}: a charge starts more than 2 paces away`, who)
    if (breaks === 'too-far') return reject('charge/too-far', 'SK-CHARGE-1', `${name(target)} is ${gap} paces from ${name(unit)}: a charge starts less than 2M (${reach} paces) away`, { ...who, reach })
    if (!skLineOfSight(rules, state, tables, from, to, { overUnits: false }).clear) return reject('charge/not-visible', 'GAP-SK-25', `${name(unit)} does not see ${name(target)}: a charge names a visible target`, who)
  }
  const arc = arcOf(grid, to, target.facing ?? 0, from)
  const through = arcHexes(grid, to, target.facing ?? 0, arc).map((h) => grid.refOf(h))
  const { ends } = chargeEnds(rules, state, unit, target, { through })
  if (ends.length === 0 && mix) return reject('charge/no-contact-path', 'I-05', `${name(unit)}'s movement this phase takes it into contact with ${name(target)} through its ${arc} by no path (${through.join(', ') || 'no hex'})`, { ...who, arc: msg(`sk/arc/${arc}`) })
  if (ends.length === 0) return reject('charge/out-of-reach', 'GAP-SK-25', `No path of at most ${reach} paces takes ${name(unit)} into contact with ${name(target)} through its ${arc} (${through.join(', ') || 'no hex'})`, { ...who, reach, arc: msg(`sk/arc/${arc}`) })
  return { unit, target, arc, gap, ends }
}

/**
 * The facing a charger ends with (SK-CHARGE-3, GAP-SK-02): the end's own, or, under a movement
 * with no facing rules (HEXES Med's, I-11), the direction from its contact hex to its target.
 */
export function chargeFacing(rules: GameRules, end: ChargeEnd, target: UnitState): number {
  const g = rules.grid
  return end.facing ?? g.directionTo(g.indexOfRef(end.hex), g.indexOfRef(target.hex!))
}

/** The end a charge action asks for (`to`), or the cheapest; a rejection when `to` is not one of them. */
export function chargeEnd(plan: ChargePlan, to: string | undefined): ChargeEnd | Rejection {
  if (to === undefined) return plan.ends[0]!
  const end = plan.ends.find((e) => e.hex === to)
  if (end) return end
  return reject('charge/bad-contact-hex', 'GAP-SK-25', `${to} is not a hex where the charge can end (${plan.ends.map((e) => e.hex).join(', ')})`, { hex: hexParam(to) })
}
