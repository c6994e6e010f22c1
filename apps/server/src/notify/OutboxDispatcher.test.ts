import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { captureLogger } from '../testing/captureLogger'
import { openTestDatabase, type TestDatabase } from '../testing/openTestDatabase'
import { TEST_SEAT_LINK, testNotice } from '../testing/testNotice'
import { enqueueNotices, type OutboxInput } from './enqueueNotices'
import type { Delivery, NoticeTransport } from './NoticeTransport'
import { NotifyError } from './NotifyError'
import { OutboxDispatcher } from './OutboxDispatcher'
import { createOutboxTable } from './OutboxTable'

/** A transport that keeps what it is given and fails when told to (the real ones are tested on their own). */
class RecordingTransport implements NoticeTransport {
  readonly sent: Delivery[] = []
  failWith: Error | undefined
  delayMs = 0

  async send(delivery: Delivery): Promise<void> {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs))
    if (this.failWith !== undefined) throw this.failWith
    this.sent.push(delivery)
  }
}

const T0 = new Date('2026-12-02T10:00:00.000Z')
const at = (ms: number) => new Date(T0.getTime() + ms)
const mail = (seq: number): OutboxInput => ({ recipientKind: 'mail', recipient: 'anna@example.org', notice: testNotice({ seq }) })

