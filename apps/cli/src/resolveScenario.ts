import { statSync } from 'node:fs'
import { parseScenario, parseScenarioJson, type Scenario } from '@hexes/core'
import { CliError } from './CliError'
import type { CommandCtx } from './CliIo'
import { readTextFile, resolvePath } from './files'

/** A scenario named on the command line, parsed and validated (not yet checked by the plugins). */
export interface ResolvedScenario {
  scenario: Scenario
  /** Where it came from: the path, or `builtin <id>`. */
  source: string
}

/**
 * Resolves `<scenario>`: a JSON file (relative to the caller's directory) when such a file exists
 * (a file, not a directory)
 * or the argument looks like a path, otherwise the id of a builtin scenario. Throws `CliError`
 * for an unknown name and `scenario/invalid` (an `EngineError` with every issue) for a bad file.
 */
export async function resolveScenario(ctx: CommandCtx, ref: string): Promise<ResolvedScenario> {
  const looksLikePath = /[/\\]/.test(ref) || ref.endsWith('.json')
  if (looksLikePath || isFile(resolvePath(ctx.io, ref))) {
    return { scenario: parseScenarioJson(readTextFile(ctx.io, ref, 'Scenario file')), source: ref }
  }
  const { scenarios } = await ctx.deps.registry()
  const found = findBuiltin(scenarios, ref)
  if (found === undefined) {
    const ids = scenarios.map((s) => (s as { id?: string }).id).join(', ')
    throw new CliError('cli/unknown-scenario', `"${ref}" is neither a scenario file nor a builtin scenario id (builtin: ${ids || 'none'})`)
  }
  return { scenario: parseScenario(found), source: `builtin ${ref}` }
}

/** The builtin scenario document with this id, or `undefined`. */
export function findBuiltin(scenarios: readonly unknown[], id: string): unknown {
  return scenarios.find((s) => typeof s === 'object' && s !== null && (s as { id?: unknown }).id === id)
}

/** Whether `path` names an existing file (a directory named like a builtin id does not count). */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}
