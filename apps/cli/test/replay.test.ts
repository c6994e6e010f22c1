import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { fixture, runCli } from './runCli'

let dir: string
let save: Record<string, any>
const write = (name: string, doc: unknown) => {
  const p = join(dir, name)
  writeFileSync(p, typeof doc === 'string' ? doc : JSON.stringify(doc))
  return p
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hexes-replay-'))
  const r = await runCli(['play', 'skirmish', '--seed', '8', '--actions', 'test-fixtures/actions-ok.json', '--save', join(dir, 'save.json'), '--compact'])
  expect(r.code).toBe(0)
  save = JSON.parse(readFileSync(join(dir, 'save.json'), 'utf8'))
})

describe('cli/replay', () => {
  it('replays a save: actions, hash and result', async () => {
    const r = await runCli(['replay', join(dir, 'save.json')])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('Replayed 5 actions of skirmish (seed 8)')
    expect(r.stdout).toContain(`state hash: ${save.stateHash} (matches the save)`)
    expect(r.stdout).toContain('result: game in progress (turn 1 of 8, phase movement, b to act)')
    const j = await runCli(['replay', join(dir, 'save.json'), '--json'])
    expect(j.json()).toMatchObject({ scenario: 'skirmish', actions: 5, hash: save.stateHash, result: null })
  })

  it('explains a hash mismatch', async () => {
    const r = await runCli(['replay', write('hash.json', { ...save, stateHash: '0123456789abcdef' })])
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('error save/hash-mismatch')
    expect(r.stderr).toContain('the rules (plugin code or engine) changed')
  })

  it('explains an action the replay rejects', async () => {
    const actions = [...save.actions]
    actions[1] = { type: 'move', side: 'a', unit: 'a2', to: '3,0' }
    const r = await runCli(['replay', write('rejected.json', { ...save, actions })])
    expect(r).toMatchObject({ code: 1, stderr: expect.stringContaining('error save/replay-rejected: Action #1') })
  })

  it('explains a scenario that changed and plugins that do not match', async () => {
    const changed = fixture('skirmish.json') as Record<string, any>
    changed.turns = 9
    const r = await runCli(['replay', join(dir, 'save.json')], { scenarios: [changed] })
    expect(r).toMatchObject({ code: 1, stderr: expect.stringContaining('scenario.hash: scenario "skirmish" has changed since the game was saved') })
    const p = await runCli(['replay', write('plugins.json', { ...save, plugins: [{ id: 'example', version: '9.9.9' }] })])
    expect(p).toMatchObject({ code: 1, stderr: expect.stringContaining('plugins[0].version: plugin "example" is version 0.1.0, the save was made with 9.9.9') })
  })

  it('needs --scenario for a scenario that is not builtin', async () => {
    const file = write('other.json', { ...save, scenario: { ...save.scenario, id: 'elsewhere' } })
    expect(await runCli(['replay', file])).toMatchObject({ code: 1, stderr: expect.stringContaining('give its file with --scenario') })
    const r = await runCli(['replay', join(dir, 'save.json'), '--scenario', 'test-fixtures/skirmish.json'])
    expect(r.code).toBe(0)
    const wrong = await runCli(['replay', join(dir, 'save.json'), '--scenario', 'test-fixtures/duel.json'])
    expect(wrong).toMatchObject({ code: 1, stderr: expect.stringContaining('the save is for scenario "skirmish", not "duel"') })
  })

  it('lists what is wrong with an invalid save file', async () => {
    const r = await runCli(['replay', write('invalid.json', { format: 'hexes-save/1', seed: 1.5, actions: {}, __proto__x: 1 })])
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/^error save\/invalid: /)
    expect(r.stderr).toMatch(/^scenario: /m)
    expect(r.stderr).toMatch(/^actions: /m)
    const proto = await runCli(['replay', write('proto.json', '{"__proto__": {"x": 1}, "format": "hexes-save/1"}')])
    expect(proto).toMatchObject({ code: 1, stderr: expect.stringContaining('__proto__: forbidden key') })
    const json = await runCli(['replay', write('broken.json', '{ nope')])
    expect(json).toMatchObject({ code: 1, stderr: expect.stringContaining('is not valid JSON') })
  })
})
