import type { Scenario } from './Scenario'

/**
 * A scenario's own texts in one language, every one filled in: the translation of the scenario's
 * `translations[lang]` where it has one, else the English text of the document itself.
 */
export interface ScenarioTexts {
  /** The language these texts are for (what was asked; the texts may be English where untranslated). */
  readonly lang: string
  readonly name: string
  readonly date?: string
  readonly summary?: string
  readonly history?: string
  readonly designNotes?: string
  readonly scale?: string
  /** Side names by side id. */
  readonly sides: Readonly<Record<string, string>>
  /** Unit names by unit id (units without a name in the scenario: only when translated). */
  readonly units: Readonly<Record<string, string>>
  /** Leader names by leader id. */
  readonly leaders: Readonly<Record<string, string>>
  /** Map label texts by hex (`"3,4"`). */
  readonly labels: Readonly<Record<string, string>>
  /** Victory texts by condition id, and `default` for the default result. */
  readonly victory: Readonly<Record<string, string>>
  /** The name and description of each variant, by variant id. */
  readonly variants: Readonly<Record<string, { readonly name: string; readonly description: string }>>
}

/** The part of a scenario its texts come from (a whole {@link Scenario} will do). */
export type ScenarioTextsSource = Pick<Scenario, 'name' | 'date' | 'summary' | 'history' | 'designNotes' | 'scale' | 'translations' | 'sides' | 'units' | 'leaders' | 'victory'> & Partial<Pick<Scenario, 'variants'>> & {
  readonly map: Pick<Scenario['map'], 'labels'>
}

const FIELDS = ['name', 'date', 'summary', 'history', 'designNotes', 'scale'] as const

/**
 * The scenario's texts in `lang`, falling back to the English document text by text: a
 * translation may give only some names. None of this is game state: the state keeps the
 * document's English names, so a game hashes and replays the same in every language.
 *
 * @example scenarioTexts(hastings, 'fr').sides.normans // 'Normands'
 */
export function scenarioTexts(scenario: ScenarioTextsSource, lang: string): ScenarioTexts {
  const t = scenario.translations?.[lang]
  const pick = (own: Readonly<Record<string, string>> | undefined, english: Iterable<readonly [string, string | undefined]>): Record<string, string> => {
    const out: Record<string, string> = {}
    for (const [id, text] of english) if (text !== undefined) out[id] = text
    for (const [id, text] of Object.entries(own ?? {})) out[id] = text
    return out
  }
  const fields: Partial<Record<(typeof FIELDS)[number], string>> = {}
  for (const f of FIELDS) {
    const text = t?.[f] ?? scenario[f]
    if (text !== undefined) fields[f] = text
  }
  return {
    lang,
    ...fields,
    name: fields.name ?? scenario.name,
    sides: pick(t?.sides, scenario.sides.map((s) => [s.id, s.name])),
    units: pick(t?.units, scenario.units.map((u) => [u.id, u.name])),
    leaders: pick(t?.leaders, scenario.leaders.map((l) => [l.id, l.name])),
    labels: pick(t?.labels, scenario.map.labels.map((l) => [l.hex, l.text])),
    victory: pick(t?.victory, [...scenario.victory.conditions.map((c) => [c.id, c.text] as const), ['default', scenario.victory.default.text]]),
    variants: Object.fromEntries((scenario.variants ?? []).map((v) => {
      const own = t?.variants?.[v.id]
      return [v.id, { name: own?.name ?? v.name, description: own?.description ?? v.description }]
    })),
  }
}
