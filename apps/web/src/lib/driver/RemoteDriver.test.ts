// @vitest-environment node
// The driver against the real server (`@hexes/server` over a temporary SQLite file, on loopback).
import type { BaseAction } from '@hexes/core'
import type { CreateGameResponse, ServerMessage } from '@hexes/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { loadScenario, plugins } from '../catalog'
import { RemoteApi } from '../remote/RemoteApi'
import { RemoteError } from '../remote/RemoteError'
import { RemoteSocket, socketUrl } from '../remote/RemoteSocket'
import { startTestServer, until } from '../remote/testServer'
import { RemoteDriver } from './RemoteDriver'

let server: Awaited<ReturnType<typeof startTestServer>>
let api: RemoteApi
beforeAll(async () => {
  server = await startTestServer()
  api = new RemoteApi(server.url)
})
afterAll(() => server?.close())

async function newGame(): Promise<CreateGameResponse> {
  const r = await api.createGame({ scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' }, { side: 'french', kind: 'human' }] })
  if (!r.ok) throw new Error(r.message)
  return r
}
const tokenOf = (g: CreateGameResponse, side: string) => g.seats.find((s) => s.side === side)!.token!
async function open(g: CreateGameResponse, token: string, a: RemoteApi = api): Promise<RemoteDriver> {
  const d = await RemoteDriver.open(a, { gameId: g.gameId, token }, { loadScenario, plugins })
  if (!(d instanceof RemoteDriver)) throw new Error(`${d.code}: ${d.message}`)
  return d
}
const move = { type: 'move', side: 'routiers', unit: 'r-hc-1', to: '5,5' }

describe('web/remote: RemoteDriver against the real server', () => {
  it('builds the rules from the shipped scenario, holds the seat\'s view only, and its engine refuses to roll', async () => {
    const g = await newGame()
    const d = await open(g, tokenOf(g, 'routiers'))
    expect(d.viewer).toBe('routiers')
    expect(d.seq).toBe(0)
    expect(d.state().units.length).toBeGreaterThan(0)
    expect(Object.keys(d.state())).not.toContain('rng')
    expect(JSON.stringify(d.state())).not.toContain('"rng"')
    expect(() => d.state().rng).toThrow(RemoteError)
    expect(d.legalActions().some((a) => a.type === 'move')).toBe(true)
    expect(d.check(move)).toBeUndefined()
    expect(d.canUndo()).toBe(false)
    expect(d.undo()).toMatchObject({ ok: false, code: 'undo/remote' })
    expect(() => d.saveFile({})).toThrow(RemoteError)
    // The other seat may not act now: no legal action is offered to it.
    const f = await open(g, tokenOf(g, 'french'))
    expect(f.legalActions()).toEqual([])
  })

  it('plays an action through the server, and the other seat\'s socket brings it live; a reconnection resumes with what was missed', async () => {
    const g = await newGame()
    const r = await open(g, tokenOf(g, 'routiers'))
    const f = await open(g, tokenOf(g, 'french'))
    const seen: ServerMessage['type'][] = []
    const socket = new RemoteSocket({ url: socketUrl(server.url), gameId: g.gameId, token: tokenOf(g, 'french'), seen: () => f.seq, onMessage: (m) => (seen.push(m.type), f.receive(m)), WebSocketImpl: WebSocket as unknown as typeof globalThis.WebSocket })
    try {
      await until(() => seen.includes('sync'), 5000, 'sync')
      const a = await r.act(move)
      expect(a).toMatchObject({ ok: true, events: expect.any(Array) })
      expect(r.seq).toBe(1)
      expect(r.log()).toEqual([move])
      expect(r.state().units.find((u) => u.id === 'r-hc-1')!.hex).toBe('5,5')
      await until(() => f.seq === 1, 5000, 'the push')
      expect(f.state().units.find((u) => u.id === 'r-hc-1')!.hex).toBe('5,5')
      expect(f.events().length).toBe(r.events().length)
    } finally {
      socket.close()
    }
    // Offline, the other seat ends its phase; a new socket's sync brings it (seen = 1).
    await r.act({ type: 'end-phase', side: 'routiers' })
    const again = new RemoteSocket({ url: socketUrl(server.url), gameId: g.gameId, token: tokenOf(g, 'french'), seen: () => f.seq, onMessage: (m) => f.receive(m), WebSocketImpl: WebSocket as unknown as typeof globalThis.WebSocket })
    try {
      await until(() => f.seq === 2, 5000, 'the sync')
      expect(f.log()).toEqual(r.log())
    } finally {
      again.close()
    }
  })

  it('refuses locally what the rules refuse, and takes the server\'s refusals: another seat\'s side, a stale sequence number (then resyncs)', async () => {
    const g = await newGame()
    const r = await open(g, tokenOf(g, 'routiers'))
    expect(await r.act({ ...move, to: '9,9' })).toMatchObject({ ok: false })
    expect(r.seq).toBe(0)
    const f = await open(g, tokenOf(g, 'french'))
    expect(await api.submit(g.gameId, tokenOf(g, 'french'), { seq: 1, key: 'abcdefgh12', action: move })).toMatchObject({ ok: false, code: 'server/not-your-side', ruleId: 'server' })
    expect(f.seq).toBe(0)
    // The same seat in two tabs: the second is behind after the first acts.
    const r2 = await open(g, tokenOf(g, 'routiers'))
    expect(await r.act(move)).toMatchObject({ ok: true })
    const stale = await r2.act({ type: 'move', side: 'routiers', unit: 'r-lc-1', to: '4,8' })
    expect(stale).toMatchObject({ ok: false, code: 'server/stale-seq' })
    expect(r2.seq).toBe(1)
    expect(r2.log()).toEqual([move])
    expect(await r2.act({ type: 'move', side: 'routiers', unit: 'r-lc-1', to: '4,8' })).toMatchObject({ ok: true })
  })

  it('sends an action again with the same idempotency key when the answer is lost: stored once', async () => {
    const g = await newGame()
    let lost = 0
    // The real request reaches the server; only its answer is lost on the way back, once.
    const flaky = new RemoteApi(server.url, async (input, init) => {
      const res = await fetch(input, init)
      if (init?.method === 'POST' && String(input).endsWith('/actions') && lost++ === 0) throw new TypeError('network error')
      return res
    })
    const r = await open(g, tokenOf(g, 'routiers'), flaky)
    expect(await r.act(move)).toMatchObject({ ok: true })
    expect(lost).toBe(2)
    const log = await api.actions(g.gameId, tokenOf(g, 'routiers'))
    expect(Array.isArray(log) && log.map((a) => a.seq)).toEqual([1])
  })

  it('replays the seat\'s views from the start, and a spectator holds a read-only view', async () => {
    const g = await newGame()
    const r = await open(g, tokenOf(g, 'routiers'))
    await r.act(move)
    await r.act({ type: 'end-phase', side: 'routiers' })
    const replay = await r.replayStates()
    expect(replay.states).toHaveLength(3)
    expect(replay.actions).toEqual(r.log() as BaseAction[])
    expect(replay.states[2]!.units).toEqual(r.state().units)
    expect(replay.eventCounts[2]).toBe(r.events().length)
    const s = await open(g, g.spectatorToken)
    expect(s.viewer).toBeNull()
    expect(s.seq).toBe(2)
    expect(s.legalActions()).toEqual([])
    expect(await api.submit(g.gameId, g.spectatorToken, { seq: 3, key: 'abcdefgh13', action: { type: 'end-phase', side: 'routiers' } })).toMatchObject({ ok: false, code: 'server/spectator' })
  })

  it('answers a bad link with the server\'s refusal, and stops at a server that does not answer', async () => {
    const g = await newGame()
    const d = await RemoteDriver.open(api, { gameId: g.gameId, token: 'x'.repeat(43) }, { loadScenario, plugins })
    expect(d).toMatchObject({ ok: false, code: 'server/unauthorized' })
    await expect(RemoteDriver.open(new RemoteApi('http://127.0.0.1:1'), { gameId: g.gameId, token: tokenOf(g, 'routiers') }, { loadScenario, plugins })).rejects.toMatchObject({ code: 'remote/network' })
  })
})
