import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pluginNames } from '../src/newPlugin/pluginNames'
import { cliDir, repoDir, runCli } from './runCli'

/** `hexes new-plugin`: what it writes, and what it refuses (the generated package is played in newPluginScaffold.test.ts). */
const dir = mkdtempSync(join(tmpdir(), 'hexes-new-plugin-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'))
const filesUnder = (root: string, at = root): string[] =>
  readdirSync(at).flatMap((n) => (statSync(join(at, n)).isDirectory() ? filesUnder(root, join(at, n)) : [relative(root, join(at, n)).split(sep).join('/')])).sort()

describe('cli: new-plugin', () => {
  it('writes hexes-plugin-<name> into ./hexes-plugin-<name>, every name substituted and no placeholder left', async () => {
    const r = await runCli(['new-plugin', 'volley-fire'], { cwd: dir })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const out = join(dir, 'hexes-plugin-volley-fire')
    expect(filesUnder(out)).toEqual([
      '.changeset/config.json', '.changeset/first-release.md', '.gitignore', 'README.md', 'package.json',
      'scenarios/volley-fire-skirmish.actions.json', 'scenarios/volley-fire-skirmish.json',
      'src/VolleyFireRules.test.ts', 'src/VolleyFireRules.ts', 'src/conformance.test.ts',
      'src/i18n/volleyFireMessages.test.ts', 'src/i18n/volleyFireMessages.ts', 'src/i18n/volleyFireRulesText.ts',
      'src/ids.ts', 'src/index.ts', 'src/ui/volleyFireUi.test.ts', 'src/ui/volleyFireUi.ts',
      'src/volleyAction.test.ts', 'src/volleyAction.ts', 'src/volleyFireConfig.ts', 'src/volleyFirePlugin.ts', 'src/volleyFireState.ts',
      'tsconfig.json', 'tsconfig.test.json', 'vitest.config.ts',
    ])
    expect(r.stdout).toContain('Wrote hexes-plugin-volley-fire (plugin id "volley-fire", rules VOLLEY-FIRE-1 to VOLLEY-FIRE-4) into hexes-plugin-volley-fire:\n  .changeset/config.json\n')
    expect(r.stdout).toMatch(/Next:\n {2}cd hexes-plugin-volley-fire\n {2}pnpm install\n {2}pnpm test\n$/)
    for (const f of filesUnder(out)) expect(readFileSync(join(out, f), 'utf8'), f).not.toMatch(/__[A-Za-z]+__/)
    expect(readFileSync(join(out, 'src/ids.ts'), 'utf8')).toContain("export const PLUGIN = 'volley-fire'")
    expect(readFileSync(join(out, 'src/VolleyFireRules.ts'), 'utf8')).toContain('export class VolleyFireRules implements RulePlugin')
    expect(readFileSync(join(out, 'src/volleyAction.test.ts'), 'utf8')).toContain("it('VOLLEY-FIRE-4 a volley hits on 5 or 6 and eliminates its target (scripted dice 6, 1, 3)'")
    expect(readJson(join(out, 'scenarios/volley-fire-skirmish.json'))).toMatchObject({ id: 'volley-fire-skirmish', plugins: [{ id: 'volley-fire' }] })
    expect(readFileSync(join(out, '.changeset/first-release.md'), 'utf8')).toMatch(/^---\n"hexes-plugin-volley-fire": minor\n---\n/)
    expect(readFileSync(join(out, '.gitignore'), 'utf8')).toMatch(/^node_modules\/\ndist\/\n/m)
  })

  it('gives the package the versions of this workspace: ^<version> for @hexes/*, the CLI\'s ranges for the tools, core\'s for zod', async () => {
    const out = join(dir, 'versions')
    expect((await runCli(['new-plugin', 'versions', '--dir', out], { cwd: dir })).code).toBe(0)
    const pkg = readJson(join(out, 'package.json'))
    const cli = readJson(join(cliDir, 'package.json'))
    const version = (p: string) => `^${readJson(join(repoDir, p, 'package.json')).version}`
    expect(pkg).toMatchObject({ name: 'hexes-plugin-versions', version: '0.1.0', type: 'module' })
    expect(pkg.dependencies).toEqual({ '@hexes/core': version('packages/core'), zod: readJson(join(repoDir, 'packages/core/package.json')).dependencies.zod })
    expect(pkg.devDependencies).toEqual({
      '@changesets/cli': readJson(join(repoDir, 'package.json')).devDependencies['@changesets/cli'],
      '@hexes/testing': version('packages/testing'),
      '@hexes/web-kit': version('packages/web-kit'),
      '@types/node': cli.devDependencies['@types/node'],
      'reflect-metadata': cli.dependencies['reflect-metadata'],
      typescript: cli.devDependencies.typescript,
      vitest: cli.devDependencies.vitest,
    })
    expect(pkg.scripts.build).toBe('tsc -p tsconfig.json')
    expect(pkg.exports['.']).toEqual({ types: './src/index.ts', default: './src/index.ts' })
    expect(pkg.publishConfig.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' })
    expect(readFileSync(join(out, 'src/versionsPlugin.ts'), 'utf8')).toContain(`engine: '^${readJson(join(repoDir, 'packages/core/package.json')).version}'`)
  })

  it('writes into an empty folder given with --dir, and the CLI package ships the templates', async () => {
    const out = join(dir, 'empty')
    mkdirSync(out)
    expect((await runCli(['new-plugin', 'rain', '--dir', 'empty'], { cwd: dir })).code).toBe(0)
    expect(existsSync(join(out, 'src/rainPlugin.ts'))).toBe(true)
    expect(readJson(join(cliDir, 'package.json')).files).toContain('templates')
  })

  it('refuses a folder that is not empty, and a file, and writes nothing', async () => {
    const full = join(dir, 'full')
    mkdirSync(full)
    writeFileSync(join(full, 'notes.txt'), 'mine')
    const r = await runCli(['new-plugin', 'rain', '--dir', 'full'], { cwd: dir })
    expect(r).toMatchObject({ code: 1, stdout: '' })
    expect(r.stderr).toBe('error cli/folder-not-empty: The folder "full" is not empty: hexes new-plugin writes only into a new or empty folder (choose another with --dir)\n')
    expect(readdirSync(full)).toEqual(['notes.txt'])
    expect((await runCli(['new-plugin', 'rain', '--dir', 'full/notes.txt'], { cwd: dir })).stderr).toBe('error cli/folder-not-empty: "full/notes.txt" exists and is not a folder: choose another with --dir\n')
  })

  it.each(['Rain', 'r', '1rain', 'rain_fall', 'rain-', 'rain--fall', 'rain.fall', `r${'a'.repeat(41)}`])('refuses the name %j, naming the argument', async (name) => {
    const r = await runCli(['new-plugin', name, '--dir', 'bad'], { cwd: dir })
    expect(r.code).toBe(1)
    expect(r.stderr).toBe(`error cli/plugin-name: The argument <name> must be a plugin id: a lowercase letter, then 1 to 40 lowercase letters, digits or single hyphens, not ending with a hyphen (e.g. "volley-fire"); got "${name}"\n`)
    expect(existsSync(join(dir, 'bad'))).toBe(false)
  })

  it('refuses the id of a builtin plugin (hexes would load the builtin one), and a missing name', async () => {
    const r = await runCli(['new-plugin', 'example'], { cwd: dir })
    expect(r.code).toBe(1)
    expect(r.stderr).toBe('error cli/plugin-name: The argument <name> "example" is the id of a builtin plugin: hexes would load the builtin one, never yours (builtin: example)\n')
    expect(existsSync(join(dir, 'hexes-plugin-example'))).toBe(false)
    expect((await runCli(['new-plugin'], { cwd: dir })).stderr).toBe('hexes: Missing <name>\nRun "hexes new-plugin --help" for usage.\n')
  })

  it('derives the rule-id prefix from the letters of the id, and the Pascal, camel and word forms', () => {
    expect(pluginNames('war2-band')).toEqual({ id: 'war2-band', packageName: 'hexes-plugin-war2-band', rulePrefix: 'WAR-BAND', camel: 'war2Band', pascal: 'War2Band', title: 'War2 band' })
    expect(pluginNames('rain')).toMatchObject({ rulePrefix: 'RAIN', camel: 'rain', pascal: 'Rain', title: 'Rain' })
  })

  it('is listed in the help', async () => {
    expect((await runCli(['--help'])).stdout).toMatch(/^ {2}new-plugin {2}write a new rule plugin package/m)
    expect((await runCli(['new-plugin', '--help'])).stdout).toContain('Usage: hexes new-plugin <name> [--dir <folder>]')
  })
})
