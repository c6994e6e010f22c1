import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { PluginDefinition } from '@hexes/core'
import { examplePlugin } from '@hexes/plugin-example'
import { run } from '../src/main'

/** The package directory: fixture paths in tests are relative to it. */
export const cliDir = fileURLToPath(new URL('..', import.meta.url))

/** The repository root: the paths of `runRealCli` are relative to it. */
export const repoDir = fileURLToPath(new URL('../../../', import.meta.url))

/** A fixture document, parsed. */
export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../test-fixtures/${name}`, import.meta.url), 'utf8'))
}

/** What one in-process CLI run printed. */
export interface CliRun {
  code: number
  stdout: string
  stderr: string
  /** stdout parsed as JSON (throws if it is not). */
  json(): any
}

/**
 * Runs the CLI in-process against a test registry: the example plugin (plus `plugins`) and the
 * skirmish fixture as the only builtin scenario.
 */
export async function runCli(argv: string[], options: { cwd?: string; plugins?: PluginDefinition<any>[]; scenarios?: unknown[] } = {}): Promise<CliRun> {
  let stdout = ''
  let stderr = ''
  const code = await run(argv, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), cwd: options.cwd ?? cliDir }, {
    registry: async () => ({ plugins: [examplePlugin, ...(options.plugins ?? [])], scenarios: options.scenarios ?? [fixture('skirmish.json')] }),
  })
  return { code, stdout, stderr, json: () => JSON.parse(stdout) }
}

/** Runs the CLI in-process with the real builtin registry (`@hexes/registry`), from the repository root. */
export async function runRealCli(...argv: string[]): Promise<Omit<CliRun, 'json'>> {
  let stdout = ''
  let stderr = ''
  const code = await run(argv, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), cwd: repoDir })
  return { code, stdout, stderr }
}
