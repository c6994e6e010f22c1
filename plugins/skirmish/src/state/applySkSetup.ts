import type { GameState, HookRegistry, Scenario, UnitState } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { syncContacts } from '../melee/contacts'
import { SK, SK_STATS, initialSkState } from './SkState'

/** The facing a side's units start with when the scenario gives none: away from its own edge. */
function defaultFacing(state: GameState, unit: UnitState): number {
  const edge = state.sides.find((s) => s.id === unit.side)?.edges[0]
  return edge === 'north' ? 3 : edge === 'east' ? 5 : edge === 'west' ? 2 : 0
}

/**
 * Setup (GAP-SK-06, R-01, GAP-SK-02): creates `state.plugins.skirmish` and every skirmish unit's
 * HP pool in `unit.stats.sk` (figures × HP per figure; a scenario may start a unit with fewer,
 * `stats.sk.hp`), and gives a facing to each unit that has none (away from its side's first map
 * edge: north-edge units face south). Units already in contact are paired (SK-MELEE-1).
 */
export function applySkSetup(hooks: HookRegistry, tables: SkTables): void {
  hooks.setupState.tap({ plugin: SK, ruleId: 'GAP-SK-06' }, ({ scenario, rules, draft }) => {
    draft.plugins[SK] = initialSkState(tables.config.structures.map((s) => s.id))
    const given = new Map<string, Scenario['units'][number]>(scenario.units.map((u) => [u.id, u]))
    for (const unit of draft.units) {
      if (!tables.isSkUnit(unit)) continue
      const type = tables.typeOf(unit)
      const startHp = type.figures * type.hp
      const own = given.get(unit.id)?.stats?.[SK_STATS] as { hp?: unknown } | undefined
      const hp = typeof own?.hp === 'number' ? own.hp : startHp
      unit.stats[SK_STATS] = { hp, startHp }
      if (unit.facing === undefined) unit.facing = defaultFacing(draft, unit)
    }
    syncContacts(rules, draft, tables)
  })
}
