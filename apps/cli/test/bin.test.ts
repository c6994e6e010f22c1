import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const bin = fileURLToPath(new URL('../bin/hexes.mjs', import.meta.url))
const repo = fileURLToPath(new URL('../../../', import.meta.url))
const cliPackage = fileURLToPath(new URL('../', import.meta.url))

describe('cli/bin', () => {
  /** Runs the real binary's `validate` in `cwd` with `INIT_CWD` set to the repository root. */
  const validateIn = (cwd: string, path: string) =>
    spawnSync(process.execPath, [bin, 'validate', path], { cwd, env: { ...process.env, INIT_CWD: repo, HEXES_DEBUG: '' }, encoding: 'utf8', timeout: 60_000 })

  /** The binary found and validated the teaching scenario, with nothing on stderr. */
  const expectTeachingValid = (r: ReturnType<typeof validateIn>) => {
    expect(r.stderr).toBe('')
    expect(r.stdout).toBe('OK teaching-ford: The Ford at Saint-Aubin\n')
    expect(r.status).toBe(0)
  }

  it('runs the real binary through tsx: decorators of the builtin plugins, paths from INIT_CWD', () => {
    // Started in the package directory, as `pnpm --filter @hexes/cli exec` does: INIT_CWD says where the user was.
    const r = validateIn(cliPackage, 'scenarios/teaching-ford.json')
    expectTeachingValid(r)
  }, 60_000)

  it('started anywhere else, resolves paths from the current directory even with an inherited INIT_CWD', () => {
    const elsewhere = mkdtempSync(`${tmpdir()}/hexes-bin-`)
    writeFileSync(join(elsewhere, 'mine.json'), readFileSync(join(repo, 'scenarios/teaching-ford.json')))
    const r = validateIn(elsewhere, 'mine.json')
    expectTeachingValid(r)
  }, 60_000)

  it('exits with the command status and never prints a stack for bad input', () => {
    const r = spawnSync(process.execPath, [bin, 'play', 'no-such-scenario', '--actions', 'x.json'], { cwd: repo, env: { ...process.env, INIT_CWD: repo }, encoding: 'utf8', timeout: 60_000 })
    expect(r.status).toBe(1)
    expect(r.stderr).toBe('error cli/file-not-found: Action file "x.json" does not exist\n')
  }, 60_000)
})
