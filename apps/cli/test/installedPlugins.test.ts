import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from './runCli'

/**
 * Plugins that are not builtin load by name from the packages installed where `hexes` runs
 * (issue #21): a folder with `node_modules/hexes-plugin-beacon`, a plain-JavaScript plugin that
 * adds a rule to the example rules, and a scenario that names it.
 */
const dir = mkdtempSync(join(tmpdir(), 'hexes-installed-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const pkg = join(dir, 'node_modules', 'hexes-plugin-beacon')
mkdirSync(pkg, { recursive: true })
writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'hexes-plugin-beacon', version: '1.0.0', type: 'module', exports: { '.': './index.mjs' } }))
// Each turn end lights a beacon: a counter in its own plugin state (no constructor parameters, so no decorator is needed).
writeFileSync(join(pkg, 'index.mjs'), `
class BeaconRules {
  apply(hooks) {
    hooks.setupState.tap('beacon', ({ draft }) => { draft.plugins.beacon = { lit: 0 } })
    hooks.phaseStart.tap('beacon', ({ draft }) => { draft.plugins.beacon.lit += 1 })
  }
}
export const beaconPlugin = { manifest: { id: 'beacon', name: 'Beacon', version: '1.0.0', engine: '^0.1.0' }, plugin: BeaconRules }
`)
const fixtures = join(import.meta.dirname, '..', 'test-fixtures')
const duel = JSON.parse(readFileSync(join(fixtures, 'duel.json'), 'utf8')) as { plugins: { id: string }[] }
writeFileSync(join(dir, 'beacon-duel.json'), JSON.stringify({ ...duel, id: 'beacon-duel', plugins: [...duel.plugins, { id: 'beacon' }] }))
writeFileSync(join(dir, 'nowhere-duel.json'), JSON.stringify({ ...duel, id: 'nowhere-duel', plugins: [...duel.plugins, { id: 'nowhere' }] }))
writeFileSync(join(dir, 'actions.json'), readFileSync(join(fixtures, 'duel-actions.json')))

describe('cli: installed plugins', () => {
  it('validate and play load a plugin the scenario names from node_modules (hexes-plugin-<id>)', async () => {
    const v = await runCli(['validate', 'beacon-duel.json'], { cwd: dir })
    expect(v.stdout).toMatch(/^OK beacon-duel/)
    const p = await runCli(['play', 'beacon-duel.json', '--actions', 'actions.json'], { cwd: dir })
    expect(p.code).toBe(0)
    expect((p.json() as { state: { plugins: { beacon: { lit: number } } } }).state.plugins.beacon.lit).toBeGreaterThan(0)
  })

  it('a plugin installed nowhere is the loader\'s unknown plugin, and validate says where plugins are looked for', async () => {
    const r = await runCli(['play', 'nowhere-duel.json', '--actions', 'actions.json'], { cwd: dir })
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/unknown plugin "nowhere"/)
    const v = await runCli(['validate', 'nowhere-duel.json'], { cwd: dir })
    expect(v.stdout).toMatch(/plugins\[1\]\.id: unknown plugin "nowhere"/)
    expect(v.stdout).toMatch(/hexes-plugin-<id> \(or @hexes\/plugin-<id>\) installed where hexes runs/)
  })
})
