import { LIMITS, type ClientMessage, type ServerMessage } from '@hexes/protocol'
import { serverMessageSchema } from './remoteSchemas'

/** Delays between reconnection attempts (ms); the last one repeats. */
export const RECONNECT_DELAYS = [500, 1000, 2000, 5000, 10_000, 15_000] as const
/** A ping this often keeps the connection (and the seat's presence) alive (ms). */
export const PING_EVERY = 25_000
/** Largest message read from the server, in characters. */
export const MAX_PUSH_CHARS = 4 * 1024 * 1024

/** Where the socket stands, for the page ("reconnecting…"). */
export type SocketStatus = 'connecting' | 'open' | 'closed'

/** What {@link RemoteSocket} needs. */
export interface RemoteSocketOptions {
  /** `ws://host/api/ws` or `wss://…`. */
  url: string
  gameId: string
  token: string
  /** The last sequence number the page holds, read on each (re)connection (`hello`'s `seen`). */
  seen: () => number
  onMessage: (msg: ServerMessage) => void
  onStatus?: (status: SocketStatus) => void
  /** A message that is not the protocol's, and was dropped. */
  onBadMessage?: (problem: string) => void
  /** The socket constructor (the browser's `WebSocket`). */
  WebSocketImpl?: typeof WebSocket
}

/** The WebSocket URL of the server at `origin` (`http://h:p` → `ws://h:p/api/ws`). */
export function socketUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws').replace(/\/+$/, '')}/api/ws`
}

/**
 * The WebSocket to the server for one game: `hello` with the token and the last sequence number
 * seen (so a reconnection resumes where the page was: the server answers `sync` with what was
 * missed), every push checked against the protocol, a ping to keep it alive, and reconnection
 * with backoff ({@link RECONNECT_DELAYS}) until {@link close}.
 */
export class RemoteSocket {
  readonly #o: RemoteSocketOptions
  #ws: WebSocket | null = null
  #attempt = 0
  #timer: ReturnType<typeof setTimeout> | null = null
  #ping: ReturnType<typeof setInterval> | null = null
  #closed = false

  constructor(options: RemoteSocketOptions) {
    this.#o = options
    this.#connect()
  }

  /** Stops for good (the page left the game). */
  close(): void {
    this.#closed = true
    if (this.#timer !== null) clearTimeout(this.#timer)
    if (this.#ping !== null) clearInterval(this.#ping)
    this.#timer = null
    this.#ping = null
    this.#ws?.close()
    this.#ws = null
  }

  #send(msg: ClientMessage): void {
    const text = JSON.stringify(msg)
    if (text.length <= LIMITS.wsMessageBytes && this.#ws?.readyState === 1) this.#ws.send(text)
  }

  #connect(): void {
    if (this.#closed) return
    this.#o.onStatus?.('connecting')
    const Impl = this.#o.WebSocketImpl ?? WebSocket
    const ws = new Impl(this.#o.url)
    this.#ws = ws
    ws.onopen = () => {
      this.#attempt = 0
      this.#send({ type: 'hello', gameId: this.#o.gameId, token: this.#o.token, seen: this.#o.seen() })
      this.#o.onStatus?.('open')
      if (this.#ping !== null) clearInterval(this.#ping)
      this.#ping = setInterval(() => this.#send({ type: 'ping' }), PING_EVERY)
    }
    ws.onmessage = (e) => {
      if (typeof e.data !== 'string' || e.data.length > MAX_PUSH_CHARS) return this.#o.onBadMessage?.('a message that is not text or is too large')
      let json: unknown
      try {
        json = JSON.parse(e.data)
      } catch {
        return this.#o.onBadMessage?.('a message that is not JSON')
      }
      const r = serverMessageSchema.safeParse(json)
      if (!r.success) return this.#o.onBadMessage?.(r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '))
      this.#o.onMessage(r.data as unknown as ServerMessage)
    }
    ws.onclose = () => {
      if (this.#ws !== ws) return
      this.#ws = null
      if (this.#ping !== null) clearInterval(this.#ping)
      this.#ping = null
      if (this.#closed) return
      this.#o.onStatus?.('closed')
      const delay = RECONNECT_DELAYS[Math.min(this.#attempt, RECONNECT_DELAYS.length - 1)]!
      this.#attempt++
      this.#timer = setTimeout(() => {
        this.#timer = null
        this.#connect()
      }, delay)
    }
  }
}
