import type { BattleRecord, BattleRecordService, GameRules, GameState, Scenario, SideId, StateCtx } from '@hexes/core'

/** HP a HEXES Med step is worth in a battle record (catalogue I-09: the adapter profile's 3 HP a step). */
export const HP_PER_STEP = 3

/**
 * The battle record of a HEXES Med battle (catalogue I-09): steps lost count 3 HP each, from the
 * append-only counters, so units brought back by Successive Waves do not erase the enemy's kills
 * (GAP-SW-11); a unit starts with 2 steps (1 when the scenario starts it reduced). HEXES Med has
 * no banners, captures or flight off the map; leaders eliminated count as commanders killed;
 * objectives are the `holdHexes` conditions won by the side whose hexes it holds now.
 */
export function hmBattleRecord(scenario: Scenario): BattleRecordService {
  const startSteps = new Map<SideId, number>()
  for (const u of scenario.units) startSteps.set(u.side, (startSteps.get(u.side) ?? 0) + (u.reduced === true ? 1 : 2))
  return {
    record({ state, rules }: StateCtx): BattleRecord {
      return {
        turns: state.turn.turn,
        timeTrack: state.turn.timeTrack,
        winner: state.result ? state.result.winner : undefined,
        sides: state.sides.map((s) => {
          const c = state.counters.find((x) => x.side === s.id)!
          const own = state.units.filter((u) => u.side === s.id)
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
            present: own.filter((u) => u.status === 'active' && u.hex !== null).map((u) => u.id),
          }
        }),
      }
    },
  }
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
