import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startWebhookSink, type WebhookSink } from '../testing/startWebhookSink'
import { testNotice } from '../testing/testNotice'
import { verifyWebhookSignature } from './signWebhookBody'
import { WebhookTransport } from './WebhookTransport'

const secret = 'game-webhook-secret-0123456789'

describe('server/notify WebhookTransport', () => {
  let sink: WebhookSink
  const transport = new WebhookTransport({ timeoutMs: 300, allowPrivate: true })

  beforeAll(async () => {
    sink = await startWebhookSink()
  })
  afterAll(() => sink?.stop())
  beforeEach(() => {
    sink.hits.length = 0
    sink.answer.clear()
  })

  it('posts { text, content, notice } JSON that Slack, Mattermost and Discord read, signed with the game secret', async () => {
    await transport.send({ recipient: `${sink.url}/hook/abc`, notice: testNotice({ locale: 'fr' }), secret })
    expect(sink.hits).toHaveLength(1)
    const [hit] = sink.hits
    expect(hit.method).toBe('POST')
    expect(hit.path).toBe('/hook/abc')
    expect(hit.headers['content-type']).toBe('application/json')
    const body = JSON.parse(hit.body)
    expect(body.text).toMatch(/^Hexes : à vous de jouer dans Hastings 1066 \(tour 2\)\n\n/)
    expect(body.content).toBe(body.text)
    expect(body.notice).toEqual(testNotice({ locale: 'fr' }))
    const signature = hit.headers['x-hexes-signature'] as string
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(verifyWebhookSignature(secret, hit.body, signature)).toBe(true)
    expect(verifyWebhookSignature('another-secret-0123456789', hit.body, signature)).toBe(false)
    expect(verifyWebhookSignature(secret, hit.body.replace('Normans', 'Saxons'), signature)).toBe(false)
  })

  it('keeps Discord content within 2000 characters', async () => {
    await transport.send({ recipient: `${sink.url}/discord`, notice: testNotice({ kind: 'chat', text: 'x'.repeat(2000) }), secret })
    const body = JSON.parse(sink.hits[0].body)
    expect(body.content).toHaveLength(2000)
    expect(body.text.length).toBeGreaterThan(2000)
  })

  it('does not follow a redirect, and gives up on it', async () => {
    sink.answer.set('/moved', { status: 302, location: `${sink.url}/elsewhere` })
    await expect(transport.send({ recipient: `${sink.url}/moved`, notice: testNotice(), secret })).rejects.toMatchObject({ code: 'notify/webhook-redirect', permanent: true })
    expect(sink.hits.map((h) => h.path)).toEqual(['/moved'])
  })

  it('tries again after a 5xx, 429 or timeout, gives up on another 4xx', async () => {
    sink.answer.set('/down', { status: 503 })
    sink.answer.set('/busy', { status: 429 })
    sink.answer.set('/gone', { status: 404 })
    sink.answer.set('/slow', 'hang')
    const send = (path: string) => transport.send({ recipient: `${sink.url}${path}`, notice: testNotice(), secret })
    await expect(send('/down')).rejects.toMatchObject({ code: 'notify/webhook-status', permanent: false })
    await expect(send('/busy')).rejects.toMatchObject({ code: 'notify/webhook-status', permanent: false })
    await expect(send('/gone')).rejects.toMatchObject({ code: 'notify/webhook-status', permanent: true })
    await expect(send('/slow')).rejects.toMatchObject({ code: 'notify/webhook-timeout', permanent: false })
  })

  it('refuses a non-http address, a missing secret and an oversized body before sending anything', async () => {
    await expect(transport.send({ recipient: 'file:///etc/passwd', notice: testNotice(), secret })).rejects.toMatchObject({ code: 'notify/webhook-url', permanent: true })
    await expect(transport.send({ recipient: `${sink.url}/hook`, notice: testNotice() })).rejects.toMatchObject({ code: 'notify/webhook-secret' })
    const small = new WebhookTransport({ maxBodyBytes: 500, allowPrivate: true })
    await expect(small.send({ recipient: `${sink.url}/hook`, notice: testNotice({ kind: 'chat', text: 'y'.repeat(600) }), secret })).rejects.toMatchObject({ code: 'notify/webhook-body', permanent: true })
    expect(sink.hits).toEqual([])
  })

  it('refuses loopback and private addresses by default, by name or by number, without posting', async () => {
    const guarded = new WebhookTransport({ timeoutMs: 300 })
    const port = new URL(sink.url).port
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '10.0.0.1', '169.254.169.254', '[::ffff:127.0.0.1]']) {
      await expect(guarded.send({ recipient: `http://${host}:${port}/hook`, notice: testNotice(), secret }), host).rejects.toMatchObject({ code: 'notify/webhook-private', permanent: true })
    }
    expect(sink.hits).toHaveLength(0)
  })
})
