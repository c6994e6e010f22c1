import type { TurnClock } from '@hexes/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import { MailTransport } from '../notify/index'
import { startSmtpSink, type SmtpSink } from '../testing/startSmtpSink'
import { startTestServer, type TestServer } from '../testing/testServer'
import { wsClient } from '../testing/wsClient'

const H = 3_600_000
let server: TestServer | undefined
let smtp: SmtpSink | undefined
afterEach(async () => {
  await server?.close()
  await smtp?.stop()
  server = smtp = undefined
})

/** A server whose clock the test moves, mailing to a real SMTP sink, with a game under `clock`. */
async function clocked(clock: TurnClock, computer = false) {
  smtp = await startSmtpSink()
  let at = new Date('2026-12-01T08:00:00.000Z')
  server = await startTestServer({
    computer, clockSweepMs: false, now: () => at, publicUrl: 'https://hexes.example',
    notices: { mail: new MailTransport({ url: smtp.url, from: 'Hexes <hexes@example.org>' }) },
  })
  const g = await server.create({ scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' }, { side: 'french', kind: 'human' }], clock })
  const view = async () => (await server!.api('GET', `/api/games/${g.gameId}`, { token: g.spectatorToken })).body
  const first = (await view()).view.turn.activeSide as string
  const seat = g.seats.find((s) => s.side === first)!
  await server.api('PUT', `/api/games/${g.gameId}/notify`, { token: seat.token!, body: { email: 'late@example.org' } })
  const outbox = () => server!.query<{ kind: string; recipient: string }>('select kind, recipient from outbox where game_id = ? order by id', g.gameId)
  const actions = () => server!.query<{ seq: number; side: string; idem_key: string; action: string }>('select seq, side, idem_key, action from actions where game_id = ? order by seq', g.gameId)
  return { g, seat, first, view, outbox, actions, advance: (ms: number) => (at = new Date(at.getTime() + ms)) }
}

describe('server/turn clock', () => {
  it('sends each reminder once (mail and the seat\'s open page), then ends the timed-out side\'s phases (end-phase)', async () => {
    const t = await clocked({ hours: 48, remindBefore: [24, 2], onTimeout: 'end-phase' })
    const socket = await wsClient(server!.url, { gameId: t.g.gameId, token: t.seat.token!, seen: 0 })
    await socket.next('sync')
    t.advance(10 * H)
    expect(await server!.sweepClocks()).toEqual({ reminders: 0, timeouts: 0, failed: 0 })
    t.advance(15 * H) // 25 h in: the 24-hour reminder is due
    expect(await server!.sweepClocks()).toEqual({ reminders: 1, timeouts: 0, failed: 0 })
    expect(await server!.sweepClocks()).toEqual({ reminders: 0, timeouts: 0, failed: 0 })
    const pushed = await socket.next('clock')
    expect(pushed).toMatchObject({ kind: 'reminder', side: t.first, deadline: '2026-12-03T08:00:00.000Z' })
    const mail = await smtp!.next()
    expect(mail.to).toMatchObject({ text: 'late@example.org' })
    expect(mail.text).toContain('2026')
    expect(t.outbox()).toEqual([{ kind: 'reminder', recipient: 'late@example.org' }])
    t.advance(24 * H) // 49 h: past the deadline, the 2-hour reminder is never sent
    expect(await server!.sweepClocks()).toEqual({ reminders: 0, timeouts: 1, failed: 0 })
    expect(t.outbox().map((r) => r.kind)).toEqual(['reminder', 'timeout'])
    expect((await socket.next('clock', (m) => m.kind === 'timeout')).side).toBe(t.first)
    const after = await t.view()
    expect(after.view.turn.activeSide).not.toBe(t.first)
    const played = t.actions()
    expect(played.length).toBeGreaterThan(0)
    for (const a of played) {
      expect(a.side).toBe(t.first)
      expect(a.idem_key).toBe(`clock-${a.seq}`)
      expect(JSON.parse(a.action).type).toBe('end-phase')
    }
    // The other side's half-turn has a fresh clock: nothing is due for it yet.
    expect(await server!.sweepClocks()).toEqual({ reminders: 0, timeouts: 0, failed: 0 })
    socket.close()
  }, 60_000)

  it('concedes for a side whose half-turn timed out (concede)', async () => {
    const t = await clocked({ hours: 12, remindBefore: [], onTimeout: 'concede' })
    t.advance(12 * H)
    expect(await server!.sweepClocks()).toEqual({ reminders: 0, timeouts: 1, failed: 0 })
    const after = await t.view()
    expect(after.status).toBe('finished')
    expect(after.view.result).toMatchObject({ condition: 'conceded', winner: t.g.seats.find((s) => s.side !== t.first)!.side })
    expect(t.actions().map((a) => JSON.parse(a.action))).toEqual([{ type: 'concede', side: t.first }])
  }, 60_000)

  it('lets the server\'s computer player finish the timed-out half-turn (computer)', async () => {
    const t = await clocked({ hours: 24, remindBefore: [], onTimeout: 'computer' }, true)
    t.advance(25 * H)
    expect(await server!.sweepClocks()).toEqual({ reminders: 0, timeouts: 1, failed: 0 })
    const after = await t.view()
    // It played until the game passed to the other side: its next half-turn, or a decision of
    // the other side in the middle of this one (a retreat after an attack the computer made).
    expect(after.view.pending[0]?.side ?? after.view.turn.activeSide).not.toBe(t.first)
    const played = t.actions()
    expect(played.every((a) => a.side === t.first && a.idem_key === `clock-${a.seq}`)).toBe(true)
    // The computer moved units, not only ended phases.
    expect(played.some((a) => JSON.parse(a.action).type !== 'end-phase')).toBe(true)
  }, 120_000)
})
