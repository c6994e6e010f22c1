import { buildRules, parseGameRecord, parseScenario, verifyRecord, type Scenario } from '@hexes/core'
import { CliError } from '../CliError'
import type { Command } from '../Command'
import { langOption, textIn } from '../engineText'
import { readJsonFile } from '../files'
import { expectPositionals, stringOption } from '../parseArgs'
import { findBuiltin, resolveScenario } from '../resolveScenario'

/** `hexes verify <record.json> [--scenario path] [--json]`. */
export const verifyCommand: Command = {
  name: 'verify',
  summary: 'check every die and state of a finished server game against its seed commitment',
  help: `Usage: hexes verify <record.json> [--scenario <scenario>] [--json] [--lang <en|fr>]

Checks a game record (hexes-game-record, published by the server when a game with secret dice
ends): that the revealed seed matches the commitment published when the game started, that the
record names this scenario (id and content hash) and its plugins at the installed versions, then
replays every action from the seed on the hmac-sha256 dice, comparing the hash of every state. The
scenario is the builtin one with the record's scenario id, unless --scenario names a file or a
builtin id.

Prints "verified: N actions, M dice, commitment ok", or the first problem with its code (and the
seq of the action at fault) and exits with status 1; --lang words the problem (the summary's own
words stay English).

Options:
  --scenario <s>   scenario file or builtin id to verify against
  --json           print the verdict as JSON ({ ok, actions, dice } or { ok, code, seq, message })
  --lang <en|fr>   language of the problem found (default en)`,
  options: { scenario: { type: 'string' }, json: { type: 'boolean' }, lang: { type: 'string' } },
  async run(args, ctx) {
    const { io, deps } = ctx
    const [file] = expectPositionals(args, ['record.json'], 'verify')
    const lang = langOption(args, 'verify')
    const data = readJsonFile(io, file!, 'Game record')
    const shape = parseGameRecord(data)
    const { plugins, scenarios } = await deps.registry()
    const ref = stringOption(args, 'scenario')
    let scenario: Scenario | undefined
    if (ref !== undefined) scenario = (await resolveScenario(ctx, ref)).scenario
    else if (shape.ok) {
      const builtin = findBuiltin(scenarios, shape.record.scenario.id)
      if (builtin === undefined) {
        throw new CliError('cli/unknown-scenario', `The record is for scenario "${shape.record.scenario.id}", which is not a builtin scenario: give its file with --scenario <file.json>`)
      }
      scenario = parseScenario(builtin)
    }
    const verdict = shape.ok ? verifyRecord(shape.record, { scenario, plugins }) : shape
    if (args.options.json) {
      io.stdout(`${JSON.stringify(verdict, null, 2)}\n`)
      return verdict.ok ? 0 : 1
    }
    if (verdict.ok) {
      io.stdout(`verified: ${count(verdict.actions, 'action')}, ${count(verdict.dice, 'die', 'dice')}, commitment ok\n`)
      return 0
    }
    const problem = scenario && 'text' in verdict && verdict.text ? textIn(buildRules(scenario, plugins), { text: verdict.text, message: verdict.message }, lang) : verdict.message
    io.stderr(`verify failed: ${verdict.code}${verdict.seq !== undefined ? ` at seq ${verdict.seq}` : ''}: ${problem}\n`)
    return 1
  },
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
}
