import { checkScenario, createGame, isEngineError, type Issue, type PluginDefinition, type Scenario } from '@hexes/core'
import { plugins as appPlugins } from '../catalog'

/** An issue of the live validation, with the hex it names when it names one on the map. */
export interface DraftIssue extends Issue {
  hex: string | null
}

/**
 * The engine's own verdict on a draft, as `hexes validate` and a new game give it: the core's
 * `checkScenario` (structure, hexes on the map, references, one unit per hex), then, when that
 * passes, `createGame` with the app's plugins (the loader's checks of the mix and every plugin's
 * `validateScenario`: unit types, terrain, units on impassable hexes). Each issue is given the
 * hex it names (`issueHex`).
 */
export function validateDraft(draft: Scenario, plugins: readonly PluginDefinition<any>[] = appPlugins): DraftIssue[] {
  const checked = checkScenario(draft)
  let issues: Issue[] = []
  if (!checked.ok) issues = checked.issues
  else {
    try {
      createGame({ scenario: checked.scenario, plugins, seed: 1 })
    } catch (e) {
      if (!isEngineError(e)) throw e
      issues = e.issues.length ? [...e.issues] : [{ code: e.code, path: '', message: e.message }]
    }
  }
  return issues.map((i) => ({ ...i, hex: issueHex(i, draft) }))
}

const INDEXED = /^(units|leaders|map\.terrain|map\.hexsides|map\.labels|victory\.conditions)\[(\d+)\](?:\.hexes\[(\d+)\])?/

/**
 * The hex an issue names, on the draft's map: the field's own hex (`units[3].hex`,
 * `map.terrain[0].hexes[2]`, `map.hexsides[1]`, `victory.conditions[0].hexes[1]`), the hex of the
 * unit a leader rides (`leaders[0]`), else a hex written in the message (`"3,4"`); `null` when
 * none is on the map.
 */
export function issueHex(issue: Pick<Issue, 'path' | 'message'>, draft: Scenario): string | null {
  const m = INDEXED.exec(issue.path ?? '')
  let hex: string | null | undefined
  if (m) {
    const i = Number(m[2])
    const j = m[3] === undefined ? undefined : Number(m[3])
    switch (m[1]) {
      case 'units': hex = draft.units[i]?.hex; break
      case 'leaders': {
        const unit = draft.leaders[i]?.unit
        hex = draft.units.find((u) => u.id === unit)?.hex
        break
      }
      case 'map.terrain': hex = j === undefined ? undefined : draft.map.terrain[i]?.hexes[j]; break
      case 'map.hexsides': hex = draft.map.hexsides[i]?.hex; break
      case 'map.labels': hex = draft.map.labels[i]?.hex; break
      case 'victory.conditions': {
        const c = draft.victory.conditions[i]
        hex = j !== undefined && c && 'hexes' in c ? c.hexes[j] : undefined
        break
      }
    }
  }
  if (!hex) hex = /\b(\d+,\d+)\b/.exec(issue.message)?.[1]
  if (!hex) return null
  const [c, r] = hex.split(',').map(Number) as [number, number]
  return c < draft.map.width && r < draft.map.height ? hex : null
}
