import type { GameRules, Issue, Scenario } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { SK, SK_STATS } from '../state/SkState'

/**
 * Scenario checks of the skirmish rules, each naming the field: unit types unknown to the unit
 * table (`units[i].type`), a unit's starting HP outside 1 … figures × HP (`units[i].stats.sk.hp`),
 * terrain and hexside features the terrain and obstacle tables do not know, structures off the
 * map or named twice, teams (GAP-SK-38) naming an unknown side or a side twice. `skOnly`: every unit must be a skirmish unit (the standalone rule set).
 * The unit types themselves (a missing statistic, a negative HP, an unknown keyword) are checked
 * by the config schema, with the path of the field (`plugins[0].config.unitTypes.x.hp`).
 */
export function skScenarioIssues(scenario: Scenario, rules: GameRules, tables: SkTables, pluginId: string, skOnly: boolean): Issue[] {
  const issues: Issue[] = []
  const add = (path: string, message: string) => issues.push({ code: 'scenario/skirmish', path, message, plugin: SK })
  scenario.units.forEach((u, i) => {
    const type = tables.unitTypes[u.type]
    if (!type) {
      if (skOnly) add(`units[${i}].type`, `unknown skirmish unit type "${u.type}" (the config's unitTypes: ${Object.keys(tables.unitTypes).sort().join(', ') || 'none'})`)
      return
    }
    const own = u.stats?.[SK_STATS] as Record<string, unknown> | undefined
    if (own === undefined) return
    if (typeof own !== 'object' || own === null || Array.isArray(own)) return add(`units[${i}].stats.${SK_STATS}`, 'must be an object')
    for (const key of Object.keys(own)) if (key !== 'hp') add(`units[${i}].stats.${SK_STATS}.${key}`, `unknown field "${key}" (a scenario may only set "hp")`)
    const max = type.figures * type.hp
    if (own.hp !== undefined && (typeof own.hp !== 'number' || !Number.isInteger(own.hp) || own.hp < 1 || own.hp > max)) {
      add(`units[${i}].stats.${SK_STATS}.hp`, `must be a whole number of HP from 1 to ${max} (${type.figures} figures of ${type.hp} HP)`)
    }
  })
  if (skOnly) {
    if (!tables.terrain[scenario.map.defaultTerrain]) add('map.defaultTerrain', `unknown terrain "${scenario.map.defaultTerrain}"`)
    scenario.map.terrain.forEach((t, k) => {
      if (!tables.terrain[t.terrain]) add(`map.terrain[${k}].terrain`, `unknown terrain "${t.terrain}" (known: ${Object.keys(tables.terrain).sort().join(', ')})`)
    })
    scenario.map.hexsides.forEach((h, k) => {
      const t = tables.terrain[h.feature]
      if (!tables.obstacles[h.feature] && t?.cost !== 'impassable') add(`map.hexsides[${k}].feature`, `unknown hexside obstacle "${h.feature}" (known: ${Object.keys(tables.obstacles).sort().join(', ')}, or an impassable terrain)`)
    })
  }
  const config = `plugins[${Math.max(0, scenario.plugins.findIndex((p) => p.id === pluginId))}].config`
  const inTeam = new Set<string>()
  tables.config.teams.forEach((team, k) => team.forEach((side, j) => {
    if (!scenario.sides.some((x) => x.id === side)) add(`${config}.teams[${k}][${j}]`, `unknown side "${side}" (the scenario's sides: ${scenario.sides.map((x) => x.id).join(', ')})`)
    else if (inTeam.has(side)) add(`${config}.teams[${k}][${j}]`, `side "${side}" is in two teams (GAP-SK-38)`)
    inTeam.add(side)
  }))
  const seen = new Set<string>()
  const base = `${config}.structures`
  tables.config.structures.forEach((s, k) => {
    if (seen.has(s.id)) add(`${base}[${k}].id`, `structure "${s.id}" is named twice`)
    seen.add(s.id)
    if (rules.grid.indexOfRef(s.hex) < 0) add(`${base}[${k}].hex`, `${s.hex} is not on the ${scenario.map.width}x${scenario.map.height} map`)
    if (s.destroyedTerrain !== undefined && !tables.terrain[s.destroyedTerrain]) add(`${base}[${k}].destroyedTerrain`, `unknown terrain "${s.destroyedTerrain}"`)
  })
  return issues
}
