import type { ServerMessage } from '@hexes/protocol'
import WebSocket from 'ws'

/**
 * A seat's (or spectator's) WebSocket to the server's `/api/ws`, for tests and the bench: it says
 * `hello` with the token, keeps every message received in order, and lets the caller wait for
 * the one it expects.
 *
 * @example
 * const ws = await SeatSocket.open('http://127.0.0.1:8080', gameId, token)
 * const sync = await ws.next((m) => m.type === 'sync')
 */
export class SeatSocket {
  /** Every message received so far, in order. */
  readonly received: ServerMessage[] = []
  /** Called on each message as it arrives (after it is appended to {@link received}). */
  onMessage: ((m: ServerMessage, at: number) => void) | undefined
  /** Called once when the socket closes (the server went away or closed it). */
  onClose: (() => void) | undefined
  private readonly socket: WebSocket
  private waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void; reject: (e: Error) => void }[] = []
  private closedWith: Error | undefined

  private constructor(socket: WebSocket) {
    this.socket = socket
    socket.on('message', (data) => {
      const at = performance.now()
      let m: ServerMessage
      try {
        m = JSON.parse(String(data)) as ServerMessage
      } catch {
        return
      }
      this.received.push(m)
      this.onMessage?.(m, at)
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(m)) return true
        w.resolve(m)
        return false
      })
    })
    socket.on('close', () => {
      this.closedWith ??= new Error('socket closed')
      for (const w of this.waiters) w.reject(this.closedWith)
      this.waiters = []
      this.onClose?.()
    })
    socket.on('error', () => {
      // An error is followed by 'close'; without a listener it would be thrown.
    })
  }

  /**
   * Connects and says `hello` (`seen`: the last seq the caller holds); resolves once the socket is
   * open, before `sync` arrives (wait for it with {@link next}).
   */
  static open(baseUrl: string, gameId: string, token: string, seen = 0): Promise<SeatSocket> {
    const url = `${baseUrl.replace(/^http/, 'ws').replace(/\/+$/, '')}/api/ws`
    const socket = new WebSocket(url)
    const seat = new SeatSocket(socket)
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        socket.send(JSON.stringify({ type: 'hello', gameId, token, seen }))
        resolve(seat)
      })
      socket.once('error', reject)
    })
  }

  /** Whether the socket is open. */
  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN
  }

  /**
   * The first message received (already, or from now on) that `match` accepts.
   *
   * @param timeoutMs - rejects after this long without one
   */
  next<T extends ServerMessage>(match: (m: ServerMessage) => m is T, timeoutMs?: number): Promise<T>
  next(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>
  next(match: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
    const seen = this.received.find(match)
    if (seen) return Promise.resolve(seen)
    if (this.closedWith) return Promise.reject(this.closedWith)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done)
        reject(new Error(`no matching message within ${timeoutMs} ms (received: ${this.received.map((m) => m.type).join(', ')})`))
      }, timeoutMs)
      const done = (m: ServerMessage): void => {
        clearTimeout(timer)
        resolve(m)
      }
      this.waiters.push({ match, resolve: done, reject: (e) => (clearTimeout(timer), reject(e)) })
    })
  }

  /** Closes the socket (resolves once closed). */
  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve()
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve())
      this.socket.close()
    })
  }
}
