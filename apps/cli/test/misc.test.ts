import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { run } from '../src/main'
import { cliDir, runCli } from './runCli'

describe('cli', () => {
  it('prints the command list for --help, and exits 1 without a command', async () => {
    const help = await runCli(['--help'])
    expect(help.code).toBe(0)
    for (const c of ['validate', 'play', 'replay', 'verify', 'simulate', 'odds-check', 'bench', 'list']) expect(help.stdout).toMatch(new RegExp(`^  ${c} `, 'm'))
    expect((await runCli([])).code).toBe(1)
    expect((await runCli(['help', 'play'])).stdout).toContain('Usage: hexes play')
  })

  it.each(['play', 'replay', 'verify', 'simulate', 'odds-check', 'bench', 'list'])('has --help for %s', async (name) => {
    const r = await runCli([name, '--help'])
    expect(r).toMatchObject({ code: 0, stdout: expect.stringContaining(`Usage: hexes ${name}`) })
  })

  it('refuses an unknown command, also as a help topic', async () => {
    const r = await runCli(['frobnicate'])
    expect(r).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown command "frobnicate"') })
    expect(await runCli(['help', 'frobnicate'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown command "frobnicate"') })
  })

  it('takes a builtin id even when a directory of that name is in the way', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexes-cli-'))
    mkdirSync(join(dir, 'skirmish'))
    const r = await runCli(['simulate', 'skirmish', '--games', '1'], { cwd: dir })
    expect(r.stderr).toBe('')
    expect(r).toMatchObject({ code: 0, stdout: expect.stringContaining('Simulated 1 game of skirmish') })
  })

  it('lists builtin scenarios and plugins', async () => {
    const r = await runCli(['list'])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/Scenarios\n\s+skirmish\s+Skirmish at the mill \(example rules\): 8x8 map, 6 units, 8 turns, plugins: example/)
    expect(r.stdout).toMatch(/Plugins\n\s+example\s+Example rules 0\.1\.0/)
    expect((await runCli(['list', '--json'])).json().plugins[0]).toMatchObject({ id: 'example', version: '0.1.0' })
  })

  it('reports a registry that fails to load as an error, and a bug without a stack trace', async () => {
    let err = ''
    const io = { stdout: () => undefined, stderr: (s: string) => void (err += s), cwd: cliDir }
    const broken = await run(['list'], io, { registry: () => Promise.reject(Object.assign(new Error('boom'), { code: 'cli/registry' })) })
    expect(broken).toBe(1)
    expect(err).toBe('error cli/registry: boom\n')
    err = ''
    const bug = await run(['list'], io, { registry: () => Promise.reject(new TypeError('x is not a function')) })
    expect(bug).toBe(70)
    expect(err).toContain('internal error: x is not a function')
    expect(err).not.toMatch(/\n\s+at /)
  })

  it('says when the scenarios have no skirmish attack to check, and refuses too few runs', async () => {
    const r = await runCli(['odds-check'])
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('No skirmish attack to check in')
    expect((await runCli(['odds-check', '--runs', '10'])).stderr).toContain('--runs must be between 1000 and 10000000')
  })

  it('explains that the skirmish bench needs the builtin scenarios', async () => {
    const r = await runCli(['bench', '--skirmish', '--tiny'])
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('needs the builtin scenario "boroughbridge-1322"')
    expect((await runCli(['bench', '--skirmish', '--dice'])).stderr).toContain('Choose one of --engine, --dice, --skirmish and --ai')
  })

  it('explains that the engine bench needs the builtin scenarios', async () => {
    const r = await runCli(['bench', '--engine', '--tiny'])
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('needs the builtin scenario "teaching-ford"')
  })

  it('runs the movement bench (tiny)', async () => {
    const r = await runCli(['bench', '--tiny'])
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(r.stdout.length).toBeGreaterThan(100)
  }, 60_000)

  it('runs the dice bench (tiny): enumerateOutcomes with pools agrees exactly with the direct DP, target line printed', async () => {
    const json = await runCli(['bench', '--dice', '--tiny', '--json'])
    expect(json.stderr).toBe('')
    expect(json.code).toBe(0)
    const report = json.json()
    expect(report).toMatchObject({ tiny: true, outcomes: 201, checkedOutcomes: 201, attack: { dice: 20 } })
    expect(report.exactUs).toBeGreaterThan(0)
    expect(report.directUs).toBeGreaterThan(0)
    expect(report.ratio).toBeCloseTo(report.exactUs / report.directUs, 6)
    expect(report.targets).toEqual([expect.objectContaining({ label: 'exact odds of a 20-dice skirmish attack', unit: 'ms', threshold: 5, atLeast: false })])
    const text = await runCli(['bench', '--dice', '--tiny'])
    expect(text.code).toBe(0)
    expect(text.stdout).toMatch(/agree exactly/)
    expect(text.stdout).toMatch(/^ {2}(PASS|MISS) {2}exact odds of a 20-dice skirmish attack: [\d.]+ ms \(target <= 5 ms\)$/m)
    expect((await runCli(['bench', '--dice', '--engine'])).stderr).toContain('Choose one of --engine, --dice, --skirmish and --ai')
  }, 60_000)
})
