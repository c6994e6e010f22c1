import type { CreateGameResponse } from '@hexes/protocol'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GameService } from '../games/GameService'
import { startServer, type RunningServer } from '../startServer'
import { startPostgres, type TestPostgres } from '../testing/startPostgres'
import { clientRules, legalInView } from '../testing/testServer'
import { wsClient } from '../testing/wsClient'
import { openDatabase } from './openDatabase'

let cluster: TestPostgres
let a: RunningServer
let b: RunningServer
beforeAll(async () => {
  cluster = await startPostgres()
  const config = { port: 0, host: '127.0.0.1', database: { postgres: cluster.url }, logger: false as const, rateLimits: false as const, computer: false }
  a = await startServer(config)
  b = await startServer(config)
}, 60_000)
afterAll(async () => {
  await a?.close()
  await b?.close()
  await cluster?.stop()
})

async function api(base: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(base + path, { method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) })
  return { status: res.status, body: (await res.json()) as any }
}

async function query<T>(text: string, params: unknown[]): Promise<T[]> {
  const c = new pg.Client({ connectionString: cluster.url })
  await c.connect()
  try {
    return (await c.query(text, params)).rows as T[]
  } finally {
    await c.end()
  }
}

const seats = [{ side: 'routiers', kind: 'human' as const }, { side: 'french', kind: 'human' as const }]

describe('server/postgres', () => {
  it('serves one game from two processes: an action through one reaches a socket on the other (NOTIFY on commit), chat too', async () => {
    const g = (await api(a.url, 'POST', '/api/games', undefined, { scenarioId: 'teaching-ford', seats })).body as CreateGameResponse
    const watcher = await wsClient(b.url, { gameId: g.gameId, token: g.spectatorToken, seen: 0 })
    try {
      const sync = await watcher.next('sync')
      const acting = sync.snapshot.view.turn.activeSide!
      const token = g.seats.find((s) => s.side === acting)!.token!
      const action = legalInView(clientRules('teaching-ford'), sync.snapshot.view)[0]!
      const r = await api(a.url, 'POST', `/api/games/${g.gameId}/actions`, token, { seq: 1, key: 'pg-action-1', action })
      expect(r.status).toBe(200)
      const pushed = await watcher.next('action', (m) => m.seq === 1)
      expect(pushed.stateHash).toBe(r.body.stateHash)
      expect(pushed.view.viewer).toBeNull()
      // The other process's memory was behind: it catches up and continues the game.
      const next = await api(b.url, 'GET', `/api/games/${g.gameId}`, token)
      expect(next.body.seq).toBe(1)
      await api(a.url, 'POST', `/api/games/${g.gameId}/chat`, token, { text: 'salut' })
      expect((await watcher.next('chat')).message.text).toBe('salut')
      expect(await query('select seq, state_hash from actions where game_id = $1', [g.gameId])).toEqual([{ seq: 1, state_hash: r.body.stateHash }])
    } finally {
      watcher.close()
    }
  }, 30_000)

  it('lets the (game_id, seq) key settle two concurrent writers with their own memory: one commits, the other gets server/stale-seq', async () => {
    const g = (await api(a.url, 'POST', '/api/games', undefined, { scenarioId: 'teaching-ford', seats })).body as CreateGameResponse
    const snap = (await api(a.url, 'GET', `/api/games/${g.gameId}`, g.spectatorToken)).body
    const side: string = snap.view.turn.activeSide
    const actions = legalInView(clientRules('teaching-ford'), snap.view)
    const x = await openDatabase({ postgres: cluster.url })
    const y = await openDatabase({ postgres: cluster.url })
    try {
      const sx = new GameService(x.db)
      const sy = new GameService(y.db)
      await sx.live.get(g.gameId)
      await sy.live.get(g.gameId)
      const who = { gameId: g.gameId, side, kind: 'human' as const }
      const results = await Promise.all([
        sx.act(who, { seq: 1, key: 'writer-x-1', action: actions[0]! as never }),
        sy.act(who, { seq: 1, key: 'writer-y-1', action: actions[actions.length - 1]! as never }),
      ])
      expect(results.map((r) => r.status).sort()).toEqual([200, 409])
      expect(results.find((r) => r.status === 409)!.body).toMatchObject({ code: 'server/stale-seq' })
      expect(await query('select seq from actions where game_id = $1', [g.gameId])).toEqual([{ seq: 1 }])
      expect(await query('select seq from games where id = $1', [g.gameId])).toEqual([{ seq: 1 }])
    } finally {
      await x.close()
      await y.close()
    }
  }, 30_000)

  it('survives an idle connection the database drops: the error is reported, the next query opens another', async () => {
    const lost: Error[] = []
    const x = await openDatabase({ postgres: cluster.url }, { onConnectionError: (error) => lost.push(error) })
    try {
      const pid = (await x.db.selectNoFrom((eb) => eb.fn<number>('pg_backend_pid', []).as('pid')).executeTakeFirstOrThrow()).pid
      expect(await query('select pg_terminate_backend($1) as done', [pid])).toEqual([{ done: true }])
      for (let i = 0; i < 100 && lost.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20))
      expect(lost).toHaveLength(1)
      const again = await x.db.selectNoFrom((eb) => eb.fn<number>('pg_backend_pid', []).as('pid')).executeTakeFirstOrThrow()
      expect(again.pid).not.toBe(pid)
    } finally {
      await x.close()
    }
  }, 30_000)
})
