import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PluginDefinition } from '@hexes/core'
import { checkConformance } from '@hexes/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cliDir, repoDir, runCli } from './runCli'

/**
 * The package `hexes new-plugin` writes, played for real, so that a broken template fails CI:
 * generated into a temporary folder outside the workspace whose node_modules links each of its
 * dependencies to the workspace's copy (nothing is downloaded), then its own tests, typecheck and
 * build, the engine on its sources, and the real `hexes` binary on its build.
 */
const root = mkdtempSync(join(tmpdir(), 'hexes-scaffold-'))
const dir = join(root, 'hexes-plugin-volley-fire')
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Where the workspace's packages are found, in order: the CLI's, core's (zod), the root's (changesets). */
const stores = [join(cliDir, 'node_modules'), join(repoDir, 'packages/core/node_modules'), join(repoDir, 'node_modules')]

/** Links every dependency of the generated package.json to the workspace's copy. */
function linkDependencies(): void {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> }
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    const found = stores.map((s) => join(s, name)).find((p) => existsSync(p))
    if (!found) throw new Error(`the scaffold depends on ${name}, which the workspace does not have`)
    const link = join(dir, 'node_modules', name)
    mkdirSync(dirname(link), { recursive: true })
    symlinkSync(realpathSync(found), link, 'dir')
  }
}

interface Ran {
  code: number | null
  out: string
}

/** Runs `node <args>` in `cwd` (no Vitest variables inherited), its stdout and stderr together. */
function node(args: string[], cwd = dir): Promise<Ran> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_OPTIONS' && k !== 'INIT_CWD'))
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...env, HEXES_DEBUG: '1', NO_COLOR: '1', FORCE_COLOR: '0' } })
    let out = ''
    child.stdout.on('data', (d) => void (out += d))
    child.stderr.on('data', (d) => void (out += d))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, out }))
  })
}

const bin = join(cliDir, 'bin/hexes.mjs')
const tsc = (project: string) => node([join(dir, 'node_modules/typescript/bin/tsc'), '-p', project])
const scenario = 'scenarios/volley-fire-skirmish.json'
const actions = 'scenarios/volley-fire-skirmish.actions.json'
let ownTests: Promise<Ran>
let typecheck: Promise<Ran>
let build: Promise<Ran>

beforeAll(async () => {
  const r = await runCli(['new-plugin', 'volley-fire', '--dir', dir])
  if (r.code !== 0) throw new Error(r.stderr)
  linkDependencies()
  // The slow parts run side by side; each test waits for its own.
  ownTests = node([join(dir, 'node_modules/vitest/vitest.mjs'), 'run', '--root', dir])
  typecheck = tsc('tsconfig.test.json')
  build = tsc('tsconfig.json')
})

describe('cli: the package new-plugin writes', () => {
  it('loads by name from its folder and plays its scenario with scripted dice in process, and passes checkConformance', async () => {
    const mod = (await import(pathToFileURL(join(dir, 'src/index.ts')).href)) as { default: PluginDefinition<any> }
    expect(mod.default.manifest).toMatchObject({ id: 'volley-fire', version: '0.1.0', provides: ['base-rules'] })
    const doc = JSON.parse(readFileSync(join(dir, scenario), 'utf8'))
    expect(checkConformance({ scenario: doc, plugins: [mod.default], seeds: [1, 2, 3] })).toEqual([])
    expect((await runCli(['validate', scenario], { cwd: dir })).stdout).toBe('OK volley-fire-skirmish: Skirmish at the wood (Volley fire)\n')
    const p = await runCli(['play', scenario, '--actions', actions, '--dice', '6,1'], { cwd: dir })
    expect(p.stderr).toBe('')
    const state = p.json().state as { units: { id: string; status: string }[] }
    expect(state.units.filter((u) => u.status === 'eliminated').map((u) => u.id)).toEqual(['b1'])
  }, 60_000)

  it('passes its own tests (rules with scripted dice, texts, UI descriptor, conformance suite) and its typecheck', async () => {
    const [t, c] = await Promise.all([ownTests, typecheck])
    expect(t.out).toMatch(/Test Files {2}5 passed \(5\)\n +Tests {2}15 passed \(15\)/)
    expect(t.code).toBe(0)
    expect(c.out).toBe('')
    expect(c.code).toBe(0)
  }, 240_000)

  it('builds to dist, and shaped as packed (exports to dist), the real hexes binary validates, plays and simulates its scenario', async () => {
    const b = await build
    expect(b.out).toBe('')
    expect(b.code).toBe(0)
    const pkgPath = join(dir, 'package.json')
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'))
    writeFileSync(pkgPath, JSON.stringify({ ...pkg, ...pkg.publishConfig, publishConfig: undefined }))
    const [v, p, s] = await Promise.all([
      node([bin, 'validate', scenario]),
      node([bin, 'play', scenario, '--actions', actions, '--dice', '6,1', '--log', '--lang', 'fr']),
      node([bin, 'simulate', scenario, '--games', '20']),
    ])
    expect(v).toEqual({ code: 0, out: 'OK volley-fire-skirmish: Skirmish at the wood (Volley fire)\n' })
    expect(p.out).toContain('Archers rouges tire une volée sur Archers bleus : 6, touché\nArchers bleus est éliminée\n')
    expect(p.out).toContain('Tireurs rouges tire une volée sur Francs-archers bleus : 1, manqué')
    expect(p.code).toBe(0)
    expect(s.out).toContain('Failures: none')
    expect(s.code).toBe(0)
  }, 240_000)
})
