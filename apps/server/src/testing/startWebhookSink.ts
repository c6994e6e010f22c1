import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request a {@link WebhookSink} received. */
export interface WebhookHit {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: string
}

/** A real HTTP server on loopback standing in for a chat tool's webhook, for tests. */
export interface WebhookSink {
  /** `http://127.0.0.1:PORT`: add any path. */
  url: string
  hits: WebhookHit[]
  /** How the sink answers a path (default 204); `hang` never answers. */
  answer: Map<string, { status: number; location?: string } | 'hang'>
  stop(): Promise<void>
}

/** Starts a {@link WebhookSink} on a free loopback port. */
export async function startWebhookSink(): Promise<WebhookSink> {
  const hits: WebhookHit[] = []
  const answer: WebhookSink['answer'] = new Map()
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? '/'
      hits.push({ method: request.method ?? '', path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      const how = answer.get(path) ?? { status: 204 }
      if (how === 'hang') return
      response.writeHead(how.status, how.location === undefined ? {} : { location: how.location })
      response.end(how.status === 204 ? undefined : 'answer body')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    answer,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
