import { actingSide, legalActions, seedRng, type GameState } from '@hexes/core'
import type { CreateGameResponse, GameSnapshot, ServerMessage } from '@hexes/protocol'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HexesClient } from '../src/client/HexesClient'
import { SeatPlayer } from '../src/client/SeatPlayer'
import { SeatSocket } from '../src/client/SeatSocket'
import { startServerProcess, type ServerProcess } from '../src/testing/startServerProcess'
import { noticesIn, startWebhookReceiver, type WebhookReceiver } from './support/startWebhookReceiver'
import { storedActions } from './support/storedActions'
import { createTeachingGame, teachingRules } from './support/teachingGame'

const GAMES = 4
/** Acknowledged actions to wait for before the kill. */
const BEFORE_KILL = 40

describe('server/kill -9 during a burst of actions', () => {
  let dir: string
  let hook: WebhookReceiver
  let server: ServerProcess | undefined

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hexes-kill9-'))
    hook = await startWebhookReceiver()
  })
  afterAll(async () => {
    await server?.stop('SIGKILL')
    await hook.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('loses no acknowledged action, announces none that was not committed, and the games go on', async () => {
    const db = join(dir, 'hexes.sqlite')
    const env = { HEXES_DB: db, HEXES_PUBLIC_URL: 'http://127.0.0.1:9', HEXES_WEBHOOK_PRIVATE: 'allow' }
    server = await startServerProcess(env)
    const client = new HexesClient(server.url)
    const { rules } = teachingRules()
    const games: CreateGameResponse[] = []
    for (let i = 0; i < GAMES; i++) games.push(await createTeachingGame(client))
    for (const g of games) for (const s of g.seats) expect(await client.setNotify(g.gameId, s.token!, { webhook: hook.url })).toMatchObject({ ok: true })

    const players: SeatPlayer[] = []
    const sockets: SeatSocket[] = []
    let sent = 0
    for (const [gi, g] of games.entries()) {
      for (const [si, s] of g.seats.entries()) {
        const socket = await SeatSocket.open(server.url, g.gameId, s.token!)
        await socket.next((m) => m.type === 'sync')
        sockets.push(socket)
        players.push(new SeatPlayer({
          client, socket, gameId: g.gameId, token: s.token!, side: s.side, rules, seed: gi * 10 + si + 1, stopAt: 100_000,
          onSubmit: () => sent++,
        }))
      }
    }
    const runs = players.map((p) => p.run())
    const acked = (): number => players.reduce((n, p) => n + p.acks.length, 0)
    const deadline = Date.now() + 60_000
    while (acked() < BEFORE_KILL && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5))
    expect(acked()).toBeGreaterThanOrEqual(BEFORE_KILL)

    process.kill(server.pid, 'SIGKILL')
    const inFlight = sent - players.reduce((n, p) => n + p.acks.length + p.refusals.length, 0)
    expect(await server.exited).toBe('SIGKILL')
    for (const end of await Promise.all(runs)) expect(['disconnected', 'game-over']).toContain(end)
    const pushes = sockets.flatMap((s) => s.received).filter((m): m is Extract<ServerMessage, { type: 'action' }> => m.type === 'action')
    expect(pushes.length).toBeGreaterThan(0)
    expect(inFlight, 'the kill came while submissions were waiting for their answer').toBeGreaterThan(0)
    const noticesBeforeRestart = hook.received.flatMap(noticesIn)
    expect(noticesBeforeRestart.length, 'webhook notices arrived during the burst').toBeGreaterThan(0)

    server = await startServerProcess(env)
    const after = new HexesClient(server.url)
    for (const g of games) {
      const token = g.seats[0]!.token!
      const stored = new Map((await storedActions(after, g.gameId, token)).map((a) => [a.seq, a.stateHash]))
      const acks = players.flatMap((p) => p.acks).filter((a) => a.gameId === g.gameId)
      for (const a of acks) expect(stored.get(a.seq), `acknowledged action ${a.seq} of ${g.gameId}`).toBe(a.stateHash)
      for (const m of pushes.filter((p) => p.gameId === g.gameId)) expect(stored.get(m.seq), `pushed action ${m.seq} of ${g.gameId}`).toBe(m.stateHash)
      for (const n of noticesBeforeRestart.filter((x) => x.gameId === g.gameId)) expect(n.seq, `notice for action ${n.seq} of ${g.gameId}`).toBeLessThanOrEqual(stored.size)
      expect([...stored.keys()]).toEqual(Array.from({ length: stored.size }, (_, i) => i + 1))

      // The game goes on: the side to act submits one more legal action.
      const snap = (await after.snapshot(g.gameId, token)) as GameSnapshot
      expect(snap.seq).toBe(stored.size)
      const side = actingSide({ ...snap.view, rng: seedRng(1) } as unknown as GameState)!
      const seat = g.seats.find((s) => s.side === side)!
      const view = ((await after.snapshot(g.gameId, seat.token!)) as GameSnapshot).view
      const action = legalActions(rules, { ...view, rng: seedRng(1) } as unknown as GameState).find((a) => a.type !== 'concede')!
      const r = await after.submit(g.gameId, seat.token!, { seq: snap.seq + 1, key: `after-restart-${g.gameId}`, action: action as never })
      expect(r.ok, JSON.stringify(r)).toBe(true)
    }
    await Promise.all(sockets.map((s) => s.close()))
  }, 120_000)
})
