import { findUnsafeKeys, saveFileSchema, stableStringify, zodIssues, type Issue, type PluginDefinition, type SaveFile, type Scenario } from '@hexes/core'
import type { GameSetup } from '../gameFactory'
import type { SessionError } from '../sessionError'
import { checkSetup } from './checkSetup'

/** A save that may be rebuilt: the file, its checked setup and the shipped scenario it plays. */
export type CheckedSave = { ok: true; file: SaveFile; setup: GameSetup; scenario: Scenario } | { ok: false; error: SessionError }

/** Where the save comes from: a file from outside, or this browser's autosave. */
export type SaveSource = 'file' | 'autosave'

/** What {@link checkSave} needs from the app. */
export interface SaveCheckContext {
  /** The shipped scenario with this id, if any. */
  loadScenario(id: string): Promise<Scenario | undefined>
  /** The plugins the app ships. */
  plugins: readonly PluginDefinition<any>[]
  /**
   * This browser's own copy of a game (the autosave's save file), if any: a file that continues
   * that game (same scenario and seed, its actions first) must keep its rule mix and options.
   */
  witness?: unknown
}

const fail = (message: string, key: string, issues: Issue[], params: Record<string, string> = {}): CheckedSave => ({ ok: false, error: { message, key, params, issues } })

/**
 * Checks a save before anything is rebuilt from it; a save from a file and the autosave are both
 * from outside (anyone can edit them). Refused, each with the path of what is wrong:
 * - not JSON, a prototype key, not a save by the schema;
 * - scripted dice (`dice`): a test's save; a game plays the seeded dice;
 * - an unknown scenario;
 * - a setup (`meta.setup`) the start screen could not have made from the shipped scenario
 *   ({@link checkSetup});
 * - a file that continues this browser's copy of the game with other rule options.
 *
 * The engine's `loadGame` then checks the rest: the scenario and rule-mix hashes, the plugin
 * versions, the replay of every action and the final state hash.
 */
export async function checkSave(input: unknown, source: SaveSource, ctx: SaveCheckContext): Promise<CheckedSave> {
  let data = input
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input)
    } catch (e) {
      return fail(`Not a JSON file: ${(e as Error).message}`, 'errors.notJson', [], { reason: (e as Error).message })
    }
  }
  const damaged = source === 'autosave'
    ? (issues: Issue[]) => fail('The saved game in this browser is damaged and cannot be resumed', 'errors.damagedAutosave', issues)
    : (issues: Issue[]) => fail('Not a Hexes save file', 'errors.notSave', issues)
  // Prototype keys are refused before anything reads the document (as the engine's loadGame does).
  const unsafe = findUnsafeKeys(data)
  if (unsafe.length) return damaged(unsafe)
  const parsed = saveFileSchema.safeParse(data)
  if (!parsed.success) return damaged(zodIssues(parsed.error, { code: 'save', namespaced: true }))
  const file = parsed.data
  if (file.dice !== undefined) {
    return fail('This save plays scripted dice (dice): it is a test file, not a game, and is refused', 'saves.scriptedDice',
      [{ code: 'save/scripted-dice', path: 'dice', message: 'a game plays the seeded dice; a save with a dice script is a test\'s' }], { path: 'dice' })
  }
  const scenario = await ctx.loadScenario(file.scenario.id)
  if (!scenario) return fail(`Unknown scenario "${file.scenario.id}"`, 'errors.unknownScenario', [], { id: file.scenario.id })
  const meta = file.meta as { setup?: unknown } | undefined
  let setup: GameSetup
  if (meta?.setup === undefined) {
    // A save without the app's setup (the command-line tool's): the scenario as shipped, hot-seat.
    setup = { scenarioId: scenario.id, plugins: scenario.plugins.map((p) => ({ ...p })), players: Object.fromEntries(scenario.sides.map((x) => [x.id, 'human' as const])), seed: typeof file.seed === 'number' ? file.seed : 1 }
  } else {
    const checked = checkSetup(meta.setup, file, scenario, ctx.plugins)
    const issues = checked.ok ? witnessIssues(file, checked.setup, ctx.witness, scenario, ctx.plugins) : checked.issues
    if (issues.length) return fail(`This save was changed by hand and is refused: ${issues[0]!.path}`, 'saves.tampered', issues, { path: issues[0]!.path })
    setup = (checked as { setup: GameSetup }).setup
  }
  return { ok: true, file, setup, scenario }
}

/**
 * The rule options of a file that continues this browser's copy of the game (the same scenario
 * and seed, the copy's actions first) must be the copy's: options are chosen once, at the start.
 * A copy that is no game the start screen could have made is no witness.
 */
function witnessIssues(file: SaveFile, setup: GameSetup, witness: unknown, scenario: Scenario, plugins: readonly PluginDefinition<any>[]): Issue[] {
  const w = saveFileSchema.safeParse(witness)
  if (!w.success || findUnsafeKeys(witness).length) return []
  const mine = w.data
  if (mine.scenario.id !== file.scenario.id || mine.seed !== file.seed || mine.actions.length === 0 || mine.actions.length > file.actions.length) return []
  const own = checkSetup((mine.meta as { setup?: unknown } | undefined)?.setup, mine, scenario, plugins)
  if (!own.ok) return []
  const minePlugins = own.setup.plugins
  if (!mine.actions.every((a, i) => stableStringify(a) === stableStringify(file.actions[i]))) return []
  const issues: Issue[] = []
  const at = 'meta.setup.plugins'
  if (stableStringify(minePlugins.map((p) => p.id)) !== stableStringify(setup.plugins.map((p) => p.id))) {
    return [{ code: 'save/options-changed', path: at, message: `the rule mix is not this game's as saved in this browser (${minePlugins.map((p) => p.id).join(', ')})` }]
  }
  setup.plugins.forEach((p, i) => {
    const was = minePlugins[i]!.config ?? {}
    const now = p.config ?? {}
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
      if (stableStringify(was[key]) !== stableStringify(now[key])) {
        issues.push({ code: 'save/options-changed', path: `${at}[${i}].config.${key}`, message: `this game was saved in this browser with ${key} ${key in was ? stableStringify(was[key]) : 'unset'}` })
      }
    }
  })
  return issues
}
