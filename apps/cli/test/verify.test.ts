import { randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RandomBot } from '@hexes/ai'
import { commitSeed, createGame, recordOf, seedRng, type GameRecord } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { beforeAll, describe, expect, it } from 'vitest'
import { runRealCli } from './runCli'

let dir: string
let record: GameRecord
const write = (name: string, doc: unknown) => {
  const p = join(dir, name)
  writeFileSync(p, JSON.stringify(doc))
  return p
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hexes-verify-'))
  // A server game: a secret 256-bit seed from the system's random source, random legal play to the end.
  const seed = randomBytes(32).toString('hex')
  const game = createGame({ scenario: findScenario('teaching-ford'), plugins: builtinPlugins, seed, rng: 'hmac-sha256' })
  const bot = new RandomBot()
  const botRng = seedRng('verify-test')
  for (let i = 0; i < 5000 && game.state.result === null; i++) {
    const action = bot.chooseAction(game.rules, game.state, botRng)
    if (!action) break
    const r = game.act(action)
    if (!r.ok) throw new Error(`bot action rejected: ${r.code}`)
  }
  expect(game.state.result).not.toBeNull()
  record = JSON.parse(JSON.stringify(recordOf(game, { commitment: commitSeed(seed), seed })))
}, 60_000)

describe('cli/verify', () => {
  it('verifies a finished teaching-ford game played on secret dice with the builtin rules', async () => {
    const r = await runRealCli('verify', write('record.json', record))
    expect(r.stderr).toBe('')
    expect(r.stdout).toMatch(new RegExp(`^verified: ${record.actions.length.toLocaleString('en-US')} actions, [1-9][0-9,]* dice, commitment ok\\n$`))
    expect(r.code).toBe(0)
    const j = await runRealCli('verify', join(dir, 'record.json'), '--json', '--scenario', 'teaching-ford')
    expect(JSON.parse(j.stdout)).toMatchObject({ ok: true, actions: record.actions.length })
  }, 60_000)

  it('fails a tampered log with the code and the seq of the first forged action, status 1', async () => {
    const attack = record.actions.find((a) => a.action.type === 'attack')!
    const forged = structuredClone(record)
    forged.actions[attack.seq - 1]!.stateHash = '0123456789abcdef'
    const r = await runRealCli('verify', write('forged.json', forged))
    expect(r).toMatchObject({ code: 1, stdout: '' })
    expect(r.stderr).toBe(`verify failed: record/hash-mismatch at seq ${attack.seq}: The state after action ${attack.seq} (attack) does not have the recorded hash\n`)
    const fr = await runRealCli('verify', join(dir, 'forged.json'), '--lang', 'fr')
    expect(fr).toMatchObject({ code: 1, stderr: `verify failed: record/hash-mismatch at seq ${attack.seq}: L'état après l'action ${attack.seq} (attack) n'a pas l'empreinte enregistrée\n` })
  }, 60_000)

  it('fails a seed that is not the committed one, and a file that is not a record', async () => {
    const wrong = { ...record, seed: record.seed.replace(/^./, (c) => (c === '0' ? '1' : '0')) }
    const r = await runRealCli('verify', write('wrong-seed.json', wrong))
    expect(r).toMatchObject({ code: 1, stderr: expect.stringMatching(/^verify failed: record\/commitment: /) })
    const bad = await runRealCli('verify', write('bad.json', { ...record, version: 2 }))
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringMatching(/^verify failed: record\/invalid: version: /) })
  })
})
