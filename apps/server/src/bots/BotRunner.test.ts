import type { CreateGameResponse } from '@hexes/protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/testServer'
import { wsClient } from '../testing/wsClient'

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => {
  await server.close()
})

/** The side that acts first in the teaching scenario. */
async function firstSide(): Promise<string> {
  const g = await server.create({ scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' }, { side: 'french', kind: 'human' }] })
  return (await server.api('GET', `/api/games/${g.gameId}`, { token: g.spectatorToken })).body.view.turn.activeSide
}

describe('server/computer seats', () => {
  it('plays a computer seat in a worker thread through the same act path, until the human seat must act', async () => {
    const computer = await firstSide()
    const human = computer === 'routiers' ? 'french' : 'routiers'
    const g: CreateGameResponse = await server.create({ scenarioId: 'teaching-ford', seats: [{ side: computer, kind: 'computer', bot: 'random' }, { side: human, kind: 'human' }] })
    expect(g.seats.find((s) => s.side === computer)!.token).toBeUndefined()
    const ws = await wsClient(server.url, { gameId: g.gameId, token: g.seats.find((s) => s.side === human)!.token!, seen: 0 })
    try {
      const turn = await ws.next('your-turn', (m) => m.seq > 0, 30_000)
      const rows = server.query<{ side: string; idem_key: string }>('select side, idem_key from actions where game_id = ? order by seq', g.gameId)
      expect(rows.length).toBe(turn.seq)
      expect(new Set(rows.map((r) => r.side))).toEqual(new Set([computer]))
      expect(rows.every((r) => r.idem_key.startsWith('computer-'))).toBe(true)
      const snap = (await server.api('GET', `/api/games/${g.gameId}`, { token: g.spectatorToken })).body
      expect(snap.view.pending[0]?.side ?? snap.view.turn.activeSide).toBe(human)
    } finally {
      ws.close()
    }
  }, 60_000)
})
