import type { ServerMessage } from '@hexes/protocol'
import WebSocket from 'ws'

/** A test WebSocket client of `/api/ws`: keeps every message, waits for the ones a test expects. */
export interface WsClient {
  socket: WebSocket
  /** Every message received, parsed, in order. */
  messages: ServerMessage[]
  /** Every frame received, as text (to scan for secrets). */
  raw: string[]
  /** The first message (already received or to come) of `type` matching `where`. */
  next<T extends ServerMessage['type']>(type: T, where?: (m: Extract<ServerMessage, { type: T }>) => boolean, timeoutMs?: number): Promise<Extract<ServerMessage, { type: T }>>
  /** Resolves with the close code. */
  closed: Promise<number>
  send(m: unknown): void
  close(): void
}

/** Opens a socket to `<httpUrl>/api/ws` (and says `hello` when given one). */
export async function wsClient(httpUrl: string, hello?: { gameId: string; token: string; seen: number }): Promise<WsClient> {
  const socket = new WebSocket(httpUrl.replace(/^http/, 'ws') + '/api/ws')
  const messages: ServerMessage[] = []
  const raw: string[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    const text = data.toString()
    raw.push(text)
    messages.push(JSON.parse(text) as ServerMessage)
    for (const w of waiters.splice(0)) w()
  })
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const client: WsClient = {
    socket, messages, raw, closed,
    send: (m) => socket.send(typeof m === 'string' ? m : JSON.stringify(m)),
    close: () => socket.close(),
    next(type, where, timeoutMs = 10_000) {
      const find = () => messages.find((m) => m.type === type && (!where || where(m as never))) as never
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${type}" message within ${timeoutMs} ms (got ${messages.map((m) => m.type).join(', ')})`)), timeoutMs)
        const check = () => {
          const m = find()
          if (m) {
            clearTimeout(timer)
            resolve(m)
          } else waiters.push(check)
        }
        check()
      })
    },
  }
  if (hello) client.send({ type: 'hello', ...hello })
  return client
}
