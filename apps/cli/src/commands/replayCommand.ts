import {
  buildRules, findUnsafeKeys, formatPath, isEngineError, isRejection, loadGame, parseScenario, resultText, saveFileSchema, scenarioVariant, type EngineError, type PluginDefinition, type Scenario,
} from '@hexes/core'
import { CliError, usageError } from '../CliError'
import type { Command } from '../Command'
import { langOption, logLines, textIn } from '../engineText'
import { readJsonFile } from '../files'
import { expectPositionals, stringOption } from '../parseArgs'
import { installedPlugins } from '../installedPlugins'
import { findBuiltin, resolveScenario, scenarioOfHash } from '../resolveScenario'
import { describeResult } from './describeResult'

/** Hints printed under a failed replay, by error code. */
const HINTS: Record<string, string> = {
  'save/hash-mismatch': 'Every action was accepted but the game ended in another state: the rules (plugin code or engine) changed since the game was saved, or the file was edited.',
  'save/replay-rejected': 'The log does not fit this scenario and rule set any more: a plugin or the engine changed its rules, or the file was edited.',
}

/** `hexes replay <save.json> [--scenario path] [--variant V] [--log] [--lang fr]`. */
export const replayCommand: Command = {
  name: 'replay',
  summary: 'rebuild a saved game from its action log and check its state hash',
  help: `Usage: hexes replay <save.json> [--scenario <scenario>] [--variant V] [--json | --log] [--lang <en|fr>]

Loads a save file (hexes-save/1, as written by "hexes play --save"): checks it against the
scenario (id and content hash) and the plugins (ids and versions), replays every action from the
seed and compares the final state hash. The scenario is the builtin one with the save's scenario
id, unless --scenario names a file or a builtin id; a save of one of its variants is replayed with
that variant's rule mix (the one whose content hash is the save's), or with --variant V's.

Prints the number of actions, the final state hash and the result. When the save does not match,
explains every mismatch and exits with status 1. With --log, the battle log comes first: every
event of the game, one per line, in the language of --lang, which also words the result's reason
and an action the replay rejects (the rules' texts; the English message for a rule that has none).

Options:
  --scenario <s>   scenario file or builtin id to replay against
  --variant <V>    replay with the scenario's variant V (found from the save's hash otherwise)
  --json           print { scenario, actions, hash, result, turn } as JSON
  --log            print the events one per line, then the summary
  --lang <en|fr>   language of the log, the result's reason and a rejection (default en)`,
  options: { scenario: { type: 'string' }, variant: { type: 'string' }, json: { type: 'boolean' }, log: { type: 'boolean' }, lang: { type: 'string' } },
  async run(args, ctx) {
    const { io, deps } = ctx
    const [file] = expectPositionals(args, ['save.json'], 'replay')
    const lang = langOption(args, 'replay')
    if (args.options.log && args.options.json) throw usageError('--log and --json cannot be combined', 'replay')
    const data = readJsonFile(io, file!, 'Save file')
    const unsafe = findUnsafeKeys(data)
    const parsed = saveFileSchema.safeParse(data)
    if (unsafe.length || !parsed.success) {
      const issues = unsafe.length ? unsafe : parsed.error!.issues.map((i) => ({ code: `save/${i.code}`, path: formatPath(i.path), message: i.message }))
      throw new CliError('save/invalid', `"${file}" is not a valid save file (hexes-save/1)`, { issues })
    }
    const save = parsed.data
    const { plugins: builtinPlugins, scenarios } = await deps.registry()
    const ref = stringOption(args, 'scenario')
    const variant = stringOption(args, 'variant')
    let scenario: Scenario
    if (ref !== undefined) scenario = (await resolveScenario(ctx, ref, variant)).scenario
    else {
      const builtin = findBuiltin(scenarios, save.scenario.id)
      if (builtin === undefined) {
        throw new CliError('cli/unknown-scenario', `The save is for scenario "${save.scenario.id}", which is not a builtin scenario: give its file with --scenario <file.json>`)
      }
      scenario = variant === undefined ? parseScenario(builtin) : scenarioVariant(parseScenario(builtin), variant)
    }
    if (variant === undefined) scenario = scenarioOfHash(scenario, save.scenario.hash)
    const plugins = [...builtinPlugins, ...(await installedPlugins(io.cwd, scenario, builtinPlugins))]
    let game
    try {
      game = loadGame(save, { scenario, plugins })
    } catch (e) {
      if (isEngineError(e) && HINTS[e.code]) throw new CliError(e.code, `${replayFailure(e, lang, scenario, plugins)}\n${HINTS[e.code]}`, { issues: e.issues })
      throw e
    }
    const hash = game.hash()
    const state = game.state
    if (args.options.json) {
      io.stdout(`${JSON.stringify({ scenario: save.scenario.id, actions: save.actions.length, hash, result: state.result, turn: state.turn }, null, 2)}\n`)
      return 0
    }
    if (args.options.log) io.stdout(logLines(game.rules, game.events, lang))
    const reason = state.result ? textIn(game.rules, { text: resultText(state.result), message: state.result.message }, lang) : undefined
    io.stdout(
      `Replayed ${save.actions.length} action${save.actions.length === 1 ? '' : 's'} of ${save.scenario.id} (seed ${JSON.stringify(save.seed)})\n` +
        `state hash: ${hash} (matches the save)\n` +
        `result: ${describeResult(state, reason)}\n`,
    )
    return 0
  },
}

/**
 * The message of a failed replay in `lang`: an action the replay rejected (`save/replay-rejected`,
 * whose cause is the rejection) is told in that language; anything else as the engine says it.
 */
function replayFailure(e: EngineError, lang: string, scenario: Scenario, plugins: readonly PluginDefinition<any>[]): string {
  const r = (e as { cause?: unknown }).cause
  if (lang === 'en' || !isRejection(r) || !r.text || !e.message.endsWith(r.message)) return e.message
  return e.message.slice(0, e.message.length - r.message.length) + textIn(buildRules(scenario, plugins), r, lang)
}
