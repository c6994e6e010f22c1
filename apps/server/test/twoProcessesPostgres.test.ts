import { actingSide, legalActions, seedRng, type BaseAction, type GameState, type PlayerView } from '@hexes/core'
import type { CreateGameResponse, GameSnapshot, ServerMessage } from '@hexes/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseAction } from '../src/client/chooseAction'
import { HexesClient } from '../src/client/HexesClient'
import { SeatSocket } from '../src/client/SeatSocket'
import { startPostgres, type TestPostgres } from '../src/testing/startPostgres'
import { startServerProcess, type ServerProcess } from '../src/testing/startServerProcess'
import { createTeachingGame, teachingRules } from './support/teachingGame'

type ActionPush = Extract<ServerMessage, { type: 'action' }>
const isPush = (seq: number) => (m: ServerMessage): m is ActionPush => m.type === 'action' && m.seq === seq

describe('server/two processes on one PostgreSQL', () => {
  let pg: TestPostgres
  let a: ServerProcess
  let b: ServerProcess
  const sockets: SeatSocket[] = []

  beforeAll(async () => {
    pg = await startPostgres()
    a = await startServerProcess({ HEXES_DATABASE_URL: pg.url })
    b = await startServerProcess({ HEXES_DATABASE_URL: pg.url })
  }, 60_000)
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()))
    await a?.stop()
    await b?.stop()
    await pg?.stop()
  })

  it('pushes an action committed through one process to sockets on the other, both ways, and settles a race for one seq', async () => {
    const { rules } = teachingRules()
    const viaA = new HexesClient(a.url)
    const viaB = new HexesClient(b.url)
    const game: CreateGameResponse = await createTeachingGame(viaA)
    const token = (side: string): string => game.seats.find((s) => s.side === side)!.token!
    const open = async (server: ServerProcess, side: string): Promise<SeatSocket> => {
      const s = await SeatSocket.open(server.url, game.gameId, token(side))
      await s.next((m) => m.type === 'sync')
      sockets.push(s)
      return s
    }
    const onA = [await open(a, 'routiers'), await open(a, 'french')]
    const onB = [await open(b, 'routiers'), await open(b, 'french')]
    const rand = seedRng(4)
    /** The acting side's next action and seq, from its own snapshot. */
    const next = async (client: HexesClient): Promise<{ side: string; seq: number; view: PlayerView; options: BaseAction[] }> => {
      const any = (await client.snapshot(game.gameId, token('routiers'))) as GameSnapshot
      const side = actingSide({ ...any.view, rng: seedRng(1) } as unknown as GameState)!
      const snap = (await client.snapshot(game.gameId, token(side))) as GameSnapshot
      const options = legalActions(rules, { ...snap.view, rng: seedRng(1) } as unknown as GameState).filter((x) => x.type !== 'concede')
      return { side, seq: snap.seq, view: snap.view, options }
    }

    for (const [client, others] of [[viaA, onB], [viaB, onA], [viaA, onB], [viaB, onA]] as const) {
      const n = await next(client)
      const r = await client.submit(game.gameId, token(n.side), { seq: n.seq + 1, key: `one-step-${n.seq + 1}`, action: chooseAction(n.options, rand) as never })
      expect(r.ok, JSON.stringify(r)).toBe(true)
      if (!r.ok) return
      for (const s of others) {
        const push = await s.next(isPush(r.seq), 10_000)
        expect(push.stateHash).toBe(r.stateHash)
      }
    }

    for (let round = 0; round < 5; round++) {
      const n = await next(viaA)
      const [x, y] = [chooseAction(n.options, rand), chooseAction(n.options, rand)]
      const answers = await Promise.all([
        viaA.submit(game.gameId, token(n.side), { seq: n.seq + 1, key: `race-a-round-${round}`, action: x as never }),
        viaB.submit(game.gameId, token(n.side), { seq: n.seq + 1, key: `race-b-round-${round}`, action: y as never }),
      ])
      expect(answers.filter((r) => r.ok)).toHaveLength(1)
      expect(answers.filter((r) => !r.ok).map((r) => (r as { code: string }).code)).toEqual(['server/stale-seq'])
      const won = answers.find((r) => r.ok)!
      if (!won.ok) return
      for (const s of [...onA, ...onB]) expect((await s.next(isPush(won.seq), 10_000)).stateHash).toBe(won.stateHash)
    }
  }, 120_000)
})
