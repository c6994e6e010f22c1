import type { UnitOutcome } from './BattleOutcome'
import type { CampaignConfig } from './CampaignConfig'

/** One reason a unit gained XP. */
export interface XpReason {
  /** `CAMP-XP-1` (surviving), `GAP-CAMP-01` (characters, the general's victory). */
  ruleId: string
  amount: number
  detail: string
}

/**
 * The XP one roster unit gains from a battle (CAMP-XP-1, GAP-CAMP-01, GAP-CAMP-11/12): none unless
 * it was bought and present at the end of at least `minTurns` turns; then `survived` for
 * surviving, `perCharacter` per enemy character put out of action (heroes only), `generalWon` to
 * the general when his army won.
 *
 * @param bought the roster says the unit was bought (GAP-CAMP-11)
 * @param won the unit's army is among the battle's winners
 */
export function computeXp(unit: UnitOutcome, bought: boolean, won: boolean, config: CampaignConfig): XpReason[] {
  const x = config.xp
  if (!bought || unit.turnsPresent < x.minTurns) return []
  const out: XpReason[] = []
  if (unit.survived && x.survived > 0) out.push({ ruleId: 'CAMP-XP-1', amount: x.survived, detail: 'survived the battle' })
  if (unit.hero && unit.charactersPutOutOfAction > 0 && x.perCharacter > 0) {
    out.push({ ruleId: 'GAP-CAMP-01', amount: x.perCharacter * unit.charactersPutOutOfAction, detail: `${unit.charactersPutOutOfAction} enemy character(s) put out of action` })
  }
  if (unit.general && won && x.generalWon > 0) out.push({ ruleId: 'GAP-CAMP-01', amount: x.generalWon, detail: 'general of the winning army' })
  return out
}

/** The XP total at which the n-th advance (1-based) is due: the listed thresholds, then every `advanceEvery`. */
export function advanceThreshold(n: number, config: CampaignConfig): number {
  const list = config.xp.advances
  if (n <= list.length) return list[n - 1]!
  return (list[list.length - 1] ?? 0) + (n - list.length) * config.xp.advanceEvery
}

/**
 * GAP-CAMP-01: the advance thresholds crossed going from `before` to `after` XP (2, 4, 6, 8, 11,
 * 14, 17, 20, then every 4 by default). Each is an advance due; which stat rises is chosen later.
 */
export function advancesCrossed(before: number, after: number, config: CampaignConfig): number[] {
  const out: number[] = []
  for (let n = 1; ; n++) {
    const t = advanceThreshold(n, config)
    if (t > after) return out
    if (t > before) out.push(t)
  }
}
