import type { Commander, CommanderService, GameState, LeaderState, Scenario } from '@hexes/core'
import type { HmTables } from '../config/HmTables'

/**
 * HEXES Med's leaders as the rule-neutral commanders other rule sets read (catalogue I-06): a
 * leader rides a unit (`attachedTo`), gives its bonus in combat (HM-LDR-1, GAP-HM-04) and +1 to
 * the morale of adjacent units (HM-LDR-3). HEXES Med has no Cd and no aura; a leader the
 * scenario marks `"general": true` is the army's general.
 */
export function hmCommanders(scenario: Scenario, tables: HmTables): CommanderService {
  const generals = new Set(scenario.leaders.filter((l) => l.general === true).map((l) => l.id))
  const of = (l: LeaderState): Commander => ({
    id: l.id,
    side: l.side,
    name: l.name,
    attachedTo: l.unit,
    combatBonus: tables.leaderBonus(l.stats),
    moraleBonusAdjacent: 1,
    cd: null,
    auraPaces: null,
    isGeneral: generals.has(l.id),
    isBannerBearer: false,
  })
  const onMap = (state: GameState) => state.leaders.filter((l) => l.status === 'active' && l.unit !== null)
  return {
    commanders: ({ state }, side) => onMap(state).filter((l) => side === undefined || l.side === side).map(of),
    commandersOf: ({ state }, unit) => onMap(state).filter((l) => l.unit === unit).map(of),
  }
}
