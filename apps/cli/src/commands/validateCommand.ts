import { buildRules, isEngineError, parseScenarioJson, type Scenario } from '@hexes/core'
import type { Command } from '../Command'
import { formatIssue } from '../formatError'
import { readTextFile } from '../files'
import { expectPositionals } from '../parseArgs'

/** `hexes validate <scenario.json>`: parse the scenario and build its rules with the builtin plugins. */
export const validateCommand: Command = {
  name: 'validate',
  summary: 'check a scenario file against the format and its rule plugins',
  help: `Usage: hexes validate <scenario.json>

Parses the scenario (format, references, hexes on the map), then loads its plugin mix from the
builtin plugins and lets them check it (unit types, stacking, config). Prints "OK <id>: <name>",
or the problems as "path: message" (the first 100, then how many more) and exits with status 1.
A scenario file may have at most 4,000,000 characters.`,
  options: {},
  async run(args, { io, deps }) {
    const [file] = expectPositionals(args, ['scenario.json'], 'validate')
    const text = readTextFile(io, file!, 'Scenario file')
    let scenario: Scenario
    try {
      scenario = parseScenarioJson(text)
      buildRules(scenario, (await deps.registry()).plugins)
    } catch (e) {
      if (!isEngineError(e) || e.issues.length === 0) throw e
      io.stdout(`${file}: ${e.problems.toLocaleString('en-US')} problem${e.problems === 1 ? '' : 's'} (${e.code})\n`)
      for (const i of e.issues) io.stdout(`${formatIssue(i)}\n`)
      return 1
    }
    io.stdout(`OK ${scenario.id}: ${scenario.name}\n`)
    return 0
  },
}
