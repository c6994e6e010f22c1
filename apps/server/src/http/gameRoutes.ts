import { chatRequestSchema, createGameRequestSchema, LIMITS, notifySettingsSchema, submitActionRequestSchema, type NotifySettingsAccepted } from '@hexes/protocol'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../db/Database'
import { createGameRecord } from '../games/createGameRecord'
import type { GameReader } from '../games/GameReader'
import type { GameService } from '../games/GameService'
import type { Principal } from '../games/Principal'
import { refuse, type Refused } from '../games/refusal'
import { newToken } from '../games/tokens'
import type { Hub } from '../ws/Hub'
import { parseWith } from './parseWith'

/** Services the HTTP routes use. */
export interface RouteDeps {
  db: Kysely<Database>
  games: GameService
  reader: GameReader
  hub: Hub
  /** Builds the record of a finished game (core's `GameRecord`). */
  record(gameId: string): Promise<unknown>
  /** A game was created (its computer seat may have to move first). */
  created(gameId: string): void
  /** Tells the other processes about a chat message (PostgreSQL); in-process push otherwise. */
  chatPosted(gameId: string, messageId: number): Promise<void>
  now(): Date
}

const gameIdSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/)
const fromSchema = z.strictObject({ from: z.coerce.number().int().min(0).max(1_000_000).default(0) })

/** The bearer token of a request, if any (`Authorization: Bearer <token>`). */
export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization
  const m = typeof h === 'string' ? /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(h) : null
  return m?.[1]
}

function send(reply: FastifyReply, r: Refused | { status: number; body: unknown }): FastifyReply {
  return reply.code(r.status).send(r.body)
}

/**
 * The game routes of `@hexes/protocol` (see its `index.ts`). Every game route needs the seat's or
 * spectator's token; every body and query is checked with the protocol's schemas.
 */
export function gameRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { games, reader, hub } = deps

  /** The principal of a game route, or the refusal already sent. */
  async function principal(req: FastifyRequest, reply: FastifyReply): Promise<Principal | undefined> {
    const id = gameIdSchema.safeParse((req.params as { id?: unknown }).id)
    if (!id.success) return void send(reply, refuse('server/not-found', 'no such game'))
    const who = await games.authenticate(id.data, bearerToken(req))
    if (!who) return void send(reply, refuse('server/unauthorized', 'a valid seat or spectator token is required (Authorization: Bearer)'))
    return who
  }

  function fromOf(req: FastifyRequest, reply: FastifyReply): number | undefined {
    const q = parseWith(fromSchema, req.query)
    if ('ok' in q) return q.data.from
    send(reply, q)
    return undefined
  }

  app.get('/api/health', async () => ({ ok: true }))

  app.post('/api/games', async (req, reply) => {
    const body = parseWith(createGameRequestSchema, req.body)
    if (!('ok' in body)) return send(reply, body)
    const r = await createGameRecord(deps.db, body.data, deps.now())
    if (r.body.ok) deps.created(r.body.gameId)
    return send(reply, r)
  })

  app.get('/api/games/:id', async (req, reply) => {
    const who = await principal(req, reply)
    if (!who) return reply
    const snap = await reader.snapshot(who, hub.online(who.gameId))
    return snap ? snap : send(reply, refuse('server/not-found', 'no such game'))
  })

  app.get('/api/games/:id/actions', async (req, reply) => {
    const who = await principal(req, reply)
    if (!who) return reply
    const from = fromOf(req, reply)
    return from === undefined ? reply : { actions: await reader.actionsAfter(who.gameId, from) }
  })

  app.get('/api/games/:id/views', async (req, reply) => {
    const who = await principal(req, reply)
    if (!who) return reply
    const from = fromOf(req, reply)
    if (from === undefined) return reply
    const views = await reader.viewsFrom(who, from)
    return views ? { views } : send(reply, refuse('server/not-found', 'no such game'))
  })

  app.post('/api/games/:id/actions', async (req, reply) => {
    const who = await principal(req, reply)
    if (!who) return reply
    const body = parseWith(submitActionRequestSchema, req.body)
    if (!('ok' in body)) return send(reply, body)
    return send(reply, await games.act(who, body.data))
  })

  app.get('/api/games/:id/chat', async (req, reply) => {
    const who = await principal(req, reply)
    if (!who) return reply
    return { messages: await reader.chat(who.gameId) }
  })

  app.post('/api/games/:id/chat', async (req, reply) => {
    const who = await principal(req, reply)
    if (!who) return reply
    if (who.side === null) return send(reply, refuse('server/spectator', 'a spectator cannot chat'))
    const body = parseWith(chatRequestSchema, req.body)
    if (!('ok' in body)) return send(reply, body)
    const message = await reader.postChat(who.gameId, who.side, body.data.text.slice(0, LIMITS.chatChars), deps.now())
    await deps.chatPosted(who.gameId, message.id)
    return { ok: true, message }
  })

  app.put('/api/games/:id/notify', async (req, reply) => {
    const who = await principal(req, reply)
    if (!who) return reply
    if (who.side === null) return send(reply, refuse('server/spectator', 'a spectator gets no notices'))
    const body = parseWith(notifySettingsSchema, req.body)
    if (!('ok' in body)) return send(reply, body)
    const s = body.data
    const secret = s.webhook ? newToken() : undefined
    await deps.db.updateTable('seats').set({
      ...(s.email !== undefined ? { email: s.email } : {}),
      ...(s.webhook !== undefined ? { webhook: s.webhook, webhook_secret: secret ?? null } : {}),
      ...(s.locale !== undefined ? { locale: s.locale } : {}),
    }).where('game_id', '=', who.gameId).where('side', '=', who.side).execute()
    const row = await deps.db.selectFrom('seats').select(['email', 'webhook', 'locale']).where('game_id', '=', who.gameId).where('side', '=', who.side).executeTakeFirstOrThrow()
    const game = await deps.db.selectFrom('games').select(['locale']).where('id', '=', who.gameId).executeTakeFirstOrThrow()
    const answer: NotifySettingsAccepted = { ok: true, email: row.email, webhook: row.webhook, locale: (row.locale ?? game.locale) === 'fr' ? 'fr' : 'en', ...(secret ? { webhookSecret: secret } : {}) }
    return answer
  })

  app.get('/api/games/:id/record', async (req, reply) => {
    const who = await principal(req, reply)
    if (!who) return reply
    const record = await deps.record(who.gameId)
    return record ?? send(reply, refuse('server/game-running', 'the record is published when the game is over'))
  })
}
