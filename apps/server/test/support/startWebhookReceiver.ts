import { createServer } from 'node:http'

/** A local HTTP receiver for webhook notices: every POST body received, parsed as JSON. */
export interface WebhookReceiver {
  url: string
  /** The bodies received so far, in order. */
  received: unknown[]
  close(): Promise<void>
}

/** Starts a loopback HTTP server that answers 204 to every POST and keeps its JSON body. */
export function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: unknown[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (d) => (body += String(d)))
    req.on('end', () => {
      try {
        received.push(JSON.parse(body))
      } catch {
        received.push(body)
      }
      res.statusCode = 204
      res.end()
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const a = server.address() as { port: number }
      resolve({ url: `http://127.0.0.1:${a.port}/hook`, received, close: () => new Promise((r) => server.close(() => r())) })
    })
  })
}

/** Every `{ gameId, seq }` pair found anywhere in a webhook body (the notice it carries). */
export function noticesIn(body: unknown): { gameId: string; seq: number }[] {
  const out: { gameId: string; seq: number }[] = []
  const walk = (v: unknown): void => {
    if (v === null || typeof v !== 'object') return
    const o = v as Record<string, unknown>
    if (typeof o.gameId === 'string' && typeof o.seq === 'number') out.push({ gameId: o.gameId, seq: o.seq })
    for (const x of Object.values(o)) walk(x)
  }
  walk(body)
  return out
}
