import { checkScenario, type Issue, type Scenario } from '@hexes/core'
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import { blankScenario, copyOfScenario, type BlankOptions } from '../lib/editor/blankScenario'
import { mixPalette } from '../lib/editor/mixPalette'
import { validateDraft } from '../lib/editor/validateDraft'
import { readStored, writeStored } from '../lib/storage'
import type { GameSetup } from '../lib/gameFactory'
import { useSessionStore } from './session'

/** localStorage key of the editor: `{ open, draft }`, so a reload keeps the draft. */
export const EDITOR_KEY = 'hexes.editor'
/** Most steps kept for undo. */
const MAX_UNDO = 200

/** An import refused: the file is not JSON, or not a scenario (the issues name the bad fields). */
export type ImportResult = { ok: true } | { ok: false; issues: Issue[] }

function readSaved(): { open: boolean; draft: Scenario | null } {
  try {
    const v = JSON.parse(readStored(EDITOR_KEY) ?? 'null') as { open?: unknown; draft?: unknown } | null
    const draft = v?.draft && typeof v.draft === 'object' ? (v.draft as Scenario) : null
    return { open: v?.open === true, draft }
  } catch {
    return { open: false, draft: null }
  }
}

/**
 * The scenario editor's draft: the scenario file's plain JSON, replaced (never changed in place)
 * at each edit so that undo and redo keep the earlier drafts as they were. It is kept in
 * localStorage with whether the editor is open. The live validation (`issues`) is the engine's
 * own (`lib/editor/validateDraft`), run on every change; `playtest` starts a hot-seat game of the
 * draft through the session, and leaving that game comes back to the editor (still open).
 */
export const useEditorStore = defineStore('editor', () => {
  const saved = readSaved()
  const open = ref(saved.open)
  const draft = shallowRef<Scenario | null>(saved.draft)
  const past = shallowRef<Scenario[]>([])
  const future = shallowRef<Scenario[]>([])
  let lastMerge: string | undefined

  const issues = computed(() => (draft.value ? validateDraft(draft.value) : []))
  const palette = computed(() => mixPalette(draft.value?.plugins ?? []))
  const canUndo = computed(() => past.value.length > 0)
  const canRedo = computed(() => future.value.length > 0)

  watch([open, draft], () => writeStored(EDITOR_KEY, JSON.stringify({ open: open.value, draft: draft.value })))

  /** Starts over with `next` (a new map, a copy, an import): the history is cleared. */
  function replace(next: Scenario): void {
    draft.value = next
    past.value = []
    future.value = []
    lastMerge = undefined
  }

  /**
   * One edit of the draft: `edit` changes a copy, which becomes the draft. Edits with the same
   * `merge` key in a row (one brush stroke, typing in one field) are one step of undo.
   */
  function change(edit: (d: Scenario) => void, merge?: string): void {
    if (!draft.value) return
    const next = structuredClone(draft.value)
    edit(next)
    if (merge === undefined || merge !== lastMerge) past.value = [...past.value.slice(-(MAX_UNDO - 1)), draft.value]
    future.value = []
    lastMerge = merge
    draft.value = next
  }

  /** Ends a merged run of edits (the brush lifted, the field left): the next edit is a new step. */
  function seal(): void {
    lastMerge = undefined
  }

  function undo(): void {
    const prev = past.value[past.value.length - 1]
    if (!prev || !draft.value) return
    future.value = [draft.value, ...future.value]
    past.value = past.value.slice(0, -1)
    draft.value = prev
    lastMerge = undefined
  }

  function redo(): void {
    const next = future.value[0]
    if (!next || !draft.value) return
    past.value = [...past.value, draft.value]
    future.value = future.value.slice(1)
    draft.value = next
    lastMerge = undefined
  }

  function newBlank(options: BlankOptions): void {
    replace(blankScenario(options))
  }

  /** Edits a copy of a shipped scenario; `false` when there is no such scenario. */
  function copyShipped(id: string): boolean {
    const s = copyOfScenario(id)
    if (s) replace(s)
    return !!s
  }

  /**
   * Sets option `key` of the rule plugin `pluginId` in the draft's mix (`plugins[i].config`), as
   * the start screen's option fields do; `undefined` removes it (the plugin's default applies).
   * A config left empty is dropped from the file.
   */
  function setPluginOption(pluginId: string, key: string, value: unknown): void {
    change((d) => {
      const p = d.plugins.find((x) => x.id === pluginId)
      if (!p) return
      const config = { ...(p.config ?? {}) }
      if (value === undefined) delete config[key]
      else config[key] = value
      if (Object.keys(config).length) p.config = config
      else delete p.config
    })
  }

  /** The draft as the file's text (what the export downloads). */
  function exportText(): string {
    return JSON.stringify(draft.value, null, 1)
  }

  /**
   * Reads a scenario file into the editor. Refused (the draft unchanged) when it is not JSON or
   * not a scenario by the core's `checkScenario`: the issues name the bad fields. The rule
   * checks (unit types, terrain) are the live validation's, after the import.
   */
  function importText(text: string): ImportResult {
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch (e) {
      return { ok: false, issues: [{ code: 'scenario/json-syntax', path: '', message: `not valid JSON: ${(e as Error).message}` }] }
    }
    const checked = checkScenario(data)
    if (!checked.ok) return { ok: false, issues: checked.issues }
    replace(structuredClone(checked.scenario))
    return { ok: true }
  }

  /** The setup of a hot-seat play-test of the draft: every side played on this device, not autosaved. */
  function playtestSetup(d: Scenario): GameSetup {
    return { scenarioId: d.id, plugins: structuredClone(d.plugins), players: Object.fromEntries(d.sides.map((s) => [s.id, 'human' as const])), seed: 1, playtest: true }
  }

  /** Starts a hot-seat game of the draft; `false` (the session's `error` says why) when it cannot start. */
  async function playtest(): Promise<boolean> {
    if (!draft.value) return false
    const d = structuredClone(draft.value)
    return useSessionStore().start(playtestSetup(d), d)
  }

  return { open, draft, issues, palette, canUndo, canRedo, change, seal, undo, redo, setPluginOption, newBlank, copyShipped, exportText, importText, playtest, playtestSetup }
})
