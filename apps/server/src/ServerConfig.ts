import { resolve } from 'node:path'
import type { DatabaseConfig } from './db/openDatabase'
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/RateLimiter'
import { notifyTransportsFromEnv, type NoticeTransports } from './notify/index'
import type { PluginSet } from './migrate/PluginSet'
import { ServerError } from './ServerError'

/** Everything {@link startServer} needs. */
export interface ServerConfig {
  /** TCP port; 0 for any free one (tests). */
  port: number
  /** Address to listen on (`127.0.0.1`; `0.0.0.0` behind a reverse proxy on another host). */
  host: string
  database: DatabaseConfig
  /** The public origin for links in notices (`https://hexes.example`); default: the listening URL. */
  publicUrl?: string | undefined
  /** The built web app to serve at `/`; nothing is served there without it. */
  webDist?: string | undefined
  /** Log lines to `stream` (stdout by default), or `false`. */
  logger?: false | { level?: string; stream?: { write(line: string): void } }
  /** Request rates; `false`: none (benchmarks on loopback). */
  rateLimits?: RateLimits | false
  /** Trust `X-Forwarded-For` (behind a reverse proxy): `true`, or the proxy's address. */
  trustProxy?: boolean | string
  /** An unauthenticated WebSocket is closed after this long (ms, default 5000). */
  helloTimeoutMs?: number
  /** Where notices can go (mail, webhooks): `notifyTransportsFromEnv`; none by default. */
  notices?: NoticeTransports
  /** Play the computer seats (default true). */
  computer?: boolean
  /** How often the turn clocks are checked (ms, default 60 000); `false`: never on a timer (tests call `sweepClocks`). */
  clockSweepMs?: number | false
  /** The server's clock (tests move it; default the system's). */
  now?: () => Date
  /** The plugin versions the server has (`builtinPlugins` and `HEXES_EXTRA_PLUGINS`; default: the shipped ones). */
  plugins?: PluginSet
}

/** Reads the environment variables of `src/main.ts` (see docs/server.md). */
export function configFromEnv(env: Record<string, string | undefined>, cwd = process.cwd()): ServerConfig {
  const port = Number(env.HEXES_PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ServerError('server/bad-config', `HEXES_PORT must be a port number, not "${env.HEXES_PORT}"`)
  const url = env.HEXES_DATABASE_URL
  if (url !== undefined && !/^postgres(ql)?:\/\//.test(url)) throw new ServerError('server/bad-config', 'HEXES_DATABASE_URL must be a postgres:// URL')
  const publicUrl = env.HEXES_PUBLIC_URL
  if (publicUrl !== undefined && !/^https?:\/\/[^/]+/.test(publicUrl)) throw new ServerError('server/bad-config', 'HEXES_PUBLIC_URL must be an http(s) origin')
  const trust = env.HEXES_TRUST_PROXY
  const limits = env.HEXES_RATE_LIMIT
  if (limits !== undefined && limits !== 'off' && limits !== 'on') throw new ServerError('server/bad-config', 'HEXES_RATE_LIMIT is "on" or "off"')
  return {
    port,
    host: env.HEXES_HOST ?? '127.0.0.1',
    database: url ? { postgres: url } : { sqlite: resolve(cwd, env.HEXES_DB ?? './data/hexes.sqlite') },
    publicUrl,
    webDist: resolve(cwd, env.HEXES_WEB_DIST ?? '../web/dist'),
    logger: { level: env.HEXES_LOG_LEVEL ?? 'info' },
    rateLimits: limits === 'off' ? false : DEFAULT_RATE_LIMITS,
    trustProxy: trust === undefined ? false : trust === 'true' ? true : trust,
    notices: notifyTransportsFromEnv(env),
  }
}
