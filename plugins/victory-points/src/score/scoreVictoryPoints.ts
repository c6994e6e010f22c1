import type { BattleRecord, SideId } from '@hexes/core'
import { vpPointsSchema, type VpPoints } from '../config/vpConfig'

/** One line of a side's score: a rule, how many times it applied, the points. */
export interface VpLine {
  ruleId: 'SK-VP-1' | 'SK-VP-2' | 'SK-VP-3' | 'SK-VP-4' | 'SK-VP-5' | 'SK-VP-6' | 'SK-VP-7'
  count: number
  points: number
}

/** A side's victory points with their breakdown by rule, and its rank (1 = first; tied sides share a rank). */
export interface VpScore {
  side: SideId
  total: number
  rank: number
  lines: VpLine[]
}

/** Options of {@link scoreVictoryPoints}. */
export interface VpScoreOptions {
  /** The points of each rule (defaults: the catalogue's; any may be overridden). */
  points?: Partial<VpPoints>
  /** SK-VP-7: heroic acts voted for each side after the battle (GAP-VP-03). */
  heroicActs?: Readonly<Record<SideId, number>>
}

/**
 * The victory points of each side of a battle record (catalogue SK-VP-1..7), a pure function:
 * - SK-VP-1 per enemy HP killed, SK-VP-2 per enemy general captured, SK-VP-3 per enemy general
 *   killed (the side whose attack took him to 0 HP, GAP-VP-04: with SK-VP-1, a 3-HP general
 *   killed is +3 − 10 = −7), SK-VP-4 per enemy spellcaster captured, SK-VP-5 per great
 *   banner taken, SK-VP-7 per heroic act voted (`heroicActs`);
 * - SK-VP-6 (GAP-VP-02): with objectives, the side controlling the most gets `terrainFirst`, the
 *   next `terrainSecond`; without, the same by HP on the table. Ties share: every side tied first
 *   gets the first award, the next value down the second (only when strictly lower); a side
 *   with nothing (no objective, no HP) gets neither (design choice: "the most" of nothing is no one).
 *
 * Sides keep the record's order; `rank` orders them by total (equal totals share a rank).
 */
export function scoreVictoryPoints(record: BattleRecord, options: VpScoreOptions = {}): VpScore[] {
  const p = vpPointsSchema.parse(options.points ?? {})
  // `n × points`, without the −0 of 0 × −10.
  const times = (n: number, points: number) => (n === 0 ? 0 : n * points)
  const byObjectives = record.objectives.length > 0
  const basis = record.sides.map((s) => (byObjectives ? s.objectivesControlled.length : s.hpOnTable))
  const values = [...new Set(basis.filter((v) => v > 0))].sort((a, b) => b - a)
  const scores = record.sides.map((s, i) => {
    const place = basis[i]! > 0 ? values.indexOf(basis[i]!) : -1
    const terrain = place === 0 ? p.terrainFirst : place === 1 ? p.terrainSecond : 0
    const acts = options.heroicActs?.[s.side] ?? 0
    const lines: VpLine[] = [
      { ruleId: 'SK-VP-1', count: s.hpKilled, points: times(s.hpKilled, p.hpKilled) },
      { ruleId: 'SK-VP-2', count: s.generalsCaptured.length, points: times(s.generalsCaptured.length, p.generalCaptured) },
      { ruleId: 'SK-VP-3', count: s.generalsKilled.length, points: times(s.generalsKilled.length, p.generalKilled) },
      { ruleId: 'SK-VP-4', count: s.spellcastersCaptured.length, points: times(s.spellcastersCaptured.length, p.spellcasterCaptured) },
      { ruleId: 'SK-VP-5', count: s.bannersTaken.length, points: times(s.bannersTaken.length, p.bannerTaken) },
      { ruleId: 'SK-VP-6', count: place === 0 || place === 1 ? place + 1 : 0, points: terrain },
      { ruleId: 'SK-VP-7', count: acts, points: times(acts, p.heroicAct) },
    ]
    return { side: s.side, total: lines.reduce((t, l) => t + l.points, 0), rank: 0, lines }
  })
  for (const s of scores) s.rank = 1 + scores.filter((o) => o.total > s.total).length
  return scores
}

/** The winner by victory points: the one side with the highest total, `null` (a draw) when two or more share it. */
export function vpWinner(scores: readonly VpScore[]): SideId | null {
  const first = scores.filter((s) => s.rank === 1)
  return first.length === 1 ? first[0]!.side : null
}
