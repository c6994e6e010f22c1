import type { HexRef, UnitId } from '@hexes/core'
import type { AttackKind } from '../combat/AttackSituation'

/** What one unit lost in a skirmish combat. */
export interface UnitLoss {
  unit: UnitId
  hpLost: number
  figuresLost: number
}

/** One attack of a combat, for the log and the dice shown die by die. */
export interface StrikeRecord {
  unit: UnitId
  target: UnitId
  kind: AttackKind
  dice: number
  /** Skulls (GAP-SK-03). */
  hits: number
  /** Of which natural 6s, when the pool tells (see `AttackResult`); a melee's records under an enumeration leave them out (`null`, see `mergedRound`). */
  naturalHits: number | null
  hpLost: number
  /** The incomplete charger's bonus roll (SK-CHARGE-6..8), `null` when none was rolled. */
  chargeBonus: boolean | null
  /** Faces, `null` under enumeration. */
  attackFaces: number[] | null
  damageFaces: number[][] | null
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
}
