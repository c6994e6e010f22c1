import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink, type SmtpSink } from '../testing/startSmtpSink'
import { TEST_SEAT_LINK, testNotice } from '../testing/testNotice'
import { MailTransport } from './MailTransport'

describe('server/notify MailTransport', () => {
  let sink: SmtpSink
  let transport: MailTransport

  beforeAll(async () => {
    sink = await startSmtpSink()
    transport = new MailTransport({ url: sink.url, from: 'Hexes <hexes@example.org>' })
  })
  afterAll(async () => {
    transport?.close()
    await sink?.stop()
  })

  it('delivers an English notice to a real SMTP server: subject, body with the seat link, addresses', async () => {
    await transport.send({ recipient: 'anna@example.org', notice: testNotice({ deadline: '2026-12-03T14:00:00.000Z' }) })
    const mail = await sink.next()
    expect(mail.subject).toBe('Hexes: your turn in Hastings 1066 (turn 2)')
    expect(mail.text).toContain('It is your turn to play Normans in Hastings 1066, turn 2.')
    expect(mail.text).toContain('Deadline: Thursday 3 December 2026, 14:00 UTC.')
    expect(mail.text).toContain(`Open your seat: ${TEST_SEAT_LINK}`)
    expect(mail.from?.value).toEqual([{ name: 'Hexes', address: 'hexes@example.org' }])
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('anna@example.org')
  })

  it('delivers a French notice, accents intact', async () => {
    await transport.send({ recipient: 'bruno@example.org', notice: testNotice({ kind: 'reminder', locale: 'fr', deadline: '2026-12-03T14:00:00.000Z' }) })
    const mail = await sink.next()
    expect(mail.subject).toBe('Hexes : rappel, votre tour dans Hastings 1066 se termine bientôt')
    expect(mail.text).toContain('Votre demi-tour avec Normans dans Hastings 1066 (tour 2) vous attend toujours.')
    expect(mail.text).toContain('Échéance : jeudi 3 décembre 2026, 14:00 UTC.')
    expect(mail.text).toContain(`Ouvrir votre place : ${TEST_SEAT_LINK}`)
  })

  it('fails for good when the SMTP server refuses the mailbox (5xx), and for now when it is down', async () => {
    sink.refuse.add('ghost@example.org')
    await expect(transport.send({ recipient: 'ghost@example.org', notice: testNotice() })).rejects.toMatchObject({ code: 'notify/mail-rejected', permanent: true })
    const down = new MailTransport({ url: 'smtp://127.0.0.1:1', from: 'hexes@example.org' })
    await expect(down.send({ recipient: 'anna@example.org', notice: testNotice() })).rejects.toMatchObject({ code: 'notify/mail-failed', permanent: false })
    down.close()
  })

  it('refuses bad settings, naming the field', () => {
    let caught: unknown
    try {
      new MailTransport({ url: 'http://mail.example.org', from: 'hexes@example.org' })
    } catch (error) {
      caught = error
    }
    expect(caught).toMatchObject({ code: 'notify/bad-config', message: expect.stringContaining('at url') })
  })
})
