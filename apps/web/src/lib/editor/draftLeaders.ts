import type { Scenario } from '@hexes/core'
import { setTranslatedName } from './draftTexts'

/**
 * Pure edits of a draft scenario's leaders for the scenario editor (`stores/editor`): added,
 * changed and removed in place (the store snapshots the draft for undo first). A leader rides a
 * unit of its side (`unit`), or none (`null`: off the map); the engine's validation checks the rest.
 */

type Leader = Scenario['leaders'][number]
/** The fields of a leader the editor's panel sets. */
export type LeaderEdit = Partial<Pick<Leader, 'side' | 'name' | 'unit' | 'bonus' | 'general'>>

/** A leader id not used yet by a unit or leader: `<side>-leader-<n>`. */
export function freeLeaderId(draft: Scenario, side: string): string {
  const used = new Set([...draft.units.map((u) => u.id), ...draft.leaders.map((l) => l.id)])
  let n = 1
  while (used.has(`${side}-leader-${n}`)) n++
  return `${side}-leader-${n}`
}

/**
 * Adds a leader of `side` named `name` (`nameFr` in `translations.fr.leaders` when given), riding
 * the first unit of that side (none when it has no unit); returns its id.
 */
export function addLeader(draft: Scenario, side: string, name: string, nameFr = ''): string {
  const id = freeLeaderId(draft, side)
  draft.leaders.push({ id, side, name, unit: draft.units.find((u) => u.side === side)?.id ?? null })
  if (nameFr) setTranslatedName(draft, 'fr', 'leaders', id, nameFr)
  return id
}

/**
 * Changes leader `id`: a new side takes it off a unit of the other side; a bonus of `undefined`
 * and a `general` of `false` are dropped from the file (the defaults).
 */
export function editLeader(draft: Scenario, id: string, edit: LeaderEdit): void {
  const l = draft.leaders.find((x) => x.id === id)
  if (!l) return
  Object.assign(l, edit)
  if (edit.side !== undefined && l.unit !== null && draft.units.find((u) => u.id === l.unit)?.side !== l.side) l.unit = null
  if ('bonus' in edit && edit.bonus === undefined) delete l.bonus
  if (edit.general === false) delete l.general
}

/** Removes leader `id` and its translated names. */
export function removeLeader(draft: Scenario, id: string): void {
  draft.leaders = draft.leaders.filter((l) => l.id !== id)
  for (const lang of Object.keys(draft.translations ?? {})) setTranslatedName(draft, lang, 'leaders', id, '')
}
