import type { HexRef, UnitId } from '@hexes/core'
import type { AttackKind } from '../combat/AttackSituation'
import type { ChargeRoll } from '../combat/AttackPlan'

/** What one unit lost in a skirmish combat. */
export interface UnitLoss {
  unit: UnitId
  hpLost: number
  figuresLost: number
}

/** The incomplete charger's bonus die as rolled (SK-CHARGE-6..8): which die, what it needed, its face. */
export interface ChargeDieRecord extends ChargeRoll {
  /** The face rolled, `null` under enumeration. */
  face: number | null
}

/**
 * One attack of a combat, for the log and the dice shown die by die: what each die needed (the
 * to-hit bonus, the defence, the lowest natural face that hits; the damage score and the
 * constitution of the damage dice) and, once rolled, the faces.
 */
export interface StrikeRecord {
  unit: UnitId
  target: UnitId
  kind: AttackKind
  dice: number
  /** Net bonus added to each attack die (SK-COMBAT-2, SK-COMBAT-13..20). */
  toHit: number
  /** The defence each die must beat strictly (SK-COMBAT-3; SK-MELEE-7/8, SK-MISSILE-13). */
  defence: number
  /** The lowest natural face that hits, 2 to 6 (SK-COMBAT-3..5); `null` for automatic hits. */
  needs: number | null
  /** Added to each damage die (SK-COMBAT-8, SK-COMBAT-19). */
  damage: number
  /** The target's constitution, subtracted from each damage die (SK-COMBAT-9). */
  constitution: number
  /** Skulls (GAP-SK-03). */
  hits: number
  /** Of which natural 6s, when the pool tells (see `AttackResult`); records made under an enumeration leave them out (`null`, see `strikeRecord`, `mergedRound`). */
  naturalHits: number | null
  hpLost: number
  /** The incomplete charger's bonus roll (SK-CHARGE-6..8): whether it gave the bonus, `null` when none was rolled. */
  chargeBonus: boolean | null
  /** That bonus die (SK-CHARGE-6..8), `null` when none was rolled. */
  chargeDie: ChargeDieRecord | null
  /** Faces, `null` under enumeration. */
  attackFaces: number[] | null
  damageFaces: number[][] | null
}

/** What a unit took from a volley into a melee (SK-MELEE-9, GAP-SK-24): its hits, its damage dice against its own constitution. */
export interface IntoMeleeUnitRecord {
  unit: UnitId
  /** 0: the target's side; 1: the other side of the melee. */
  side: 0 | 1
  hits: number
  constitution: number
  /** Damage dice faces per group (natural-6 hits' first), `null` when not hit or under enumeration. */
  damageFaces: number[][] | null
  hpLost: number
}

/** The assignment of a volley's hits into a melee (SK-MELEE-9, GAP-SK-24): 1d6 a hit. */
export interface IntoMeleeRecord {
  /** A hit goes to the target's side on this face or lower, else to the other side (config `intoMeleeTargetSide`). */
  targetSideUpTo: number
  /** The assignment dice's faces: the natural-6 hits', then the others'; `null` under enumeration. */
  assignFaces: [number[], number[]] | null
  /** Every unit of the melee, the target's side first. */
  units: IntoMeleeUnitRecord[]
}

/** A push-back to apply after the exchange (SK-CHARGE-12/13, R-04): `paces` hexes directly away from `from`. */
export interface PushRequest {
  unit: UnitId
  paces: number
  from: HexRef
}

/** What a skirmish combat resolver decided, in `CombatOutcome.data` (plain JSON). */
export interface SkCombatData {
  [key: string]: unknown
  source: 'skirmish'
  mode: 'melee' | 'missile' | 'flaming'
  /** Melee: a sequential exchange before the lock (GAP-SK-08) or a simultaneous locked round (SK-MELEE-2). */
  round?: 'exchange' | 'locked'
  /** Melee: the two sides, side 0 the acting one, side 1 its primary opponent first (SK-MELEE-3). */
  sides?: [UnitId[], UnitId[]]
  strikes: StrikeRecord[]
  /** Every unit that lost HP, in the order of the sides. */
  losses: UnitLoss[]
  pushes: PushRequest[]
  /** Flaming arrows: the artillery die showed MISFIRE, one archer is lost (SK-MISSILE-16). */
  misfire?: boolean
  /** A volley into a melee: hits on each side (SK-MELEE-9, GAP-SK-24). */
  sideHits?: [number, number]
  /** A volley into a melee: the assignment dice and what each unit took (SK-MELEE-9, GAP-SK-24). */
  intoMelee?: IntoMeleeRecord
}
