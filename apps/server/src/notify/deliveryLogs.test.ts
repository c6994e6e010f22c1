import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogger } from '../testing/captureLogger'
import { openTestDatabase, type TestDatabase } from '../testing/openTestDatabase'
import { startSmtpSink, type SmtpSink } from '../testing/startSmtpSink'
import { startWebhookSink, type WebhookSink } from '../testing/startWebhookSink'
import { TEST_SEAT_LINK, testNotice } from '../testing/testNotice'
import { enqueueNotices } from './enqueueNotices'
import { MailTransport } from './MailTransport'
import { OutboxDispatcher } from './OutboxDispatcher'
import { createOutboxTable } from './OutboxTable'
import { WebhookTransport } from './WebhookTransport'

const secret = 'game-webhook-secret-0123456789'
const T0 = new Date('2026-12-02T10:00:00.000Z')

describe('server/notify delivery through the real transports', () => {
  let test: TestDatabase
  let smtp: SmtpSink
  let hooks: WebhookSink
  let mail: MailTransport

  beforeAll(async () => {
    ;[test, smtp, hooks] = await Promise.all([openTestDatabase('sqlite'), startSmtpSink(), startWebhookSink()])
    await createOutboxTable(test.db)
    mail = new MailTransport({ url: smtp.url, from: 'hexes@example.org' })
  })
  afterAll(async () => {
    mail?.close()
    await Promise.all([test?.close(), smtp?.stop(), hooks?.stop()])
  })

  it('sends mail and webhooks from the outbox, and no log line holds a seat link, an address or a secret', async () => {
    smtp.refuse.add('ghost@example.org')
    hooks.answer.set('/gone/T0K3N', { status: 404 })
    const logger = captureLogger()
    const dispatcher = new OutboxDispatcher(test.db, { mail, webhook: new WebhookTransport({ timeoutMs: 1000, allowPrivate: true }) }, { logger })
    await test.db.transaction().execute((trx) =>
      enqueueNotices(
        trx,
        [
          { recipientKind: 'mail', recipient: 'anna@example.org', notice: testNotice({ seq: 1 }) },
          { recipientKind: 'mail', recipient: 'ghost@example.org', notice: testNotice({ seq: 2 }) },
          { recipientKind: 'webhook', recipient: `${hooks.url}/ok/T0K3N`, secret, notice: testNotice({ seq: 3, locale: 'fr' }) },
          { recipientKind: 'webhook', recipient: `${hooks.url}/gone/T0K3N`, secret, notice: testNotice({ seq: 4 }) },
          { recipientKind: 'webhook', recipient: 'http://127.0.0.1:1/T0K3N', secret, notice: testNotice({ seq: 5 }) },
        ],
        T0,
      ),
    )
    expect(await dispatcher.runOnce(T0)).toEqual({ sent: 2, failed: 3 })
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Hexes: your turn in Hastings 1066 (turn 2)'])
    expect(hooks.hits.map((h) => h.path)).toEqual(expect.arrayContaining(['/ok/T0K3N', '/gone/T0K3N']))
    expect(logger.lines).toHaveLength(5)
    for (const line of logger.lines) {
      for (const secretPart of [TEST_SEAT_LINK, 'seat=', 'anna@', 'ghost@', 'T0K3N', secret]) expect(line).not.toContain(secretPart)
    }
    const rows = await test.db.selectFrom('outbox').select(['seq', 'sent_at', 'last_error', 'payload']).orderBy('seq').execute()
    expect(rows.map((r) => r.sent_at === null)).toEqual([false, true, false, true, true])
    for (const row of rows) {
      expect(row.last_error ?? '').not.toContain('ghost@')
      expect(row.last_error ?? '').not.toContain('T0K3N')
    }
  })
})
