import { BotRunner } from './bots/BotRunner'
import { openDatabase } from './db/openDatabase'
import { notifyInTransaction, PgListener } from './db/PgNotifier'
import { GameReader } from './games/GameReader'
import { GameService } from './games/GameService'
import { buildApp } from './http/buildApp'
import { gameRoutes } from './http/gameRoutes'
import { rulesAcceptRoute } from './migrate/rulesAcceptRoute'
import { DEFAULT_RATE_LIMITS } from './http/RateLimiter'
import { gameRecord } from './games/gameRecord'
import type { ServerConfig } from './ServerConfig'
import { ClockSweeper, OutboxDispatcher, type SweepResult } from './notify/index'
import { turnClockHooks } from './games/turnClock'
import { turnNotices } from './games/turnNotices'
import { Hub } from './ws/Hub'
import { wsRoute } from './ws/wsRoute'

/** A running server. */
export interface RunningServer {
  /** `http://host:port` it listens on. */
  url: string
  /** Checks the turn clocks now (what the timer does every `clockSweepMs`). */
  sweepClocks(): Promise<SweepResult>
  /** Stops accepting, closes sockets, the bot worker and the database. */
  close(): Promise<void>
}

/**
 * Starts the Hexes server: opens (and migrates) the database, then serves the API, the WebSocket
 * and the web app. On PostgreSQL, each commit is announced with `NOTIFY` inside its transaction
 * and every process `LISTEN`s, so a socket on any process gets every action; on SQLite (one
 * process) pushes go out in-process after the commit.
 *
 * @example const server = await startServer({ port: 0, host: '127.0.0.1', database: { sqlite: file } })
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  // The app's logger exists once the app is built; a connection lost before that goes unlogged.
  let connectionLost = (_error: Error): void => {}
  const database = await openDatabase(config.database, { onConnectionError: (error) => connectionLost(error) })
  let address = ''
  const { db } = database
  const now = config.now ?? (() => new Date())
  const games = new GameService(db, now, config.plugins)
  const reader = new GameReader(db, games.live)
  const hub = new Hub()
  const app = await buildApp({
    logger: config.logger ?? { level: 'info' },
    rateLimits: config.rateLimits === undefined ? DEFAULT_RATE_LIMITS : config.rateLimits,
    webDist: config.webDist,
    trustProxy: config.trustProxy ?? false,
  })
  connectionLost = (err) => app.log.warn({ err }, 'database connection lost (the pool opens another)')

  games.onCommitted((c) => {
    hub.pushAction(c)
    if (c.state.result) {
      void reader.seedOf(c.gameId).then((seed) => {
        if (seed) hub.broadcast(c.gameId, { type: 'ended', gameId: c.gameId, seed })
      })
    }
  })

  let listener: PgListener | undefined
  const pushChat = async (gameId: string, id: number) => {
    const m = (await reader.chat(gameId)).find((x) => x.id === id)
    if (m) hub.broadcast(gameId, { type: 'chat', gameId, message: m })
  }
  if (database.dialect === 'postgres') {
    games.inTransaction((trx, c) => notifyInTransaction(trx, { gameId: c.gameId, seq: c.seq }))
    listener = new PgListener(database.url!, (n) => {
      if (!hub.watches(n.gameId)) return
      if ('seq' in n) void games.catchUp(n.gameId).catch((err: unknown) => app.log.error({ err }, 'catch-up failed'))
      else void pushChat(n.gameId, n.chat)
    }, () => {
      for (const c of hub.all()) void games.catchUp(c.who.gameId)
    }, (err) => app.log.warn({ err }, 'LISTEN connection lost'))
    await listener.start()
  }

  const transports = config.notices ?? {}
  const origin = () => config.publicUrl ?? address
  games.inTransaction(turnNotices({ mail: !!transports.mail, webhook: !!transports.webhook }, origin, now))
  const dispatcher = transports.mail || transports.webhook ? new OutboxDispatcher(db, transports, { logger: app.log }) : undefined
  games.onCommitted(() => dispatcher?.kick())

  const bots = config.computer === false ? undefined : new BotRunner(db, games, app.log)

  const clock = new ClockSweeper({
    ...turnClockHooks({
      db, games, bots, now, origin,
      reach: { mail: !!transports.mail, webhook: !!transports.webhook },
      told: (gameId, side, kind, deadline) => {
        hub.toSide(gameId, side, { type: 'clock', gameId, side, kind, deadline })
        dispatcher?.kick()
      },
    }),
    logger: app.log,
  })

  gameRoutes(app, {
    db, games, reader, hub, now,
    ...(config.plugins ? { plugins: config.plugins } : {}),
    record: (gameId) => gameRecord(db, gameId),
    created: (gameId) => void bots?.resume(gameId),
    chatPosted: async (gameId, id) => {
      if (database.dialect === 'postgres') await db.transaction().execute((trx) => notifyInTransaction(trx, { gameId, chat: id }))
      else await pushChat(gameId, id)
    },
  })
  rulesAcceptRoute(app, { db, games })
  wsRoute(app, { games, reader, hub, helloTimeoutMs: config.helloTimeoutMs ?? 5000 })

  address = await app.listen({ port: config.port, host: config.host })
  dispatcher?.start(10_000)
  if (config.clockSweepMs !== false) clock.start(config.clockSweepMs ?? 60_000)
  void bots?.resumeAll()
  return {
    url: address,
    sweepClocks: () => clock.sweepOnce(now()),
    async close() {
      await clock.stop()
      for (const c of hub.all()) c.close()
      await bots?.close()
      await dispatcher?.stop()
      await listener?.close()
      await app.close()
      await database.close()
    },
  }
}