describe.each(['sqlite', 'postgres'] as const)('server/notify OutboxDispatcher on %s', (kind) => {
  let test: TestDatabase
  let transport: RecordingTransport

  beforeAll(async () => {
    test = await openTestDatabase(kind)
    await createOutboxTable(test.db)
    await createOutboxTable(test.db) // idempotent
  }, 30_000)
  afterAll(() => test?.close())
  afterEach(() => {
    vi.useRealTimers()
  })
  beforeEach(async () => {
    await test.db.deleteFrom('outbox').execute()
    transport = new RecordingTransport()
  })

  it('sends a notice only once the transaction of its action commits, and only once', async () => {
    await expect(
      test.db.transaction().execute(async (trx) => {
        await enqueueNotices(trx, [mail(1)], T0)
        throw new Error('the action was refused')
      }),
    ).rejects.toThrow('refused')
    const dispatcher = new OutboxDispatcher(test.db, { mail: transport })
    expect(await dispatcher.runOnce(T0)).toEqual({ sent: 0, failed: 0 })

    await test.db.transaction().execute((trx) => enqueueNotices(trx, [mail(2)], T0))
    expect(await dispatcher.runOnce(T0)).toEqual({ sent: 1, failed: 0 })
    expect(await dispatcher.runOnce(at(1))).toEqual({ sent: 0, failed: 0 })
    expect(transport.sent).toEqual([{ recipient: 'anna@example.org', notice: testNotice({ seq: 2 }), secret: undefined }])

    const row = await test.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ game_id: 'g1', seq: 2, kind: 'your-turn', recipient_kind: 'mail', attempts: 1, sent_at: T0.toISOString(), claimed_until: null })
    expect(row.payload).not.toContain('seat=')
  })

  it('tries a failed delivery again after a growing delay, then gives up and wipes the link and secret', async () => {
    const logger = captureLogger()
    transport.failWith = new Error(`connection refused while sending ${TEST_SEAT_LINK}`)
    const dispatcher = new OutboxDispatcher(test.db, { webhook: transport }, { retry: { attempts: 3, baseMs: 1000, maxMs: 1500 }, logger })
    await enqueueNotices(test.db, [{ recipientKind: 'webhook', recipient: 'https://chat.example/hook/T0K3N', secret: 'webhook-secret-0123456789', notice: testNotice() }], T0)

    expect(await dispatcher.runOnce(T0)).toEqual({ sent: 0, failed: 1 })
    expect(await dispatcher.runOnce(at(999))).toEqual({ sent: 0, failed: 0 })
    expect(await dispatcher.runOnce(at(1000))).toEqual({ sent: 0, failed: 1 })
    expect(await dispatcher.runOnce(at(2499))).toEqual({ sent: 0, failed: 0 })
    expect(await dispatcher.runOnce(at(2500))).toEqual({ sent: 0, failed: 1 })
    expect(await dispatcher.runOnce(at(10_000_000))).toEqual({ sent: 0, failed: 0 })

    const row = await test.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ attempts: 3, sent_at: null, last_error: 'connection refused while sending [hidden]' })
    expect(row.payload).not.toContain('seat=')
    expect(row.payload).not.toContain('webhook-secret')
    expect(logger.lines).toHaveLength(3)
    for (const line of logger.lines) {
      expect(line).not.toContain('seat=')
      expect(line).not.toContain('T0K3N')
      expect(line).not.toContain('webhook-secret')
    }
    expect(JSON.parse(logger.lines[2])).toMatchObject({ level: 'warn', gameId: 'g1', seq: 1, givenUp: true })
  })

  it('gives up at once when a retry cannot help, and when no transport serves the row', async () => {
    transport.failWith = new NotifyError('notify/webhook-status', 'the webhook answered 404', { permanent: true })
    const dispatcher = new OutboxDispatcher(test.db, { webhook: transport }, { retry: { attempts: 5, baseMs: 1 } })
    await enqueueNotices(test.db, [{ recipientKind: 'webhook', recipient: 'https://chat.example/hook', secret: 'webhook-secret-0123456789', notice: testNotice() }, mail(2)], T0)
    expect(await dispatcher.runOnce(T0)).toEqual({ sent: 0, failed: 2 })
    expect(await dispatcher.runOnce(at(60_000))).toEqual({ sent: 0, failed: 0 })
    const rows = await test.db.selectFrom('outbox').select(['attempts', 'last_error']).orderBy('id').execute()
    expect(rows).toEqual([
      { attempts: 5, last_error: 'the webhook answered 404' },
      { attempts: 5, last_error: 'no mail transport is configured' },
    ])
  })

  it('gives up a row whose stored payload does not read back, keeping nothing of it', async () => {
    await enqueueNotices(test.db, [mail(1)], T0)
    await test.db.updateTable('outbox').set({ payload: '{"notice":{"kind":"your-turn"}}' }).execute()
    const dispatcher = new OutboxDispatcher(test.db, { mail: transport })
    expect(await dispatcher.runOnce(T0)).toEqual({ sent: 0, failed: 1 })
    expect(await dispatcher.runOnce(at(3_600_000))).toEqual({ sent: 0, failed: 0 })
    expect(await test.db.selectFrom('outbox').select(['payload', 'sent_at']).executeTakeFirstOrThrow()).toEqual({ payload: '{}', sent_at: null })
    expect(transport.sent).toEqual([])
  })

  it('takes again a row whose claim ran out (a process died while sending it)', async () => {
    await enqueueNotices(test.db, [mail(1)], T0)
    await test.db.updateTable('outbox').set({ claimed_until: at(10_000).toISOString(), attempts: 1 }).execute()
    const dispatcher = new OutboxDispatcher(test.db, { mail: transport }, { claimMs: 10_000 })
    expect(await dispatcher.runOnce(at(5_000))).toEqual({ sent: 0, failed: 0 })
    expect(await dispatcher.runOnce(at(10_001))).toEqual({ sent: 1, failed: 0 })
    expect(await test.db.selectFrom('outbox').select('attempts').executeTakeFirstOrThrow()).toEqual({ attempts: 2 })
  })

  it('never sends a row twice when two dispatchers on two connections run at the same time', async () => {
    await enqueueNotices(test.db, Array.from({ length: 40 }, (_, i) => mail(i + 1)), T0)
    transport.delayMs = 2
    const one = new OutboxDispatcher(test.db, { mail: transport }, { batch: 3 })
    const other = new OutboxDispatcher(test.connect(), { mail: transport }, { batch: 3 })
    for (let round = 0; round < 40; round++) {
      const [a, b] = await Promise.all([one.runOnce(at(round)), other.runOnce(at(round))])
      if (a.sent + b.sent === 0) break
    }
    const seqs = transport.sent.map((d) => d.notice.seq).sort((x, y) => x - y)
    expect(seqs).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
  })

  it('sends at once on kick, then on its interval from start until stop', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const dispatcher = new OutboxDispatcher(test.db, { mail: transport })
    await enqueueNotices(test.db, [mail(1)])
    dispatcher.kick()
    await dispatcher.stop()
    expect(transport.sent.map((d) => d.notice.seq)).toEqual([1])

    dispatcher.start(1000)
    await enqueueNotices(test.db, [mail(2)])
    await vi.advanceTimersByTimeAsync(1000)
    await dispatcher.stop()
    expect(transport.sent.map((d) => d.notice.seq)).toEqual([1, 2])
    await enqueueNotices(test.db, [mail(3)])
    await vi.advanceTimersByTimeAsync(5000)
    await dispatcher.stop()
    expect(transport.sent).toHaveLength(2)
  })

  it('refuses bad rows, naming the bad field, and stores none of them', async () => {
    const bad = [mail(1), { ...mail(2), recipient: 'not an address' }]
    await expect(enqueueNotices(test.db, bad, T0)).rejects.toMatchObject({ code: 'notify/bad-input', message: expect.stringContaining('at [1].recipient') })
    const webhook = { recipientKind: 'webhook', recipient: 'file:///etc/passwd', secret: 'webhook-secret-0123456789', notice: testNotice() } as const
    await expect(enqueueNotices(test.db, [webhook], T0)).rejects.toMatchObject({ message: expect.stringContaining('at [0].recipient') })
    expect(await test.db.selectFrom('outbox').selectAll().execute()).toEqual([])
  })
})
