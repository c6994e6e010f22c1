import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixture, runCli } from './runCli'

const play = (actions: string, ...extra: string[]) => runCli(['play', 'test-fixtures/skirmish.json', '--actions', `test-fixtures/${actions}`, '--compact', ...extra])

describe('cli/play', () => {
  it('applies the actions and prints { state, events, result, hash }', async () => {
    const r = await play('actions-ok.json', '--seed', '3')
    expect(r.code).toBe(0)
    const doc = r.json()
    expect(Object.keys(doc)).toEqual(['state', 'events', 'result', 'hash'])
    expect(doc.hash).toMatch(/^[0-9a-f]{16}$/)
    expect(doc.result).toBeNull()
    expect(doc.state.units.find((u: { id: string }) => u.id === 'b2').hex).toBe('3,2')
    expect(doc.events.filter((e: { type: string }) => e.type === 'moveCommitted')).toHaveLength(3)
  })

  it('takes a plain array of actions, a builtin scenario id and scripted dice', async () => {
    const r = await runCli(['play', 'duel', '--actions', 'test-fixtures/duel-actions.json', '--dice', '5,2', '--compact'], { scenarios: [fixture('duel.json')] })
    expect(r.code).toBe(0)
    expect(r.json().result).toMatchObject({ winner: 'a', condition: 'b-wiped' })
  })

  it('is deterministic for a seed', async () => {
    const a = await runCli(['play', 'test-fixtures/duel.json', '--actions', 'test-fixtures/duel-actions.json', '--seed', '11', '--compact'])
    const b = await runCli(['play', 'test-fixtures/duel.json', '--actions', 'test-fixtures/duel-actions.json', '--seed', '11', '--compact'])
    expect(a.code).toBe(0)
    expect(a.json().hash).toBe(b.json().hash)
  })

  it('takes a seed too long to be an exact number as a string, like any other string seed', async () => {
    const save = join(mkdtempSync(join(tmpdir(), 'hexes-play-')), 'long.json')
    const long = await runCli(['play', 'test-fixtures/duel.json', '--actions', 'test-fixtures/duel-actions.json', '--seed', '12345678901234567890', '--compact', '--save', save])
    expect(long.code).toBe(0)
    expect(JSON.parse(readFileSync(save, 'utf8')).seed).toBe('12345678901234567890')
  })

  it.each([
    ['actions-unknown-unit.json', 'action/unknown-unit', 'zz9'],
    ['actions-off-map.json', 'move/off-map', '12,40'],
    ['actions-wrong-side.json', 'turn/not-your-phase', 'not Side B'],
    ['actions-extra-field.json', 'action/malformed', 'unknown field "speed"'],
    ['actions-proto.json', 'action/malformed', 'forbidden key "__proto__"'],
  ])('rejects %s with %s and exit 2', async (file, code, text) => {
    const r = await play(file)
    expect(r.code).toBe(2)
    const doc = r.json()
    expect(Object.keys(doc)).toEqual(['rejected', 'state', 'events'])
    expect(doc.rejected).toMatchObject({ index: 0, code, ruleId: expect.any(String) })
    expect(doc.rejected.message).toContain(text)
    expect(r.stderr).toContain(`Action #0 rejected: ${code}`)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('rejects moving an enemy unit with the rule broken', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexes-cli-'))
    writeFileSync(join(dir, 'enemy.json'), JSON.stringify([{ type: 'move', side: 'a', unit: 'b1', to: '2,2' }]))
    const r = await runCli(['play', 'test-fixtures/skirmish.json', '--actions', join(dir, 'enemy.json'), '--compact'])
    expect(r.code).toBe(2)
    expect(r.json().rejected).toMatchObject({ code: 'move/not-your-unit', ruleId: 'core/turn-order' })
  })

  it.each([
    ['actions-proto-wrapper.json', 'unexpected key "__proto__"'],
    ['actions-not-a-list.json', 'unexpected key "moves"'],
    ['malformed.json', 'is not valid JSON'],
    ['missing.json', 'does not exist'],
  ])('refuses the action file %s with exit 1', async (file, text) => {
    const r = await play(file)
    expect(r.code).toBe(1)
    expect(r.stdout).toBe('')
    expect(r.stderr).toContain(text)
  })

  it('reports an action nested too deeply to print as rejected, with exit 2, not as an internal error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexes-play-'))
    const file = join(dir, 'deep.json')
    writeFileSync(file, `[{"type":"move","side":"a","x":${'['.repeat(10_000)}1${']'.repeat(10_000)}}]`)
    const r = await runCli(['play', 'test-fixtures/skirmish.json', '--actions', file, '--compact'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('Action #0 rejected: action/malformed')
    expect(r.json().rejected).toMatchObject({ index: 0, action: '(not printed: nested too deeply)', code: 'action/malformed' })
  })

  it('explains bad scenarios and bad options', async () => {
    const bad = await runCli(['play', 'test-fixtures/invalid-scenario.json', '--actions', 'test-fixtures/actions-ok.json'])
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringMatching(/^error scenario\/invalid: .*\nunits\[0\]\.hex: hex 9,9 is off the map/) })
    const plugin = await runCli(['play', 'test-fixtures/unknown-plugin.json', '--actions', 'test-fixtures/actions-ok.json'])
    expect(plugin).toMatchObject({ code: 1, stderr: expect.stringContaining('error loader/invalid-mix') })
    expect((await runCli(['play', 'nowhere', '--actions', 'test-fixtures/actions-ok.json'])).stderr).toContain('neither a scenario file nor a builtin scenario id (builtin: skirmish)')
    expect((await runCli(['play', 'skirmish'])).stderr).toContain('Missing --actions')
    expect((await runCli(['play', 'skirmish', '--actions', 'x.json', '--dice', '6,x'])).stderr).toContain('--dice must be')
    expect((await runCli(['play', 'skirmish', '--actions'])).stderr).toContain('needs a value')
  })

  it('reports scripted dice running out as an error naming the action', async () => {
    const r = await runCli(['play', 'test-fixtures/duel.json', '--actions', 'test-fixtures/duel-actions.json', '--dice', '5'])
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/Action #2 .* failed: .*script exhausted/i)
    expect(r.stderr).not.toMatch(/\n\s+at /)
  })

  it('writes a save file that replays, with scripted dice too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexes-cli-'))
    const save = join(dir, 'duel-save.json')
    const r = await runCli(['play', 'test-fixtures/duel.json', '--actions', 'test-fixtures/duel-actions.json', '--dice', '5,2,6', '--save', save, '--compact'])
    expect(r.code).toBe(0)
    expect(JSON.parse(readFileSync(save, 'utf8'))).toMatchObject({ dice: [5, 2] })
    const replay = await runCli(['replay', save, '--scenario', 'test-fixtures/duel.json'])
    expect(replay).toMatchObject({ code: 0, stdout: expect.stringContaining('result: Side A win (b-wiped, core/victory-immediate)') })
  })

  it('writes a save file that replays', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexes-cli-'))
    const save = join(dir, 'save.json')
    const r = await play('actions-ok.json', '--seed', '4', '--save', save)
    expect(r.code).toBe(0)
    expect(JSON.parse(readFileSync(save, 'utf8'))).toMatchObject({ format: 'hexes-save/1', seed: 4, stateHash: r.json().hash })
    const replay = await runCli(['replay', save])
    expect(replay).toMatchObject({ code: 0, stdout: expect.stringContaining(`state hash: ${r.json().hash} (matches the save)`) })
  })
})
