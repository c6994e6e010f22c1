import type { BattleRecord, GameRules, GameState, SideId } from '@hexes/core'
import { objectiveControl, scoreVictoryPoints } from '@hexes/plugin-victory-points'

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

const DETAIL: Readonly<Record<string, string>> = {
  'SK-VP-1': 'enemy HP killed', 'SK-VP-2': 'enemy generals captured', 'SK-VP-3': 'enemy generals killed',
  'SK-VP-4': 'enemy enchanters captured', 'SK-VP-5': 'great banners captured', 'SK-VP-6': 'objectives controlled or HP on the table',
}

/**
 * The SK-VP-1..6 total of every side of a finished battle, for the campaign ranking (I-09: VP are
 * computed for HEXES Med battles too, so that CAMP-GOLD-1/9 have a winner), scored by the
 * victory-point rules' own `scoreVictoryPoints` over the record completed for a battle without
 * the `victory-points` plugin: HP killed by a side is what its enemies lost (a battle of two
 * sides; with more, each side is credited with all its enemies' losses); generals and enchanters
 * killed or captured are the record's commanders that `generals` and `enchanters` name; SK-VP-6
 * (GAP-VP-02) goes by control of the scenario's `holdHexes` hexes (any side's, `objectiveControl`),
 * or without any by HP on the table. A record the victory-point rules tallied (`attributed`: the
 * skirmish family with `victory-points`) is scored as it is. `scenarioWinner` (not a catalogue
 * rule) adds to the side the scenario's result names.
 */
export function battleVictoryPoints(input: VpInput, scale: VpScale = DEFAULT_VP_SCALE): SideVp[] {
  const { record, rules, state } = input
  // A record the victory-point rules tallied (skirmish family) already says who did what.
  if (record.attributed) return sideVps(record, scale)
  const objectives = [...new Set(rules.scenario.victory.conditions.flatMap((c) => (c.kind === 'holdHexes' ? c.hexes : [])))]
  const control = objectiveControl(rules, state, objectives, new Set())
  const enemiesOf = (side: SideId) => record.sides.filter((e) => e.side !== side)
  const completed: BattleRecord = {
    ...record,
    objectives,
    sides: record.sides.map((s) => {
      const killed = enemiesOf(s.side).flatMap((e) => e.commandersKilled)
      const captured = enemiesOf(s.side).flatMap((e) => e.commandersCaptured)
      let hpOnTable = 0
      for (const u of state.units) if (u.side === s.side && u.status === 'active' && u.hex !== null) hpOnTable += input.hpOnTable(u.id)
      return {
        ...s,
        hpKilled: enemiesOf(s.side).reduce((n, e) => n + e.hpLost, 0),
        generalsKilled: killed.filter((l) => input.generals.has(l)),
        generalsCaptured: captured.filter((l) => input.generals.has(l)),
        spellcastersCaptured: captured.filter((l) => input.enchanters.has(l)).map((piece) => ({ piece, spells: 0, items: 0 })),
        objectivesControlled: control.get(s.side) ?? [],
        hpOnTable,
      }
    }),
  }
  return sideVps(completed, scale)
}

/** `scoreVictoryPoints` of a complete record on the campaign's scale, SK-VP-7 left out (voted later), `scenarioWinner` added. */
function sideVps(record: BattleRecord, scale: VpScale): SideVp[] {
  const points = {
    hpKilled: scale.hpKilled, generalCaptured: scale.generalCaptured, generalKilled: scale.generalKilled, spellcasterCaptured: scale.enchanterCaptured,
    bannerTaken: scale.banner, terrainFirst: scale.terrainFirst, terrainSecond: scale.terrainSecond,
  }
  return scoreVictoryPoints(record, { points }).map((score) => {
    const parts: SideVp['parts'] = score.lines.filter((l) => l.ruleId !== 'SK-VP-7').map((l) => ({ ruleId: l.ruleId, vp: l.points, detail: `${l.count} ${DETAIL[l.ruleId]}` }))
    if (scale.scenarioWinner !== 0 && record.winner === score.side) parts.push({ ruleId: 'camp/scenario-winner', vp: scale.scenarioWinner, detail: 'the scenario\'s winner' })
    return { side: score.side, vp: parts.reduce((n, p) => n + p.vp, 0), parts }
  })
}
