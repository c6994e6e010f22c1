import type { CdSource } from './commandOf'
import type { MoraleTestKind } from './moraleTrigger'

/**
 * What one skirmish morale test rolled, in `MoraleResult.data` (plain JSON), so that the log and
 * the web app can show its dice, the Cd it was rolled against and where that Cd came from.
 */
export interface MoraleTestData {
  [key: string]: unknown
  source: 'skirmish-morale'
  kind: MoraleTestKind
  /** The rule of the dice (SK-MORALE-19, -8, -11, -12). */
  ruleId: string
  /** Every die rolled, in roll order. */
  dice: number[]
  /** The dice that count (fear keeps the two lowest, SK-MORALE-11; otherwise all). */
  kept: number[]
  /** Added to the dice (the post-melee casualty difference, SK-MORALE-8). */
  bonus: number
  /** Kept dice + bonus. */
  total: number
  /** The Cd it was rolled against: it passes when `total < cd` (GAP-SK-32, equal fails). */
  cd: number
  /** Own Cd, or the general's (SK-MORALE-20). */
  cdSource: CdSource
  /** The general whose Cd was used. */
  general?: string
  passed: boolean
  /** The test was re-rolled near the great banner (SK-MORALE-21); `first` is the failed roll. */
  rerolled?: boolean
  /** The great banner's unit that allowed the re-roll. */
  banner?: string
  first?: { dice: number[]; kept: number[]; total: number }
}
