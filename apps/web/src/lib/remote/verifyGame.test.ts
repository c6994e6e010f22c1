// @vitest-environment node
// The Verify button's check, on a whole game played through the real server (SQLite, loopback).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadScenario, plugins } from '../catalog'
import { RemoteDriver } from '../driver/RemoteDriver'
import { isFailure, RemoteApi } from './RemoteApi'
import { startTestServer } from './testServer'
import { verifyGame } from './verifyGame'

let server: Awaited<ReturnType<typeof startTestServer>>
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('web/remote: verifyGame', () => {
  it('checks every die of an ended game against the commitment published at its start, and fails on a tampered record', async () => {
    const api = new RemoteApi(server.url)
    const g = await api.createGame({ scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' }, { side: 'french', kind: 'human' }] })
    if (isFailure(g)) throw new Error(g.message)
    const drivers = new Map<string, RemoteDriver>()
    for (const s of g.seats) {
      const d = await RemoteDriver.open(api, { gameId: g.gameId, token: s.token! }, { loadScenario, plugins })
      if (!(d instanceof RemoteDriver)) throw new Error(d.message)
      drivers.set(s.side, d)
    }
    const token = g.seats[0]!.token!
    expect(await api.record(g.gameId, token)).toMatchObject({ ok: false, code: 'server/game-running' })
    // Both seats end every phase (answering decisions with their first choice) until the end.
    for (let i = 0; i < 400; i++) {
      const any = [...drivers.values()][0]!
      await any.resync()
      if (any.state().result) break
      const side = any.state().pending[0]?.side ?? any.state().turn.activeSide!
      const d = drivers.get(side)!
      await d.resync()
      const legal = d.legalActions()
      const a = legal.find((x) => x.type === 'end-phase') ?? legal[0]!
      expect(await d.act(a as never)).toMatchObject({ ok: true })
    }
    const d = drivers.get('routiers')!
    await d.resync()
    expect(d.state().result).not.toBeNull()
    const snap = d.info()
    expect(snap.seed).toMatch(/.+/)
    const record = await api.record(g.gameId, token)
    if (isFailure(record)) throw new Error(record.message)
    const verdict = verifyGame(record, g.commitment, d.scenario, plugins)
    expect(verdict).toMatchObject({ ok: true, actions: d.seq })
    // Another commitment than the one published at the start; a log changed in one action.
    const other = `${g.commitment.slice(0, -1)}${g.commitment.endsWith('0') ? '1' : '0'}`
    expect(verifyGame(record, other, d.scenario, plugins)).toMatchObject({ ok: false, code: 'remote/commitment-changed' })
    const actions = (record.actions as { stateHash: string }[]).map((x, i) => (i === 0 ? { ...x, stateHash: '0'.repeat(x.stateHash.length) } : x))
    expect(verifyGame({ ...record, actions }, g.commitment, d.scenario, plugins)).toMatchObject({ ok: false, code: 'record/hash-mismatch' })
  })
})
