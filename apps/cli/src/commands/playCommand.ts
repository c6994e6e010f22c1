import { createGame, type Game } from '@hexes/core'
import { CliError, usageError } from '../CliError'
import type { Command } from '../Command'
import { langOption, logLines, textIn } from '../engineText'
import { readJsonFile, writeTextFile } from '../files'
import { isCodedError } from '../formatError'
import { expectPositionals, seedOption, stringOption } from '../parseArgs'
import { pluginsFor } from '../installedPlugins'
import { resolveScenario } from '../resolveScenario'
import { readActionFile } from './readActionFile'

/** `hexes play <scenario> [--variant V] --seed N [--dice 6,1] --actions file.json [--save out.json] [--log] [--lang fr]`. */
export const playCommand: Command = {
  name: 'play',
  summary: 'apply a file of actions to a new game and print the resulting state',
  help: `Usage: hexes play <scenario> --actions <file.json> [--variant V] [--seed N] [--dice 6,1,...] [--save <out.json>]
                   [--compact] [--log] [--lang <en|fr>]

<scenario> is a scenario file or a builtin scenario id (see "hexes list"); --variant V plays its
variant V (the variant's rule mix).
Creates a game (seed N, default 1), applies the actions of the file in order and prints
  { "state", "events", "result", "hash" }
as JSON. The action file is a JSON array of actions, or { "actions": [...] } (see docs/actions.md).

On the first rejected action it prints
  { "rejected": { "index", "action", "code", "ruleId", "message" }, "state", "events" }
(the state before that action), repeats the reason on stderr and exits with status 2.

With --log it prints the battle log instead of the JSON: every event of the game, one per line,
in the language of --lang (the rules' texts; the English message for a rule that has none).

Options:
  --actions <file>   the actions to apply (required)
  --variant <V>      play the scenario's variant V
  --seed <N>         PRNG seed: an integer or a string (default 1)
  --dice <list>      scripted die faces instead of the seeded dice, e.g. 6,1,3; rolling past
                     the end is an error
  --save <file>      write a save file (hexes-save/1) after the last action (with --dice, it
                     records the faces used, and replays with them)
  --compact          print the JSON on one line
  --log              print the events one per line instead of the JSON
  --lang <en|fr>     language of the log and of the rejection on stderr (default en)`,
  options: {
    actions: { type: 'string' }, variant: { type: 'string' }, seed: { type: 'string' }, dice: { type: 'string' }, save: { type: 'string' }, compact: { type: 'boolean' }, log: { type: 'boolean' }, lang: { type: 'string' },
  },
  async run(args, ctx) {
    const { io } = ctx
    const [ref] = expectPositionals(args, ['scenario'], 'play')
    const actionsPath = stringOption(args, 'actions')
    if (actionsPath === undefined) throw usageError('Missing --actions <file.json>', 'play')
    const seed = seedOption(args, 'seed', 'play') ?? 1
    const dice = parseDice(stringOption(args, 'dice'))
    const savePath = stringOption(args, 'save')
    const lang = langOption(args, 'play')
    const log = args.options.log === true
    const actions = readActionFile(readJsonFile(io, actionsPath, 'Action file'), actionsPath)
    const { scenario } = await resolveScenario(ctx, ref!, stringOption(args, 'variant'))
    const game = createGame({ scenario, plugins: await pluginsFor(ctx, scenario), seed, ...(dice ? { dice } : {}) })
    const print = (doc: unknown) => io.stdout(`${args.options.compact ? JSON.stringify(doc) : JSON.stringify(doc, null, 2)}\n`)

    for (let index = 0; index < actions.length; index++) {
      const action = actions[index]
      const r = act(game, action, index)
      if (!r.ok) {
        io.stderr(`Action #${index} rejected: ${r.code} (${r.ruleId}): ${textIn(game.rules, r, lang)}\n`)
        if (log) io.stdout(logLines(game.rules, game.events, lang))
        else print({ rejected: { index, action: printable(action), code: r.code, ruleId: r.ruleId, message: r.message }, state: game.state, events: game.events })
        return 2
      }
    }
    if (savePath !== undefined) writeTextFile(io, savePath, `${JSON.stringify(game.save(), null, 2)}\n`, 'save file')
    if (log) io.stdout(logLines(game.rules, game.events, lang))
    else print({ state: game.state, events: game.events, result: game.state.result, hash: game.hash() })
    return 0
  },
}

/** Applies one action; an engine or dice error while applying it names the action. */
function act(game: Game, action: unknown, index: number): ReturnType<Game['act']> {
  try {
    return game.act(action)
  } catch (e) {
    if (!isCodedError(e)) throw e
    throw new CliError(e.code, `Action #${index} ${JSON.stringify(action)} failed: ${e.message}`, { issues: e.issues ?? [] })
  }
}

/** `--dice 6,1,3` → `[6, 1, 3]`. */
function parseDice(raw: string | undefined): number[] | undefined {
  if (raw === undefined) return undefined
  const parts = raw.split(',').map((p) => p.trim())
  if (parts.some((p) => !/^\d{1,4}$/.test(p) || Number(p) < 1)) throw usageError(`--dice must be a comma-separated list of die faces (integers from 1), got "${raw}"`, 'play')
  return parts.map(Number)
}

/** `value` itself when JSON can print it; a note instead when it is nested too deeply to print. */
function printable(value: unknown): unknown {
  try {
    JSON.stringify(value)
    return value
  } catch {
    return '(not printed: nested too deeply)'
  }
}
