import { actingSide } from '@hexes/core'
import { clientMessageSchema, type ServerMessage } from '@hexes/protocol'
import type { FastifyInstance } from 'fastify'
import type { GameReader } from '../games/GameReader'
import type { GameService } from '../games/GameService'
import { refuse } from '../games/refusal'
import { parseWith } from '../http/parseWith'
import type { Connection, Hub } from './Hub'

/** Services the WebSocket route uses. */
export interface WsDeps {
  games: GameService
  reader: GameReader
  hub: Hub
  /** A socket that has not said `hello` by then is closed (ms). */
  helloTimeoutMs: number
}

/** WebSocket close codes of the server (4000-4999 are the application's). */
export const WS_CLOSE = { helloTimeout: 4000, unauthorized: 4001, badMessage: 4002 } as const

/**
 * `/api/ws`: the first message must be `hello` (game, token, last seq seen), answered by `sync`
 * (the snapshot and the actions missed); then the socket gets the game's pushes. Pushes that
 * arrive while the `sync` is being read wait for it, and those it already covers are dropped.
 * Messages are size-capped by the server's `maxPayload` (the socket is closed with 1009).
 */
export function wsRoute(app: FastifyInstance, deps: WsDeps): void {
  app.get('/api/ws', { websocket: true }, (socket) => {
    let conn: Connection | undefined
    const send = (m: ServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(m))
    }
    const fail = (code: number, m: ServerMessage) => {
      send(m)
      socket.close(code)
    }
    const timer = setTimeout(() => fail(WS_CLOSE.helloTimeout, { type: 'error', error: refuse('server/unauthorized', 'no hello: closed').body }), deps.helloTimeoutMs)
    socket.on('close', () => {
      clearTimeout(timer)
      if (conn) deps.hub.remove(conn)
    })
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      let raw: unknown
      try {
        raw = isBinary ? undefined : JSON.parse(data.toString('utf8'))
      } catch {
        raw = undefined
      }
      const parsed = parseWith(clientMessageSchema, raw)
      if (!('ok' in parsed)) return fail(WS_CLOSE.badMessage, { type: 'error', error: parsed.body })
      const m = parsed.data
      if (m.type === 'ping') return send({ type: 'pong' })
      if (conn) return send({ type: 'error', error: refuse('server/bad-request', 'hello was already said', 'type').body })
      clearTimeout(timer)
      void hello(m).catch((e: unknown) => {
        app.log.error({ err: e }, 'websocket hello failed')
        socket.close(1011)
      })
    })

    async function hello(m: { gameId: string; token: string; seen: number }): Promise<void> {
      const who = await deps.games.authenticate(m.gameId, m.token)
      if (!who) return fail(WS_CLOSE.unauthorized, { type: 'error', error: refuse('server/unauthorized', 'unknown game or token').body })
      if (socket.readyState !== socket.OPEN) return
      // Registered first, so that nothing committed while the sync is read is missed.
      const queue: ServerMessage[] = []
      let ready = false
      const c: Connection = { who, send: (msg) => (ready ? send(msg) : queue.push(msg)), close: () => socket.close(1001) }
      conn = c
      deps.hub.add(c)
      const snapshot = await deps.reader.snapshot(who, deps.hub.online(who.gameId))
      if (!snapshot) return fail(WS_CLOSE.unauthorized, { type: 'error', error: refuse('server/not-found', 'no such game').body })
      const missed = await deps.reader.actionsAfter(who.gameId, Math.min(m.seen, snapshot.seq))
      send({ type: 'sync', snapshot, missed: missed.filter((a) => a.seq <= snapshot.seq) })
      const live = deps.games.live.peek(who.gameId)
      if (who.kind === 'human' && live && live.seq === snapshot.seq && actingSide(live.state) === who.side) send({ type: 'your-turn', gameId: who.gameId, seq: snapshot.seq })
      ready = true
      for (const msg of queue) if (!('seq' in msg) || msg.type !== 'action' || msg.seq > snapshot.seq) send(msg)
    }
  })
}
