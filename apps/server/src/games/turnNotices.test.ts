import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MailTransport } from '../notify/index'
import { startSmtpSink, type SmtpSink } from '../testing/startSmtpSink'
import { playRandomly, startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
let smtp: SmtpSink
beforeEach(async () => {
  smtp = await startSmtpSink()
  server = await startTestServer({ computer: false, publicUrl: 'https://hexes.example', notices: { mail: new MailTransport({ url: smtp.url, from: 'Hexes <hexes@example.org>' }) } })
})
afterEach(async () => {
  await server.close()
  await smtp.stop()
})

describe('server/turn notices', () => {
  it('mails "your turn" to a seat the game passes to, from a notice enqueued in the action\'s transaction', async () => {
    const g = await server.create({ scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' }, { side: 'french', kind: 'human' }], locale: 'fr' })
    const first = (await server.api('GET', `/api/games/${g.gameId}`, { token: g.spectatorToken })).body.view.turn.activeSide as string
    const waiting = g.seats.find((s) => s.side !== first)!
    const put = await server.api('PUT', `/api/games/${g.gameId}/notify`, { token: waiting.token!, body: { email: 'anna@example.org' } })
    expect(put.body).toMatchObject({ ok: true, email: 'anna@example.org', locale: 'fr' })
    const bad = await server.api('PUT', `/api/games/${g.gameId}/notify`, { token: waiting.token!, body: { email: 'not-an-address' } })
    expect(bad.body).toMatchObject({ code: 'server/bad-request', path: 'email' })
    const played = await playRandomly(server, g, (v) => (v.pending[0]?.side ?? v.turn.activeSide) === waiting.side, { max: 500 })
    const rows = server.query<{ seq: number; kind: string; recipient: string }>('select seq, kind, recipient from outbox where game_id = ?', g.gameId)
    expect(rows).toEqual([{ seq: played.seq, kind: 'your-turn', recipient: 'anna@example.org' }])
    const mail = await smtp.next()
    expect(mail.to).toMatchObject({ text: 'anna@example.org' })
    expect(mail.text).toContain(`https://hexes.example/?game=${g.gameId}`)
    expect(mail.text).not.toContain(waiting.token!)
    expect(mail.subject).toMatch(/à vous/i)
  }, 60_000)
})
