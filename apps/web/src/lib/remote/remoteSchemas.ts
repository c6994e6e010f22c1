import { z } from 'zod'

/**
 * The shapes of what the server answers and pushes (`@hexes/protocol`'s types), checked on
 * arrival: the server is outside the page, so nothing it sends is used unchecked. The engine's
 * own data (a view, an action, an event) is checked for the fields the app reads; the rest goes
 * to the engine, which only reads it.
 */
const side = z.string().min(1).max(64)
const hash = z.string().min(1).max(128)
const view = z.looseObject({
  scenarioId: z.string(),
  sides: z.array(z.looseObject({ id: side })),
  units: z.array(z.looseObject({ id: z.string(), side })),
  leaders: z.array(z.looseObject({})),
  turn: z.looseObject({ turn: z.number(), phaseIndex: z.number() }),
  pending: z.array(z.looseObject({ side })),
  map: z.looseObject({}),
  counters: z.array(z.looseObject({})),
  plugins: z.looseObject({}),
  result: z.looseObject({}).nullable(),
  viewer: side.nullable(),
}).refine((v) => !('rng' in v), { message: 'a view never holds the dice generator', path: ['rng'] })
const action = z.looseObject({ type: z.string().min(1).max(64), side })
const event = z.looseObject({ type: z.string().min(1) })
const pin = z.strictObject({ id: z.string(), version: z.string() })

export const loggedActionSchema = z.looseObject({ seq: z.number().int().min(1), action, stateHash: hash, events: z.array(event) })
export const seatInfoSchema = z.looseObject({ side, kind: z.enum(['human', 'computer']), name: z.string().optional(), online: z.boolean() })
export const chatMessageSchema = z.looseObject({ id: z.number().int(), side: side.nullable(), text: z.string().max(2000), at: z.string() })
export const snapshotSchema = z.looseObject({
  gameId: z.string().min(1).max(64),
  scenarioId: z.string().min(1).max(64),
  scenarioHash: hash,
  plugins: z.array(z.looseObject({ id: z.string(), config: z.record(z.string(), z.unknown()).optional() })),
  pins: z.array(pin),
  viewer: side.nullable(),
  seq: z.number().int().min(0),
  stateHash: hash,
  view,
  seats: z.array(seatInfoSchema),
  status: z.enum(['running', 'finished', 'held']),
  commitment: hash,
  seed: z.string().optional(),
  clock: z.looseObject({ hours: z.number(), onTimeout: z.string(), deadline: z.string().nullable() }).optional(),
  pendingRules: z.looseObject({ pins: z.array(pin), divergesAt: z.number(), accepted: z.array(side) }).optional(),
})
export const actionAcceptedSchema = z.looseObject({ ok: z.literal(true), seq: z.number().int().min(1), stateHash: hash, events: z.array(event), view })
export const failureSchema = z.looseObject({ ok: z.literal(false), code: z.string().min(1).max(64), ruleId: z.string().min(1).max(64), message: z.string().max(2000), path: z.string().optional() })
export const createGameResponseSchema = z.looseObject({
  ok: z.literal(true),
  gameId: z.string().min(1).max(64),
  commitment: hash,
  seats: z.array(z.looseObject({ side, kind: z.enum(['human', 'computer']), token: z.string().max(128).optional() })),
  spectatorToken: z.string().min(1).max(128),
})
export const notifyAcceptedSchema = z.looseObject({
  ok: z.literal(true),
  email: z.string().max(320).nullable(),
  webhook: z.string().max(2000).nullable(),
  locale: z.enum(['en', 'fr']),
  webhookSecret: z.string().max(256).optional(),
})
export const actionsPageSchema = z.looseObject({ actions: z.array(loggedActionSchema) })
export const viewsPageSchema = z.looseObject({ views: z.array(view) })
export const chatPageSchema = z.looseObject({ messages: z.array(chatMessageSchema) })
export const chatPostedSchema = z.looseObject({ ok: z.literal(true), message: chatMessageSchema })

/** A message pushed on the WebSocket (`ServerMessage`). */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('sync'), snapshot: snapshotSchema, missed: z.array(loggedActionSchema) }),
  z.looseObject({ type: z.literal('action'), gameId: z.string(), seq: z.number().int().min(1), stateHash: hash, action, events: z.array(event), view }),
  z.looseObject({ type: z.literal('your-turn'), gameId: z.string(), seq: z.number().int() }),
  z.looseObject({ type: z.literal('clock'), gameId: z.string(), side, kind: z.enum(['reminder', 'timeout']), deadline: z.iso.datetime() }),
  z.looseObject({ type: z.literal('chat'), gameId: z.string(), message: chatMessageSchema }),
  z.looseObject({ type: z.literal('presence'), gameId: z.string(), online: z.array(side) }),
  z.looseObject({ type: z.literal('ended'), gameId: z.string(), seed: z.string() }),
  z.looseObject({ type: z.literal('pong') }),
  z.looseObject({ type: z.literal('error'), error: failureSchema }),
])
