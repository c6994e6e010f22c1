import { formatPath, type GameRules, type Issue, type Scenario } from '@hexes/core'
import type { HmTables } from '../config/HmTables'
import { HM } from '../state/HmState'

/** Adds an issue of this plugin (`scenario/<code>` at `path`). */
type Add = (code: string, path: string, message: string) => void

function issueList(): { issues: Issue[]; add: Add } {
  const issues: Issue[] = []
  return { issues, add: (code, path, message) => issues.push({ code: `scenario/${code}`, path, message, plugin: HM }) }
}

/**
 * Unit types of the config (GAP-HM-05): a type that can shoot has a printed range, and a range
 * belongs to a type that can shoot (HM-UNIT-3). The kind (infantry or cavalry, HM-UNIT-1) is
 * checked by the config schema when the plugin loads.
 */
export function checkUnitTypes(scenario: Scenario, tables: HmTables): Issue[] {
  const { issues, add } = issueList()
  const k = scenario.plugins.findIndex((p) => p.id === HM)
  for (const [id, t] of Object.entries(tables.config.unitTypes)) {
    const path = formatPath([...(k >= 0 ? ['plugins', k, 'config'] : []), 'unitTypes', id])
    if (t.ranged !== undefined && t.range === undefined) add('ranged-without-range', `${path}.range`, `unit type "${id}" can shoot but has no range (HM-UNIT-3)`)
    if (t.range !== undefined && t.ranged === undefined) add('range-without-ranged', `${path}.ranged`, `unit type "${id}" has a range but no ranged strength (HM-UNIT-2)`)
  }
  return issues
}

/** Every terrain and hexside feature of the map is in the terrain chart (GAP-HM-03). */
export function checkTerrain(scenario: Scenario, tables: HmTables): Issue[] {
  const { issues, add } = issueList()
  const known = (id: string) => tables.terrain[id] !== undefined
  const list = Object.keys(tables.terrain).join(', ')
  if (!known(scenario.map.defaultTerrain)) add('unknown-terrain', 'map.defaultTerrain', `unknown terrain "${scenario.map.defaultTerrain}" (known: ${list})`)
  scenario.map.terrain.forEach((t, i) => {
    if (!known(t.terrain)) add('unknown-terrain', `map.terrain[${i}].terrain`, `unknown terrain "${t.terrain}" (known: ${list})`)
  })
  scenario.map.hexsides.forEach((h, i) => {
    if (!known(h.feature)) add('unknown-terrain', `map.hexsides[${i}].feature`, `unknown hexside feature "${h.feature}" (known: ${list})`)
  })
  return issues
}

/**
 * The deployment: every unit type is known (HM-UNIT-1) and no unit stands on impassable terrain
 * (HM-MOVE-6). The core's scenario parser already refuses two units on one hex (HM-MOVE-8).
 */
export function checkDeployment(scenario: Scenario, rules: GameRules, tables: HmTables): Issue[] {
  const { issues, add } = issueList()
  scenario.units.forEach((u, i) => {
    if (!tables.unitTypes[u.type]) add('unknown-unit-type', `units[${i}].type`, `unknown unit type "${u.type}" (known: ${Object.keys(tables.unitTypes).join(', ')})`)
    if (u.hex === null) return
    const terrain = terrainAt(scenario, u.hex)
    if (tables.terrain[terrain]?.cost === 'impassable') add('impassable-hex', `units[${i}].hex`, `${u.hex} is ${terrain}, which is impassable (HM-MOVE-6)`)
  })
  return issues
}

/**
 * Leaders: each rides a unit (HM-LDR-12), never two on one unit (HM-LDR-9). A leader riding a unit
 * held off the map waits in reserve with it (the core's setup).
 */
export function checkLeaders(scenario: Scenario): Issue[] {
  const { issues, add } = issueList()
  const rider = new Map<string, string>()
  scenario.leaders.forEach((l, i) => {
    if (l.unit === null) return add('leader-alone', `leaders[${i}].unit`, `leader "${l.id}" is not stacked with a unit: a leader never stands alone (HM-LDR-12)`)
    const other = rider.get(l.unit)
    if (other !== undefined) add('stacked-leaders', `leaders[${i}].unit`, `unit "${l.unit}" already carries leader "${other}": one leader per unit (HM-LDR-9)`)
    else rider.set(l.unit, l.id)
  })
  return issues
}

/** The terrain of a hex as the scenario sets it: the last map entry listing it, else the default. */
function terrainAt(scenario: Scenario, hex: string): string {
  for (let i = scenario.map.terrain.length - 1; i >= 0; i--) if (scenario.map.terrain[i]!.hexes.includes(hex)) return scenario.map.terrain[i]!.terrain
  return scenario.map.defaultTerrain
}
