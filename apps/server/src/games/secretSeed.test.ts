import { parseScenario, verifyRecord } from '@hexes/core'
import type { CreateGameResponse } from '@hexes/protocol'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { playRandomly, startTestServer, type TestServer } from '../testing/testServer'
import { wsClient, type WsClient } from '../testing/wsClient'

let server: TestServer
let game: CreateGameResponse
const sockets: WsClient[] = []
beforeEach(async () => {
  server = await startTestServer({ computer: false })
  game = await server.create({ scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' }, { side: 'french', kind: 'human' }] })
})
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close()
  await server.close()
})

describe('server/secret seed', () => {
  it('sends no byte of the seed or of the dice generator to any client during a whole game, and reveals the seed at the end', async () => {
    const [{ seed }] = server.query<{ seed: string }>('select seed from games where id = ?', game.gameId) as [{ seed: string }]
    expect(seed).toMatch(/^[0-9a-f]{64}$/)
    for (const token of [...game.seats.map((s) => s.token!), game.spectatorToken]) {
      sockets.push(await wsClient(server.url, { gameId: game.gameId, token, seen: 0 }))
    }
    await Promise.all(sockets.map((s) => s.next('sync')))
    const created = JSON.stringify(game)
    const played = await playRandomly(server, game, () => false, { max: 5000, seed: 11 })
    expect(played.view.result).not.toBeNull()
    const last = played.seq
    // Every socket has every push of the game (the last action included) before the scan.
    await Promise.all(sockets.map((s) => s.next('action', (m) => m.seq === last)))
    await Promise.all(sockets.map((s) => s.next('ended')))
    const during = [created, ...played.received, ...sockets.flatMap((s) => s.raw.filter((m) => !m.startsWith('{"type":"ended"')))]
    expect(during.length).toBeGreaterThan(3 * last)
    // Any 16 hex digits of the seed would be a leak; `"rng"` is the generator's field.
    const pieces = Array.from({ length: 64 - 15 }, (_, i) => seed.slice(i, i + 16))
    for (const text of during) {
      expect(text.includes('"rng"')).toBe(false)
      for (const p of pieces) expect(text.includes(p)).toBe(false)
    }
    // Once over, the seed is revealed: by push, in the snapshot and in the record.
    for (const s of sockets) expect((await s.next('ended')).seed).toBe(seed)
    const snap = await server.api('GET', `/api/games/${game.gameId}`, { token: game.spectatorToken })
    expect(snap.body).toMatchObject({ status: 'finished', seed })
    const record = await server.api('GET', `/api/games/${game.gameId}/record`, { token: game.spectatorToken })
    expect(record.status).toBe(200)
    expect(record.body).toMatchObject({ format: 'hexes-game-record', seed, commitment: game.commitment })
    expect(record.body.actions).toHaveLength(last)
    // The record replays under core's keyed generator: every die against the published commitment.
    expect(record.body.rng).toBe('hmac-sha256')
    expect(verifyRecord(record.body, { scenario: parseScenario(findScenario('teaching-ford')), plugins: builtinPlugins })).toMatchObject({ ok: true, actions: last })
  }, 120_000)

  it('refuses the record while the game runs (server/game-running)', async () => {
    const r = await server.api('GET', `/api/games/${game.gameId}/record`, { token: game.seats[0]!.token! })
    expect(r.status).toBe(409)
    expect(r.body.code).toBe('server/game-running')
    expect(r.text).not.toContain('seed')
  })
})
