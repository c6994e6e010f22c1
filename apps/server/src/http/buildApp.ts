import { existsSync } from 'node:fs'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import websocket from '@fastify/websocket'
import { LIMITS } from '@hexes/protocol'
import Fastify, { type FastifyInstance } from 'fastify'
import { refuse } from '../games/refusal'
import { hashToken } from '../games/tokens'
import { bearerToken } from './gameRoutes'
import { RateLimiter, type RateLimits } from './RateLimiter'

/** Options of {@link buildApp}. */
export interface AppOptions {
  /** Log lines (JSON) to `stream`, or `false` for none. Tokens and the Authorization header are never logged. */
  logger: false | { level?: string; stream?: { write(line: string): void } }
  /** Request rates, or `false` for none (benchmarks). */
  rateLimits: RateLimits | false
  /** The built web app to serve at `/` (with an SPA fallback), if any. */
  webDist?: string | undefined
  /** Trust `X-Forwarded-For` from a reverse proxy (fastify's `trustProxy`). */
  trustProxy: boolean | string
}

/** The Content-Security-Policy of the app: its own scripts, styles, workers and API only. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
}

/**
 * The fastify instance with everything but the routes: body limit ({@link LIMITS}.bodyBytes,
 * 413 `server/too-large`), JSON refusals for bad bodies and unknown API routes, secure headers on
 * every response (CSP, nosniff, `Referrer-Policy: no-referrer` so a seat link never leaks,
 * `X-Frame-Options: DENY`, COOP), rate limits per address and per token (429
 * `server/rate-limited`), the WebSocket plugin (messages capped at `LIMITS.wsMessageBytes`) and
 * the static web app.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: LIMITS.bodyBytes,
    trustProxy: options.trustProxy,
    logger: options.logger === false ? false : {
      level: options.logger.level ?? 'info',
      ...(options.logger.stream ? { stream: options.logger.stream } : {}),
      // The default request serializer logs no headers; this is a second lock.
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'token', '*.token'], censor: '[redacted]' },
    },
  })
  await app.register(helmet, {
    contentSecurityPolicy: { directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  })
  if (options.rateLimits) {
    const byAddress = new RateLimiter(options.rateLimits.perAddress)
    const byToken = new RateLimiter(options.rateLimits.perToken)
    app.addHook('onRequest', async (req, reply) => {
      const token = bearerToken(req)
      if (!byAddress.take(req.ip) || (token !== undefined && !byToken.take(hashToken(token)))) {
        const r = refuse('server/rate-limited', 'too many requests: slow down')
        return reply.code(r.status).header('retry-after', '1').send(r.body)
      }
    })
  }
  app.setErrorHandler((err: { code?: string; statusCode?: number; message: string }, req, reply) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(refuse('server/too-large', `the body is over ${LIMITS.bodyBytes} bytes`).body)
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return reply.code(400).send(refuse('server/bad-request', err.message.slice(0, 200)).body)
    req.log.error({ err }, 'request failed')
    return reply.code(500).send({ ok: false, code: 'server/internal', ruleId: 'server', message: 'internal error' })
  })
  await app.register(websocket, { options: { maxPayload: LIMITS.wsMessageBytes } })
  if (options.webDist && existsSync(options.webDist)) {
    await app.register(fastifyStatic, { root: options.webDist, wildcard: false })
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !options.webDist || !existsSync(options.webDist) || req.method !== 'GET') return reply.code(404).send(refuse('server/not-found', 'no such route').body)
    // The SPA's own routes: the app's page.
    return reply.type('text/html').sendFile('index.html')
  })
  return app
}
