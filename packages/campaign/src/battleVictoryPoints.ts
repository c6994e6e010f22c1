import type { BattleRecord, GameRules, GameState, SideId } from '@hexes/core'

/** The SK-VP-1..6 scale (catalogue §1.4), every weight a default a caller may override. */
export interface VpScale {
  /** SK-VP-1: per enemy HP killed. */
  hpKilled: number
  /** SK-VP-2: per enemy general captured. */
  generalCaptured: number
  /** SK-VP-3 / GAP-VP-04: per enemy general killed (a penalty). */
  generalKilled: number
  /** SK-VP-4: per enemy enchanter captured. */
  enchanterCaptured: number
  /** SK-VP-5: per great banner captured. */
  banner: number
  /** SK-VP-6 / GAP-VP-02: the army that controls the most objectives (or has the most HP on the table), and the second. */
  terrainFirst: number
  terrainSecond: number
  /**
   * Not in SK-VP: VP to the side the scenario's own result names the winner. 0 by default (the
   * catalogue ranks by SK-VP only); a campaign sets it so that the battle's winner is its winner.
   */
  scenarioWinner: number
}

/** The catalogue's SK-VP-1..6 values. */
export const DEFAULT_VP_SCALE: VpScale = { hpKilled: 1, generalCaptured: 25, generalKilled: -10, enchanterCaptured: 10, banner: 20, terrainFirst: 50, terrainSecond: 25, scenarioWinner: 0 }

/** One side's VP, with each rule's part. */
export interface SideVp {
  side: SideId
  vp: number
  parts: { ruleId: string; vp: number; detail: string }[]
}

/** What the scorer needs besides the record: the pieces of the finished game and how many HP a step is worth. */
export interface VpInput {
  record: BattleRecord
  state: GameState
  rules: GameRules
  /** Leader ids flagged `general` in the scenario (I-09). */
  generals: ReadonlySet<string>
  /** Leader ids that are enchanters (none in HEXES Med). */
  enchanters: ReadonlySet<string>
  /** HP of a unit still on the table (GAP-VP-02's "most numerous"). */
  hpOnTable: (unitId: string) => number
}

/** `n × weight`, never −0 (a count of 0 with a negative weight). */
const times = (n: number, weight: number): number => (n === 0 ? 0 : n * weight)

/**
 * SK-VP-6 (GAP-VP-02): with objective hexes (the scenario's `holdHexes` hexes, any side's), a
 * side controls one when it has the only units in or next to it; without, each side's HP on the
 * table. The highest gets `terrainFirst` (ties share it), the next strictly lower `terrainSecond`;
 * a side at 0 (controls nothing, nothing left) gets nothing.
 */
function terrainScores(input: VpInput): Map<SideId, number> {
  const { rules, state } = input
  const grid = rules.grid
  const objectives = [...new Set(rules.scenario.victory.conditions.flatMap((c) => (c.kind === 'holdHexes' ? c.hexes : [])))]
  const onTable = state.units.filter((u) => u.status === 'active' && u.hex !== null)
  const score = new Map<SideId, number>(state.sides.map((s) => [s.id, 0]))
  if (objectives.length > 0) {
    for (const hex of objectives) {
      const i = grid.indexOfRef(hex)
      const near = new Set<SideId>()
      for (const u of onTable) {
        const j = grid.indexOfRef(u.hex!)
        if (j === i || grid.distance(i, j) === 1) near.add(u.side)
      }
      if (near.size === 1) {
        const [side] = near
        score.set(side!, score.get(side!)! + 1)
      }
    }
  } else {
    for (const u of onTable) score.set(u.side, score.get(u.side)! + input.hpOnTable(u.id))
  }
  return score
}

/**
 * The SK-VP-1..6 total of every side of a finished battle, for the campaign ranking (I-09: VP are
 * computed for HEXES Med battles too, so that CAMP-GOLD-1/9 have a winner). HP killed by a side is
 * what its enemies lost (a battle of two sides; with more, each side is credited with all its
 * enemies' losses). Captures, banners and enchanters come from the record (none in HEXES Med).
 */
export function battleVictoryPoints(input: VpInput, scale: VpScale = DEFAULT_VP_SCALE): SideVp[] {
  const { record } = input
  const terrain = terrainScores(input)
  const values = [...new Set([...terrain.values()].filter((v) => v > 0))].sort((a, b) => b - a)
  return record.sides.map((s) => {
    const enemies = record.sides.filter((e) => e.side !== s.side)
    const hp = enemies.reduce((n, e) => n + e.hpLost, 0)
    const captured = enemies.flatMap((e) => e.commandersCaptured)
    const killed = enemies.flatMap((e) => e.commandersKilled).filter((l) => input.generals.has(l))
    const parts: SideVp['parts'] = [
      { ruleId: 'SK-VP-1', vp: hp * scale.hpKilled, detail: `${hp} enemy HP killed` },
      { ruleId: 'SK-VP-2', vp: captured.filter((l) => input.generals.has(l)).length * scale.generalCaptured, detail: 'enemy generals captured' },
      { ruleId: 'SK-VP-3', vp: times(killed.length, scale.generalKilled), detail: `enemy generals killed: ${killed.join(', ') || 'none'}` },
      { ruleId: 'SK-VP-4', vp: captured.filter((l) => input.enchanters.has(l)).length * scale.enchanterCaptured, detail: 'enemy enchanters captured' },
      { ruleId: 'SK-VP-5', vp: s.bannersTaken.length * scale.banner, detail: 'great banners captured' },
    ]
    const t = terrain.get(s.side) ?? 0
    const place = t > 0 ? values.indexOf(t) : -1
    parts.push({ ruleId: 'SK-VP-6', vp: place === 0 ? scale.terrainFirst : place === 1 ? scale.terrainSecond : 0, detail: `terrain or strength ${t}` })
    if (scale.scenarioWinner !== 0 && record.winner === s.side) parts.push({ ruleId: 'camp/scenario-winner', vp: scale.scenarioWinner, detail: 'the scenario\'s winner' })
    return { side: s.side, vp: parts.reduce((n, p) => n + p.vp, 0), parts }
  })
}
