import { CliError } from '../CliError'

/** The names a plugin scaffold is written with, all derived from the plugin id. */
export interface PluginNames {
  /** The plugin id, as scenarios name it (`volley-fire`). */
  id: string
  /** The npm package the CLI's installed-plugin loader looks for (`hexes-plugin-volley-fire`). */
  packageName: string
  /** The prefix of its rule ids (`VOLLEY-FIRE`, for `VOLLEY-FIRE-1`): the id's letters, upper case, one hyphen between runs. */
  rulePrefix: string
  /** The id in camelCase, for values (`volleyFire` in `volleyFirePlugin`). */
  camel: string
  /** The id in PascalCase, for classes and types (`VolleyFire` in `VolleyFireRules`). */
  pascal: string
  /** The id as words, for people (`Volley fire`). */
  title: string
}

/** A plugin id `hexes new-plugin` accepts: a lowercase letter, then 1 to 40 lowercase letters, digits or single hyphens, not ending with one. */
const PLUGIN_ID = /^[a-z][a-z0-9-]{1,40}$/

/**
 * Checks the `<name>` argument of `hexes new-plugin` and derives the names of the scaffold from
 * it. A name that is not a plugin id is the error `cli/plugin-name`, naming the argument.
 *
 * @example pluginNames('volley-fire').rulePrefix // 'VOLLEY-FIRE'
 */
export function pluginNames(name: string): PluginNames {
  if (!PLUGIN_ID.test(name) || name.endsWith('-') || name.includes('--')) {
    throw new CliError('cli/plugin-name', `The argument <name> must be a plugin id: a lowercase letter, then 1 to 40 lowercase letters, digits or single hyphens, not ending with a hyphen (e.g. "volley-fire"); got "${name}"`)
  }
  const parts = name.split('-')
  const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
  return {
    id: name,
    packageName: `hexes-plugin-${name}`,
    // Rule ids are letters, hyphens and a final number (`HM-ZOC-4`): digits of the id are left out.
    rulePrefix: name.split(/[^a-z]+/).filter((s) => s !== '').join('-').toUpperCase(),
    camel: parts[0]! + parts.slice(1).map(upper).join(''),
    pascal: parts.map(upper).join(''),
    title: upper(parts.join(' ')),
  }
}
