import type { CombatResolvedEvent } from '@hexes/core'
import type { CreateGameResponse, GameSnapshot, LoggedAction } from '@hexes/protocol'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChoicePolicy } from '../src/client/chooseAction'
import { HexesClient } from '../src/client/HexesClient'
import { SeatPlayer } from '../src/client/SeatPlayer'
import { SeatSocket } from '../src/client/SeatSocket'
import { runMigrate } from '../src/migrate/runMigrate'
import { startServerProcess, type ServerProcess } from '../src/testing/startServerProcess'
import { storedActions } from './support/storedActions'
import { createTeachingGame, teachingRules } from './support/teachingGame'

/** HEXES Med 0.2.0: the shipped rules with a changed CRT (every combat eliminates the defender). */
const CHANGED = fileURLToPath(new URL('./fixtures/changedHexesMed.ts', import.meta.url))

/** Plays a game through the server with two scripted seats until it has `actions` actions. */
async function playThrough(url: string, policy: ChoicePolicy, actions: number, seed: number): Promise<CreateGameResponse> {
  const client = new HexesClient(url)
  const { rules } = teachingRules()
  const game = await createTeachingGame(client)
  const sockets: SeatSocket[] = []
  const players: SeatPlayer[] = []
  for (const [i, s] of game.seats.entries()) {
    const socket = await SeatSocket.open(url, game.gameId, s.token!)
    await socket.next((m) => m.type === 'sync')
    sockets.push(socket)
    players.push(new SeatPlayer({ client, socket, gameId: game.gameId, token: s.token!, side: s.side, rules, seed: seed + i, stopAt: actions, policy }))
  }
  await Promise.all(players.map((p) => p.run()))
  await Promise.all(sockets.map((s) => s.close()))
  return game
}

const combatsOf = (log: LoggedAction[]): { seq: number; result: unknown }[] =>
  log.flatMap((a) => a.events.filter((e) => e.type === 'combatResolved').map((e) => ({ seq: a.seq, result: (e as CombatResolvedEvent).outcome.data.result })))

describe('server/hexes server migrate', () => {
  let dir: string
  let server: ServerProcess | undefined

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hexes-migrate-'))
  })
  afterAll(async () => {
    await server?.stop()
    await rm(dir, { recursive: true, force: true })
  })

  it('holds a game whose combat a changed CRT alters until its players accept, and moves an unchanged one on', async () => {
    const db = join(dir, 'hexes.sqlite')
    server = await startServerProcess({ HEXES_DB: db })
    const fought = await playThrough(server.url, 'combat', 60, 11)
    const walked = await playThrough(server.url, 'moves', 20, 21)
    const before = new HexesClient(server.url)
    const foughtLog = await storedActions(before, fought.gameId, fought.seats[0]!.token!)
    const walkedLog = await storedActions(before, walked.gameId, walked.seats[0]!.token!)
    const firstChanged = combatsOf(foughtLog).find((c) => c.result !== 'DE')
    expect(firstChanged, 'the fought game has a combat that the changed CRT resolves otherwise').toBeDefined()
    expect(combatsOf(walkedLog)).toEqual([])
    await server.stop()

    // The upgrade: HEXES Med 0.2.0 is installed next to the shipped 0.1.0.
    const dry = await runMigrate({ database: { sqlite: db }, extraPlugins: CHANGED, dryRun: true })
    const reports = await runMigrate({ database: { sqlite: db }, extraPlugins: CHANGED })
    expect(dry).toEqual(reports)
    const byId = new Map(reports.map((r) => [r.gameId, r]))
    expect(byId.get(fought.gameId)).toMatchObject({ outcome: 'diverges', divergesAt: firstChanged!.seq, from: [{ id: 'hexes-med', version: '0.1.0' }], to: [{ id: 'hexes-med', version: '0.2.0' }] })
    expect(byId.get(walked.gameId)).toMatchObject({ outcome: 'unchanged', to: [{ id: 'hexes-med', version: '0.2.0' }] })
    expect((await runMigrate({ database: { sqlite: db }, extraPlugins: CHANGED })).map((r) => r.outcome)).toEqual(['current'])

    server = await startServerProcess({ HEXES_DB: db, HEXES_EXTRA_PLUGINS: CHANGED })
    const client = new HexesClient(server.url)
    const [routiers, french] = fought.seats.map((s) => s.token!) as [string, string]
    const held = (await client.snapshot(fought.gameId, routiers)) as GameSnapshot
    expect(held).toMatchObject({ status: 'held', seq: foughtLog.length, pins: [{ id: 'hexes-med', version: '0.1.0' }], pendingRules: { pins: [{ id: 'hexes-med', version: '0.2.0' }], divergesAt: firstChanged!.seq, accepted: [] } })
    const moved = (await client.snapshot(walked.gameId, walked.seats[0]!.token!)) as GameSnapshot
    expect(moved).toMatchObject({ status: 'running', pins: [{ id: 'hexes-med', version: '0.2.0' }] })
    expect(moved.pendingRules).toBeUndefined()

    const end = { type: 'end-phase', side: held.view.pending[0]?.side ?? held.view.turn.activeSide! }
    const token = end.side === 'routiers' ? routiers : french
    expect(await client.submit(fought.gameId, token, { seq: held.seq + 1, key: 'while-held-1', action: end })).toMatchObject({ ok: false, code: 'server/rules-held' })
    expect(await client.acceptRules(fought.gameId, fought.spectatorToken)).toMatchObject({ ok: false, code: 'server/spectator' })
    expect(await client.acceptRules(fought.gameId, routiers)).toMatchObject({ ok: true, status: 'held', accepted: ['routiers'] })
    expect(await client.acceptRules(fought.gameId, french)).toMatchObject({ ok: true, status: 'running', accepted: ['french', 'routiers'] })
    const resumed = (await client.snapshot(fought.gameId, token)) as GameSnapshot
    expect(resumed).toMatchObject({ status: 'running', seq: held.seq, stateHash: held.stateHash, pins: [{ id: 'hexes-med', version: '0.2.0' }] })
    expect(resumed.view).toEqual({ ...held.view, viewer: resumed.viewer })
    expect(await client.submit(fought.gameId, token, { seq: held.seq + 1, key: 'after-accept-1', action: end })).toMatchObject({ ok: true, seq: held.seq + 1 })
  }, 180_000)
})
