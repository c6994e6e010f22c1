import { describe, expect, it } from 'vitest'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fixture, runCli } from './runCli'

describe('cli/validate', () => {
  it('prints OK with the id and name of a valid scenario', async () => {
    const r = await runCli(['validate', 'test-fixtures/skirmish.json'])
    expect(r).toMatchObject({ code: 0, stdout: 'OK skirmish: Skirmish at the mill (example rules)\n', stderr: '' })
  })

  it('lists every issue of an invalid scenario as path: message', async () => {
    const r = await runCli(['validate', 'test-fixtures/invalid-scenario.json'])
    expect(r.code).toBe(1)
    expect(r.stdout).toContain('units[0].hex: hex 9,9 is off the map\n')
    expect(r.stdout).toContain('units[1].side: unknown side "c"\n')
    expect(r.stdout).toMatch(/^units\[2\]\.hex: /m)
  })

  it('reports malformed JSON without a stack trace', async () => {
    const r = await runCli(['validate', 'test-fixtures/malformed.json'])
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/scenario\/invalid/)
    expect(r.stdout).toMatch(/\(document\): not valid JSON/)
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /)
  })

  it('reports an unknown plugin id with the known ones', async () => {
    const r = await runCli(['validate', 'test-fixtures/unknown-plugin.json'])
    expect(r.code).toBe(1)
    expect(r.stdout).toContain('plugins[0].id: unknown plugin "no-such-rules" (known: example)')
  })

  it('reports a bad plugin config field by field', async () => {
    const r = await runCli(['validate', 'test-fixtures/bad-config.json'])
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/^plugins\[0\]\.config\.mp: /m)
    expect(r.stdout).toMatch(/^plugins\[0\]\.config\.speed: /m)
  })

  it('reports a missing file, a missing argument and an unknown option', async () => {
    expect(await runCli(['validate', 'nope.json'])).toMatchObject({ code: 1, stderr: 'error cli/file-not-found: Scenario file "nope.json" does not exist\n' })
    expect(await runCli(['validate'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Missing <scenario.json>') })
    expect(await runCli(['validate', 'a.json', '--fast'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown option "--fast"') })
    expect(await runCli(['validate', 'test-fixtures'])).toMatchObject({ code: 1, stderr: expect.stringContaining('is a directory') })
  })

  it('resolves paths against the caller directory', async () => {
    const r = await runCli(['validate', 'skirmish.json'], { cwd: new URL('../test-fixtures/', import.meta.url).pathname })
    expect(r.code).toBe(0)
  })

  it('caps a hostile file: a 5 MB scenario is one problem, 3,000 bad units print 100 lines and a count', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexes-validate-'))
    const huge = join(dir, 'huge.json')
    writeFileSync(huge, JSON.stringify({ ...fixture('skirmish.json') as object, history: 'x'.repeat(5_000_000) }))
    const big = await runCli(['validate', huge])
    expect(big.code).toBe(1)
    expect(big.stdout.trim().split('\n')).toEqual([`${huge}: 1 problem (scenario/invalid)`, expect.stringMatching(/^\(document\): the file has 5,\d{3},\d{3} characters; a scenario may have at most 4,000,000$/)])
    const bad = join(dir, 'bad.json')
    const doc = fixture('skirmish.json') as { units: unknown[] }
    writeFileSync(bad, JSON.stringify({ ...doc, units: Array.from({ length: 3000 }, (_, i) => ({ id: `u${i}`, side: 'nobody', type: 'unit', hex: null })) }))
    const many = await runCli(['validate', bad])
    const lines = many.stdout.trim().split('\n')
    expect(lines[0]).toBe(`${bad}: 3,000 problems (scenario/invalid)`)
    expect(lines).toHaveLength(102)
    expect(lines.at(-1)).toBe('and 2,900 more problems (only the first 100 are listed)')
  })

  it('has --help', async () => {
    const r = await runCli(['validate', '--help'])
    expect(r).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: hexes validate <scenario.json>') })
  })
})
