import {
  completeRecord,
  type BattleRecord, type BattleRecordService, type GameRules, type GameState, type PieceFate, type RoleRecord, type Scenario, type SideId, type SideReading, type StateCtx, type UnitState,
} from '@hexes/core'

/** HP a HEXES Med step is worth in a battle record (catalogue I-09: the adapter profile's 3 HP a step). */
export const HP_PER_STEP = 3

/**
 * The battle record of a HEXES Med battle (catalogue I-09): steps lost count 3 HP each, from the
 * append-only counters, so units brought back by Successive Waves do not erase the enemy's kills
 * (GAP-SW-11); a unit starts with 2 steps (1 when the scenario starts it reduced). HEXES Med has
 * no banners, spellcasters, captures or flight off the map; leaders eliminated count as commanders
 * killed, and a leader flagged `general` is the army's general (his unit's fate is his). With two
 * sides, the HP one lost the other killed, and a general eliminated was killed by the other side
 * (I-09); a plugin that tallies (the `battleRecord` hook) may say more. Objectives are the
 * `holdHexes` conditions won by the side whose hexes it holds now.
 */
export function hmBattleRecord(scenario: Scenario): BattleRecordService {
  const startSteps = new Map<SideId, number>()
  for (const u of scenario.units) startSteps.set(u.side, (startSteps.get(u.side) ?? 0) + (u.reduced === true ? 1 : 2))
  const generals = scenario.leaders.filter((l) => l.general === true).map((l) => l.id)
  return {
    record(ctx: StateCtx): BattleRecord {
      const { state, rules } = ctx
      const sides: SideReading[] = state.sides.map((s) => {
        const c = state.counters.find((x) => x.side === s.id)!
        const own = state.units.filter((u) => u.side === s.id)
        const present = own.filter((u) => u.status === 'active' && u.hex !== null)
        const roles: RoleRecord[] = state.leaders.filter((l) => l.side === s.id && generals.includes(l.id)).map((l) => ({
          piece: l.id, role: 'general', fate: l.status === 'eliminated' ? 'killed' : fateOf(state.units.find((u) => u.id === l.unit)), hpLost: 0, spells: 0, items: 0,
        }))
        return {
          side: s.id,
          hpLost: c.stepsLost * HP_PER_STEP,
          hpAtStart: (startSteps.get(s.id) ?? 0) * HP_PER_STEP,
          eliminated: c.eliminated.filter((id) => own.some((u) => u.id === id)),
          fled: [],
          setAside: own.filter((u) => u.status === 'reserve').map((u) => u.id),
          commandersKilled: c.eliminated.filter((id) => state.leaders.some((l) => l.id === id)),
          commandersCaptured: [],
          bannersTaken: [],
          objectivesHeld: heldHexes(rules, state, s.id),
          present: present.map((u) => u.id),
          hpOnTable: present.reduce((t, u) => t + hpOf(u), 0),
          roles,
          units: own.map((u) => ({ unit: u.id, hp: hpOf(u), fate: fateOf(u), turnsOnTable: null, charactersOutOfAction: [] })),
        }
      })
      return completeRecord(ctx, sides)
    },
  }
}

/** HP of a HEXES Med unit (I-09): 3 a step left. */
function hpOf(u: UnitState): number {
  if (u.status === 'eliminated') return 0
  return (u.stats['hexes-med']?.reduced === true ? 1 : 2) * HP_PER_STEP
}

/** A HEXES Med unit's fate: on the table, eliminated (killed) or set aside. */
function fateOf(u: UnitState | undefined): PieceFate {
  if (!u || u.status === 'eliminated') return 'killed'
  return u.status === 'reserve' || u.hex === null ? 'offTable' : 'onTable'
}

/** The objective hexes of `side`'s `holdHexes` conditions that one of its units stands on. */
function heldHexes(rules: GameRules, state: GameState, side: SideId): string[] {
  const out: string[] = []
  for (const c of rules.scenario.victory.conditions) {
    if (c.kind !== 'holdHexes' || c.winner !== side) continue
    for (const h of c.hexes) if (!out.includes(h) && state.units.some((u) => u.side === side && u.status === 'active' && u.hex === h)) out.push(h)
  }
  return out
}
