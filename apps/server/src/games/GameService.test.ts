import { actingSide } from '@hexes/core'
import BetterSqlite3 from 'better-sqlite3'
import { openDatabase } from '../db/openDatabase'
import { GameService } from './GameService'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clientRules, legalInView, startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeEach(async () => {
  server = await startTestServer({ computer: false })
})
afterEach(async () => {
  await server.close()
})

const teaching = { scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' as const }, { side: 'french', kind: 'human' as const }] }

describe('server/GameService', () => {
  it('creates a game, stores only the token hashes, and answers a seat with its own view', async () => {
    const g = await server.create(teaching)
    expect(g.seats.map((s) => s.token?.length)).toEqual([43, 43])
    const rows = server.query<{ token_hash: string }>('select token_hash from seats where game_id = ?', g.gameId)
    expect(rows.map((r) => r.token_hash).sort()).not.toContain(g.seats[0]!.token)
    const all = JSON.stringify(server.query('select * from seats'))
    for (const s of g.seats) expect(all).not.toContain(s.token!)
    const snap = await server.api('GET', `/api/games/${g.gameId}`, { token: g.seats[0]!.token! })
    expect(snap.status).toBe(200)
    expect(snap.body).toMatchObject({ gameId: g.gameId, viewer: 'routiers', seq: 0, status: 'running', commitment: g.commitment })
    expect(snap.body.view.rng).toBeUndefined()
    expect(snap.body.seed).toBeUndefined()
  })

  it('commits a legal action with its sequence number and pushes nothing twice for a retried key', async () => {
    const g = await server.create(teaching)
    const snap = (await server.api('GET', `/api/games/${g.gameId}`, { token: g.spectatorToken })).body
    const rules = clientRules('teaching-ford')
    const side = actingSide({ ...snap.view, rng: { algo: 'sfc32', s: [1, 2, 3, 4] } })!
    const token = g.seats.find((s) => s.side === side)!.token!
    const action = legalInView(rules, snap.view)[0]!
    const r = await server.api('POST', `/api/games/${g.gameId}/actions`, { token, body: { seq: 1, key: 'key-00000001', action } })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ ok: true, seq: 1 })
    const again = await server.api('POST', `/api/games/${g.gameId}/actions`, { token, body: { seq: 1, key: 'key-00000001', action } })
    expect(again.status).toBe(200)
    expect(again.body.stateHash).toBe(r.body.stateHash)
    expect(server.query('select seq from actions where game_id = ?', g.gameId)).toEqual([{ seq: 1 }])
    expect(server.query('select seq, state_hash from games where id = ?', g.gameId)).toEqual([{ seq: 1, state_hash: r.body.stateHash }])
  })
})

describe('server/GameService: the (game_id, seq) key', () => {
  it('refuses with server/stale-seq, and rolls everything back, when another writer holds the sequence number', async () => {
    const g = await server.create(teaching)
    const snap = (await server.api('GET', `/api/games/${g.gameId}`, { token: g.spectatorToken })).body
    const side: string = snap.view.turn.activeSide
    const action = legalInView(clientRules('teaching-ford'), snap.view)[0]!
    // Another process's row for seq 1, written behind this one's back (its head update not yet visible).
    const raw = new BetterSqlite3(server.dbFile)
    raw.prepare("insert into actions (game_id, seq, action, state_hash, events, side, idem_key, created_at) values (?, 1, '{}', 'x', '[]', ?, 'other-process', 'now')").run(g.gameId, side)
    raw.close()
    const a = await openDatabase({ sqlite: server.dbFile })
    try {
      const r = await new GameService(a.db).act({ gameId: g.gameId, side, kind: 'human' }, { seq: 1, key: 'this-process-1', action: action as never })
      expect(r.status).toBe(409)
      expect(r.body).toMatchObject({ code: 'server/stale-seq' })
      expect(server.query('select idem_key from actions where game_id = ?', g.gameId)).toEqual([{ idem_key: 'other-process' }])
      expect(server.query('select seq from games where id = ?', g.gameId)).toEqual([{ seq: 0 }])
    } finally {
      await a.close()
    }
  })
})
