import { LIMITS, type CreateGameResponse } from '@hexes/protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clientRules, legalInView, startTestServer, type TestServer } from '../testing/testServer'
import { wsClient, type WsClient } from '../testing/wsClient'
import { WS_CLOSE } from './wsRoute'

let server: TestServer
let game: CreateGameResponse
const open: WsClient[] = []
beforeEach(async () => {
  server = await startTestServer({ computer: false, helloTimeoutMs: 300 })
  game = await server.create({ scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' }, { side: 'french', kind: 'human' }] })
})
afterEach(async () => {
  for (const c of open.splice(0)) c.close()
  await server.close()
})

const tokenOf = (side: string) => game.seats.find((s) => s.side === side)!.token!
async function connect(token: string, seen = 0) {
  const c = await wsClient(server.url, { gameId: game.gameId, token, seen })
  open.push(c)
  return c
}

describe('server/ws', () => {
  it('syncs on hello, then pushes each committed action to every seat and the spectator with the receiver\'s own view', async () => {
    const routiers = await connect(tokenOf('routiers'))
    const french = await connect(tokenOf('french'))
    const spectator = await connect(game.spectatorToken)
    const sync = await routiers.next('sync')
    expect(sync.snapshot).toMatchObject({ gameId: game.gameId, viewer: 'routiers', seq: 0 })
    expect(sync.missed).toEqual([])
    await french.next('sync')
    await spectator.next('presence', (m) => m.online.length === 2)
    const acting = sync.snapshot.view.turn.activeSide!
    const action = legalInView(clientRules('teaching-ford'), sync.snapshot.view)[0]!
    const r = await server.api('POST', `/api/games/${game.gameId}/actions`, { token: tokenOf(acting), body: { seq: 1, key: 'ws-test-1', action } })
    expect(r.status).toBe(200)
    for (const [c, viewer] of [[routiers, 'routiers'], [french, 'french'], [spectator, null]] as const) {
      const m = await c.next('action', (a) => a.seq === 1)
      expect(m).toMatchObject({ gameId: game.gameId, seq: 1, stateHash: r.body.stateHash, action: { type: action.type, side: acting } })
      expect(m.view.viewer).toBe(viewer)
      expect('rng' in m.view).toBe(false)
    }
  })

  it('tells the seat that must act that it is its turn, and sends what a reconnecting seat missed', async () => {
    const first = await connect(game.spectatorToken)
    const view = (await first.next('sync')).snapshot.view
    const acting = view.turn.activeSide!
    const seat = await connect(tokenOf(acting))
    await seat.next('your-turn', (m) => m.seq === 0)
    const action = legalInView(clientRules('teaching-ford'), view)[0]!
    await server.api('POST', `/api/games/${game.gameId}/actions`, { token: tokenOf(acting), body: { seq: 1, key: 'ws-test-2', action } })
    const late = await connect(tokenOf(acting), 0)
    const sync = await late.next('sync')
    expect(sync.snapshot.seq).toBe(1)
    expect(sync.missed.map((a) => a.seq)).toEqual([1])
  })

  it('pushes chat messages of a seat to the game, and refuses chat from a spectator', async () => {
    const c = await connect(game.spectatorToken)
    await c.next('sync')
    const r = await server.api('POST', `/api/games/${game.gameId}/chat`, { token: tokenOf('french'), body: { text: 'bonjour' } })
    expect(r.status).toBe(200)
    const m = await c.next('chat')
    expect(m.message).toMatchObject({ side: 'french', text: 'bonjour' })
    const s = await server.api('POST', `/api/games/${game.gameId}/chat`, { token: game.spectatorToken, body: { text: 'hi' } })
    expect(s.body.code).toBe('server/spectator')
    expect((await server.api('GET', `/api/games/${game.gameId}/chat`, { token: game.spectatorToken })).body.messages).toHaveLength(1)
  })

  it('closes a socket that says no hello in time, one with an unknown token, and one that sends too much', async () => {
    const silent = await wsClient(server.url)
    expect(await silent.closed).toBe(WS_CLOSE.helloTimeout)
    const forged = await wsClient(server.url, { gameId: game.gameId, token: 'B'.repeat(43), seen: 0 })
    expect(await forged.closed).toBe(WS_CLOSE.unauthorized)
    expect((await forged.next('error')).error.code).toBe('server/unauthorized')
    const big = await wsClient(server.url)
    big.send({ type: 'hello', gameId: game.gameId, token: tokenOf('french'), seen: 0, pad: 'x'.repeat(LIMITS.wsMessageBytes) })
    expect(await big.closed).toBe(1009)
  })
})
