import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database'
import type { GameService } from '../games/GameService'
import { refuse } from '../games/refusal'
import { bearerToken, gameIdSchema } from '../http/gameRoutes'
import { acceptRules } from './acceptRules'

/** `POST /api/games/:id/rules/accept` (seat only): see {@link acceptRules}. */
export function rulesAcceptRoute(app: FastifyInstance, deps: { db: Kysely<Database>; games: GameService }): void {
  app.post('/api/games/:id/rules/accept', async (req, reply) => {
    const id = gameIdSchema.safeParse((req.params as { id?: unknown }).id)
    const who = id.success ? await deps.games.authenticate(id.data, bearerToken(req)) : undefined
    const r = !id.success ? refuse('server/not-found', 'no such game') : who ? await acceptRules(deps.db, deps.games.live, who) : refuse('server/unauthorized', 'a valid seat token is required (Authorization: Bearer)')
    return reply.code(r.status).send(r.body)
  })
}
