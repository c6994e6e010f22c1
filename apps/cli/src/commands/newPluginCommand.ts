import { join } from 'node:path'
import { CliError } from '../CliError'
import { cliPackageDir } from '../cliPackageDir'
import type { Command } from '../Command'
import { resolvePath } from '../files'
import { kitVersions } from '../newPlugin/kitVersions'
import { pluginNames } from '../newPlugin/pluginNames'
import { checkTargetFolder, writePluginScaffold } from '../newPlugin/writePluginScaffold'
import { expectPositionals, stringOption } from '../parseArgs'

/** `hexes new-plugin <name> [--dir <folder>]`: writes a rule plugin package to start from. */
export const newPluginCommand: Command = {
  name: 'new-plugin',
  summary: 'write a new rule plugin package (rules, tests, texts, scenario) to start from',
  help: `Usage: hexes new-plugin <name> [--dir <folder>]

Writes the package hexes-plugin-<name> into ./hexes-plugin-<name> (or <folder>), a folder that
must not exist yet or be empty. <name> is the plugin's id, as scenarios name it: a lowercase
letter, then 1 to 40 lowercase letters, digits or single hyphens (e.g. "volley-fire"), not the
id of a builtin plugin. The package is a small complete rule set to build on, its rule ids
<NAME>-1 to <NAME>-4 (the id's letters in capitals): a turn sequence, a tapped movement-cost
hook, a volley action rolling a die with a UI descriptor for the web app, rule tests with
scripted dice, the conformance suite of @hexes/testing, English and French texts and rules
summary, the scenario scenarios/<name>-skirmish.json, a README, a changeset. Its dependencies on
@hexes/* are the versions of this hexes. Then: cd into it, "pnpm install", "pnpm test"; the
README says how to play it with hexes and publish it.

Options:
  --dir <folder>   where to write the package (default ./hexes-plugin-<name>)`,
  options: { dir: { type: 'string' } },
  async run(args, { io, deps }) {
    const [name] = expectPositionals(args, ['name'], 'new-plugin')
    const names = pluginNames(name!)
    const builtin = (await deps.registry()).plugins.map((p) => p.manifest.id)
    if (builtin.includes(names.id)) throw new CliError('cli/plugin-name', `The argument <name> "${names.id}" is the id of a builtin plugin: hexes would load the builtin one, never yours (builtin: ${builtin.join(', ')})`)
    const shown = stringOption(args, 'dir') ?? names.packageName
    const dir = resolvePath(io, shown)
    checkTargetFolder(dir, shown)
    const cli = cliPackageDir()
    let files: string[]
    try {
      files = writePluginScaffold(join(cli, 'templates', 'plugin'), dir, names, kitVersions(cli))
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code
      if (code === undefined || !/^E[A-Z]+$/.test(code)) throw e
      throw new CliError('cli/file-unwritable', `Cannot write the plugin into "${shown}": ${(e as Error).message}`)
    }
    io.stdout(`Wrote ${names.packageName} (plugin id "${names.id}", rules ${names.rulePrefix}-1 to ${names.rulePrefix}-4) into ${shown}:
${files.map((f) => `  ${f}`).join('\n')}

Next:
  cd ${shown}
  pnpm install
  pnpm test
`)
    return 0
  },
}
