import { CliError } from './CliError'
import type { Registry } from './CliIo'

let cached: Promise<Registry> | undefined

/**
 * Imports `@hexes/registry` on first use, so that commands which do not need the builtin plugins
 * (`bench`, `--help`) still work while a plugin is broken, and a plugin that fails to load is
 * reported as one clear error (`cli/registry`) rather than a crash at start-up.
 */
export function loadRegistry(): Promise<Registry> {
  cached ??= import('@hexes/registry').then(
    (m) => ({ plugins: m.builtinPlugins, scenarios: m.builtinScenarios }),
    (e: unknown) => {
      cached = undefined
      throw new CliError('cli/registry', `The builtin plugins could not be loaded (@hexes/registry): ${e instanceof Error ? e.message : String(e)}`)
    },
  )
  return cached
}
