import { buildRules, isEngineError, parseScenarioJson, scenarioVariant, variantMixIssues, type Issue, type PluginDefinition, type Scenario } from '@hexes/core'
import type { Command } from '../Command'
import { formatIssue } from '../formatError'
import { readTextFile } from '../files'
import { INSTALL_HINT, installedPlugins } from '../installedPlugins'
import { expectPositionals } from '../parseArgs'

/** `hexes validate <scenario.json>`: parse the scenario and build its rules, and every variant's, with the builtin plugins. */
export const validateCommand: Command = {
  name: 'validate',
  summary: 'check a scenario file against the format and its rule plugins',
  help: `Usage: hexes validate <scenario.json>

Parses the scenario (format, references, hexes on the map), then loads its plugin mix from the
builtin plugins and lets them check it (unit types, stacking, config). Then every variant: its
changes against the mix as written (a plugin to remove that is not there, no plugin left, no
change), and its rule mix loaded and checked the same way; a problem of a variant's mix is listed
under the variant ("variants[0]: plugins[1].config.x: ..."). Prints "OK <id>: <name>" (and the
variants checked), or the problems as "path: message" (the first 100, then how many more) and
exits with status 1. A scenario file may have at most 4,000,000 characters.`,
  options: {},
  async run(args, { io, deps }) {
    const [file] = expectPositionals(args, ['scenario.json'], 'validate')
    const text = readTextFile(io, file!, 'Scenario file')
    const builtin = (await deps.registry()).plugins
    let scenario: Scenario
    let plugins: PluginDefinition<any>[]
    try {
      scenario = parseScenarioJson(text)
      plugins = [...builtin, ...(await installedPlugins(io.cwd, scenario, builtin))]
      buildRules(scenario, plugins)
    } catch (e) {
      if (!isEngineError(e) || e.issues.length === 0) throw e
      io.stdout(`${file}: ${e.problems.toLocaleString('en-US')} problem${e.problems === 1 ? '' : 's'} (${e.code})\n`)
      for (const i of e.issues) io.stdout(`${formatIssue(i)}\n`)
      if (e.issues.some((i) => i.code === 'loader/unknown-plugin')) io.stdout(`${INSTALL_HINT}\n`)
      return 1
    }
    const issues = [...variantMixIssues(scenario), ...(scenario.variants ?? []).flatMap((v, i) => variantLoadIssues(scenario, v.id, i, plugins))]
    if (issues.length) {
      io.stdout(`${file}: ${issues.length.toLocaleString('en-US')} problem${issues.length === 1 ? '' : 's'} in its variants\n`)
      for (const i of issues) io.stdout(`${formatIssue(i)}\n`)
      return 1
    }
    const variants = scenario.variants?.length ? ` (variants: ${scenario.variants.map((v) => v.id).join(', ')})` : ''
    io.stdout(`OK ${scenario.id}: ${scenario.name}${variants}\n`)
    return 0
  },
}

/** What the loader and the plugins say of a variant's rule mix, each issue under `variants[i]`. */
function variantLoadIssues(scenario: Scenario, id: string, index: number, plugins: readonly PluginDefinition<any>[]): Issue[] {
  try {
    buildRules(scenarioVariant(scenario, id), plugins)
    return []
  } catch (e) {
    if (!isEngineError(e) || e.issues.length === 0) throw e
    return e.issues.map((i) => ({ ...i, path: `variants[${index}]`, message: `${i.path ? `${i.path}: ` : ''}${i.message} (rule mix of variant "${id}")` }))
  }
}
