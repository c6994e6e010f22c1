import type { Issue } from '../errors/EngineError'
import { errors } from '../errors/errors'
import { HexGrid } from '../hex/HexGrid'
import { findUnsafeKeys } from '../util/safeJson'
import { zodIssues } from '../util/zodIssues'
import type { Scenario } from './Scenario'
import { scenarioSchema } from './scenarioSchema'
import { variantIssues } from './variantIssues'

/** Result of {@link checkScenario}. */
export type ScenarioCheck = { ok: true; scenario: Scenario } | { ok: false; issues: Issue[] }

/**
 * Validates a scenario document (already parsed from JSON) without throwing: structure (zod),
 * then everything that needs the whole document: hexes on the map, references between sides,
 * units and leaders, unique ids, the variants' changes to the mix. Rule-set checks (unit types, stacking) come later from the
 * plugins' `validateScenario` hook when a game is created.
 *
 * Every issue names the path of the bad field (`units[3].hex: off the map`).
 */
export function checkScenario(input: unknown): ScenarioCheck {
  const unsafe = findUnsafeKeys(input)
  if (unsafe.length) return { ok: false, issues: unsafe }
  const parsed = scenarioSchema.safeParse(input)
  if (!parsed.success) return { ok: false, issues: zodIssues(parsed.error, { code: 'scenario', namespaced: true }) }
  const s = parsed.data
  const issues: Issue[] = []
  const add = (code: string, path: string, message: string) => issues.push({ code: `scenario/${code}`, path, message })
  const onMap = (ref: string) => {
    const [c, r] = ref.split(',').map(Number) as [number, number]
    return c < s.map.width && r < s.map.height
  }
  s.map.terrain.forEach((t, i) => t.hexes.forEach((h, j) => !onMap(h) && add('off-map', `map.terrain[${i}].hexes[${j}]`, `hex ${h} is off the map`)))
  s.map.hexsides.forEach((h, i) => !onMap(h.hex) && add('off-map', `map.hexsides[${i}].hex`, `hex ${h.hex} is off the map`))
  // A hexside may be listed from either of its hexes, but only once: one feature per hexside.
  if (s.map.hexsides.length) {
    const grid = new HexGrid(s.map.width, s.map.height)
    const listed = new Map<string, number>()
    s.map.hexsides.forEach((h, i) => {
      if (!onMap(h.hex)) return
      const a = grid.indexOfRef(h.hex)
      const b = grid.neighbors[a * 6 + h.dir]!
      const key = b < 0 || a < b ? `${a}/${h.dir}` : `${b}/${(h.dir + 3) % 6}`
      const first = listed.get(key)
      if (first === undefined) listed.set(key, i)
      else add('duplicate-hexside', `map.hexsides[${i}]`, `this hexside (${h.hex}, direction ${h.dir}) is already listed at map.hexsides[${first}]: one feature per hexside`)
    })
  }
  s.map.labels.forEach((l, i) => !onMap(l.hex) && add('off-map', `map.labels[${i}].hex`, `hex ${l.hex} is off the map`))

  const sideIds = new Set<string>()
  s.sides.forEach((side, i) => {
    if (sideIds.has(side.id)) add('duplicate-id', `sides[${i}].id`, `side id "${side.id}" is used twice`)
    sideIds.add(side.id)
  })
  if (!sideIds.has(s.firstSide)) add('unknown-side', 'firstSide', `unknown side "${s.firstSide}"`)

  const unitSide = new Map<string, string>()
  const unitOnHex = new Map<string, string>()
  s.units.forEach((u, i) => {
    if (unitSide.has(u.id)) add('duplicate-id', `units[${i}].id`, `unit id "${u.id}" is used twice`)
    unitSide.set(u.id, u.side)
    if (!sideIds.has(u.side)) add('unknown-side', `units[${i}].side`, `unknown side "${u.side}"`)
    if (u.hex === null) return
    if (!onMap(u.hex)) add('off-map', `units[${i}].hex`, `hex ${u.hex} is off the map`)
    // One unit per hex (HM-MOVE-8): the engine's occupancy and `unitAt` rely on it.
    const other = unitOnHex.get(u.hex)
    if (other !== undefined) add('stacked', `units[${i}].hex`, `hex ${u.hex} already holds unit "${other}"`)
    else unitOnHex.set(u.hex, u.id)
  })
  const leaderIds = new Set<string>()
  s.leaders.forEach((l, i) => {
    if (leaderIds.has(l.id) || unitSide.has(l.id)) add('duplicate-id', `leaders[${i}].id`, `id "${l.id}" is used twice`)
    leaderIds.add(l.id)
    if (!sideIds.has(l.side)) add('unknown-side', `leaders[${i}].side`, `unknown side "${l.side}"`)
    if (l.unit !== null) {
      const side = unitSide.get(l.unit)
      if (side === undefined) add('unknown-unit', `leaders[${i}].unit`, `unknown unit "${l.unit}"`)
      else if (side !== l.side) add('wrong-side', `leaders[${i}].unit`, `unit "${l.unit}" belongs to side "${side}", not "${l.side}"`)
    }
  })
  const pluginIds = new Set<string>()
  s.plugins.forEach((p, i) => {
    if (pluginIds.has(p.id)) add('duplicate-id', `plugins[${i}].id`, `plugin "${p.id}" is listed twice`)
    pluginIds.add(p.id)
  })
  const condIds = new Set<string>()
  s.victory.conditions.forEach((c, i) => {
    const p = `victory.conditions[${i}]`
    if (condIds.has(c.id)) add('duplicate-id', `${p}.id`, `condition id "${c.id}" is used twice`)
    condIds.add(c.id)
    if (c.winner !== null && !sideIds.has(c.winner)) add('unknown-side', `${p}.winner`, `unknown side "${c.winner}"`)
    if ('side' in c && !sideIds.has(c.side)) add('unknown-side', `${p}.side`, `unknown side "${c.side}"`)
    if (c.kind === 'leaderEliminated' && !leaderIds.has(c.leader)) add('unknown-leader', `${p}.leader`, `unknown leader "${c.leader}"`)
    if (c.kind === 'leadersEliminated') {
      c.leaders.forEach((l, j) => !leaderIds.has(l) && add('unknown-leader', `${p}.leaders[${j}]`, `unknown leader "${l}"`))
      if (c.count > c.leaders.length) add('bad-count', `${p}.count`, `count ${c.count} is more than the ${c.leaders.length} leaders listed`)
    }
    if (c.kind === 'unitEliminated' && !unitSide.has(c.unit)) add('unknown-unit', `${p}.unit`, `unknown unit "${c.unit}"`)
    if (c.kind === 'holdHexes') {
      c.hexes.forEach((h, j) => !onMap(h) && add('off-map', `${p}.hexes[${j}]`, `hex ${h} is off the map`))
      if (c.count > c.hexes.length) add('bad-count', `${p}.count`, `count ${c.count} is more than the ${c.hexes.length} hexes listed`)
    }
    // A condition of a plugin's kind is evaluated by that plugin: it must be in the mix, or it is never met.
    if (c.kind === 'plugin' && !pluginIds.has(c.plugin)) add('unknown-plugin', `${p}.plugin`, `plugin "${c.plugin}" is not in the scenario's plugins (${[...pluginIds].join(', ')}): the condition could never be met`)
  })
  if (s.victory.default.winner !== null && !sideIds.has(s.victory.default.winner)) {
    add('unknown-side', 'victory.default.winner', `unknown side "${s.victory.default.winner}"`)
  }
  issues.push(...variantIssues(s))
  for (const [lang, t] of Object.entries(s.translations ?? {})) {
    const p = `translations.${lang}`
    const known = (what: string, ids: ReadonlySet<string>, table: Record<string, unknown> | undefined) => {
      for (const key of Object.keys(table ?? {})) if (!ids.has(key)) add('unknown-id', `${p}.${what}.${key}`, `no ${what.replace(/s$/, '')} "${key}" in the scenario`)
    }
    known('sides', sideIds, t.sides)
    known('units', new Set(unitSide.keys()), t.units)
    known('leaders', leaderIds, t.leaders)
    known('labels', new Set(s.map.labels.map((l) => l.hex)), t.labels)
    known('victory', new Set([...condIds, 'default']), t.victory)
    known('variants', new Set((s.variants ?? []).map((v) => v.id)), t.variants)
  }
  return issues.length ? { ok: false, issues } : { ok: true, scenario: s }
}

/**
 * Parses a scenario document and throws `scenario/invalid` (an {@link EngineError} whose
 * `issues` list every problem with its path) when it is not valid.
 */
export function parseScenario(input: unknown): Scenario {
  const r = checkScenario(input)
  if (!r.ok) throw errors.scenario(r.issues)
  return r.scenario
}

/** Largest scenario file accepted, in characters (4 MB: a 500 x 500 map with every hex listed fits). */
export const MAX_SCENARIO_CHARS = 4_000_000

/**
 * Parses scenario JSON text; a syntax error, or a text larger than {@link MAX_SCENARIO_CHARS},
 * becomes a `scenario/invalid` error too.
 */
export function parseScenarioJson(text: string): Scenario {
  if (text.length > MAX_SCENARIO_CHARS) {
    throw errors.scenario([{ code: 'scenario/too-large', path: '', message: `the file has ${text.length.toLocaleString('en-US')} characters; a scenario may have at most ${MAX_SCENARIO_CHARS.toLocaleString('en-US')}` }])
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (e) {
    throw errors.scenario([{ code: 'scenario/json-syntax', path: '', message: `not valid JSON: ${(e as Error).message}` }])
  }
  return parseScenario(data)
}

