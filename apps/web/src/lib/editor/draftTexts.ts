import type { Scenario } from '@hexes/core'

/** A text of the scenario's French (or other) translation that the editor edits. */
export type TextField = 'name' | 'summary' | 'history'
/** A table of names of a translation, by id. */
export type NameTable = 'sides' | 'victory' | 'labels' | 'leaders'

type Texts = NonNullable<Scenario['translations']>[string]

function textsOf(d: Scenario, lang: string): Texts {
  d.translations ??= {}
  return (d.translations[lang] ??= {})
}

/** Drops an empty translation, and the translations when none is left. */
function tidy(d: Scenario, lang: string): void {
  const t = d.translations?.[lang]
  if (t && Object.keys(t).length === 0) delete d.translations![lang]
  if (d.translations && Object.keys(d.translations).length === 0) delete d.translations
}

/** Sets a text of the `lang` translation (`translations.fr.summary`); an empty text removes it. */
export function setTranslation(d: Scenario, lang: string, field: TextField, value: string): void {
  const t = textsOf(d, lang)
  if (value) t[field] = value
  else delete t[field]
  tidy(d, lang)
}

/** Sets a name of the `lang` translation by id (`translations.fr.sides.west`); empty removes it. */
export function setTranslatedName(d: Scenario, lang: string, table: NameTable, id: string, value: string): void {
  const t = textsOf(d, lang)
  const names = (t[table] ??= {})
  if (value) names[id] = value
  else delete names[id]
  if (Object.keys(names).length === 0) delete t[table]
  tidy(d, lang)
}

/** Renames an id in the `lang` translation's table (a side whose id changed); nothing when absent. */
export function renameTranslated(d: Scenario, table: NameTable, from: string, to: string): void {
  for (const t of Object.values(d.translations ?? {})) {
    const names = t[table]
    if (names && Object.hasOwn(names, from)) {
      names[to] = names[from]!
      delete names[from]
    }
  }
}

/** A name of the draft in `lang` (`translations.<lang>.sides.west`), else the English one. */
export function draftName(d: Scenario, lang: string, table: NameTable, id: string, english: string): string {
  return d.translations?.[lang]?.[table]?.[id] ?? english
}
