import { statSync } from 'node:fs'
import { hashScenario, parseScenario, parseScenarioJson, scenarioVariant, type Scenario } from '@hexes/core'
import { CliError } from './CliError'
import type { CommandCtx } from './CliIo'
import { readTextFile, resolvePath } from './files'

/** A scenario named on the command line, parsed and validated (not yet checked by the plugins). */
export interface ResolvedScenario {
  /** The scenario, with the rule mix of the variant asked for. */
  scenario: Scenario
  /** Where it came from: the path, or `builtin <id>`. */
  source: string
}

/**
 * Resolves `<scenario>`: a JSON file (relative to the caller's directory) when such a file exists
 * (a file, not a directory)
 * or the argument looks like a path, otherwise the id of a builtin scenario. With `variant`, the
 * scenario with that variant's rule mix (`--variant <id>`). Throws `CliError` for an unknown name
 * and `scenario/invalid` (an `EngineError` with every issue) for a bad file or an unknown variant.
 */
export async function resolveScenario(ctx: CommandCtx, ref: string, variant?: string): Promise<ResolvedScenario> {
  const r = await resolveWritten(ctx, ref)
  return variant === undefined ? r : { scenario: scenarioVariant(r.scenario, variant), source: `${r.source}, variant ${variant}` }
}

/** The scenario as written in its file or in the registry. */
async function resolveWritten(ctx: CommandCtx, ref: string): Promise<ResolvedScenario> {
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

/**
 * The scenario as a game with this scenario hash played it: as written, else the variant whose
 * rule mix hashes so (a save of a variant's game names the scenario, not the variant), else as
 * written (the loader then explains the mismatch).
 */
export function scenarioOfHash(scenario: Scenario, hash: string): Scenario {
  if (hashScenario(scenario) === hash) return scenario
  for (const v of scenario.variants ?? []) {
    const played = scenarioVariant(scenario, v.id)
    if (hashScenario(played) === hash) return played
  }
  return scenario
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
