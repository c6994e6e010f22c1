import type { NotifySettings, NotifySettingsAccepted } from '@hexes/protocol'
import type { ChatMessage, CreateGameRequest, CreateGameResponse, GameSnapshot, LoggedAction, SubmitActionRequest, ActionAccepted } from '@hexes/protocol'
import { LIMITS } from '@hexes/protocol'
import type { PlayerView, Rejection } from '@hexes/core'
import { z } from 'zod'
import { RemoteError } from './RemoteError'
import {
  actionAcceptedSchema, actionsPageSchema, chatPageSchema, chatPostedSchema, createGameResponseSchema, failureSchema, notifyAcceptedSchema, snapshotSchema, viewsPageSchema,
} from './remoteSchemas'

/** Largest answer the app reads from the server, in characters (a page of views is the largest). */
export const MAX_ANSWER_CHARS = 32 * 1024 * 1024

/**
 * A game's record as the server publishes it once the game is over (core's `GameRecord`): the app
 * hands it to core's `verifyRecord`, which checks every field.
 */
export type GameRecordLike = Record<string, unknown>

/** A rules rejection (422) or a server refusal (`ruleId: 'server'`): the server stored nothing. */
export type ServerFailure = Rejection & { path?: string }

/**
 * The HTTP routes of `@hexes/protocol`, for one server (`base`: its origin, `''` for the page's
 * own). Every answer is checked against the protocol's shapes (`remoteSchemas`) and capped in
 * size; a refusal or a rules rejection comes back as data ({@link ServerFailure}); an unreachable
 * server or an answer out of the protocol throws a {@link RemoteError}. Tokens travel only in the
 * `Authorization` header.
 *
 * @example const snap = await new RemoteApi('').snapshot(gameId, token)
 */
export class RemoteApi {
  readonly base: string
  readonly #fetch: typeof fetch

  constructor(base = '', fetchFn: typeof fetch = (...a) => fetch(...a)) {
    this.base = base.replace(/\/+$/, '')
    this.#fetch = fetchFn
  }

  /** `POST /api/games`: a new game and its tokens (shown once). */
  createGame(request: CreateGameRequest): Promise<CreateGameResponse | ServerFailure> {
    return this.#call('POST', '/api/games', null, request, createGameResponseSchema) as Promise<CreateGameResponse | ServerFailure>
  }

  /** `GET /api/games/:id`: the viewer's snapshot. */
  snapshot(gameId: string, token: string): Promise<GameSnapshot | ServerFailure> {
    return this.#call('GET', this.#game(gameId), token, undefined, snapshotSchema) as Promise<GameSnapshot | ServerFailure>
  }

  /** Every logged action after `from` (all the pages). */
  async actions(gameId: string, token: string, from = 0): Promise<LoggedAction[] | ServerFailure> {
    const out: LoggedAction[] = []
    for (;;) {
      const page = await this.#call('GET', `${this.#game(gameId)}/actions?from=${from + out.length}`, token, undefined, actionsPageSchema)
      if (isFailure(page)) return page
      out.push(...(page.actions as unknown as LoggedAction[]))
      if (page.actions.length < LIMITS.historyPage) return out
    }
  }

  /** The viewer's view before action `from + 1` and after each later one (all the pages). */
  async views(gameId: string, token: string, from = 0): Promise<PlayerView[] | ServerFailure> {
    const out: PlayerView[] = []
    for (;;) {
      // A page holds the view before its first action: the next page starts at its last action.
      const start = out.length === 0 ? from : from + out.length - 1
      const page = await this.#call('GET', `${this.#game(gameId)}/views?from=${start}`, token, undefined, viewsPageSchema)
      if (isFailure(page)) return page
      const views = page.views as unknown as PlayerView[]
      out.push(...(out.length === 0 ? views : views.slice(1)))
      if (views.length < LIMITS.historyPage) return out
    }
  }

  /**
   * `POST /api/games/:id/actions`. A network error is retried once with the same body (the same
   * idempotency key: the server answers a repeat with its first answer and stores nothing more).
   */
  async submit(gameId: string, token: string, request: SubmitActionRequest): Promise<ActionAccepted | ServerFailure> {
    try {
      return (await this.#call('POST', `${this.#game(gameId)}/actions`, token, request, actionAcceptedSchema)) as ActionAccepted | ServerFailure
    } catch (e) {
      if (!(e instanceof RemoteError) || e.code !== 'remote/network') throw e
      return (await this.#call('POST', `${this.#game(gameId)}/actions`, token, request, actionAcceptedSchema)) as ActionAccepted | ServerFailure
    }
  }

  /** The game's chat. */
  async chat(gameId: string, token: string): Promise<ChatMessage[] | ServerFailure> {
    const r = await this.#call('GET', `${this.#game(gameId)}/chat`, token, undefined, chatPageSchema)
    return isFailure(r) ? r : (r.messages as ChatMessage[])
  }

  /** Writes in the game's chat (seats only). */
  async say(gameId: string, token: string, text: string): Promise<ChatMessage | ServerFailure> {
    const r = await this.#call('POST', `${this.#game(gameId)}/chat`, token, { text }, chatPostedSchema)
    return isFailure(r) ? r : (r.message as ChatMessage)
  }

  /** `PUT /notify`: where this seat's "your turn" goes (`null` removes an address). */
  async notify(gameId: string, token: string, settings: NotifySettings): Promise<NotifySettingsAccepted | ServerFailure> {
    return this.#call('PUT', `${this.#game(gameId)}/notify`, token, settings, notifyAcceptedSchema) as Promise<NotifySettingsAccepted | ServerFailure>
  }

  /** `POST /rules/accept`: this seat accepts the updated rules of a held game. */
  async acceptRules(gameId: string, token: string): Promise<{ ok: true } | ServerFailure> {
    return this.#call('POST', `${this.#game(gameId)}/rules/accept`, token, {}, z.looseObject({ ok: z.literal(true) })) as Promise<{ ok: true } | ServerFailure>
  }

  /** `GET /record`: the game's record (core's `GameRecord`), once it is over; checked by `verifyRecord`. */
  async record(gameId: string, token: string): Promise<GameRecordLike | ServerFailure> {
    return this.#call('GET', `${this.#game(gameId)}/record`, token, undefined, z.looseObject({})) as Promise<GameRecordLike | ServerFailure>
  }

  #game(gameId: string): string {
    return `/api/games/${encodeURIComponent(gameId)}`
  }

  async #call<S extends z.ZodType>(method: string, path: string, token: string | null, body: unknown, schema: S): Promise<z.output<S> | ServerFailure> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    let res: Response
    try {
      res = await this.#fetch(`${this.base}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) })
    } catch (e) {
      throw new RemoteError('remote/network', `The server cannot be reached (${method} ${path}): ${e instanceof Error ? e.message : String(e)}`)
    }
    const length = Number(res.headers.get('content-length') ?? 0)
    if (length > MAX_ANSWER_CHARS) throw new RemoteError('remote/bad-answer', `${method} ${path}: the answer is over ${MAX_ANSWER_CHARS} bytes`)
    const text = await res.text()
    if (text.length > MAX_ANSWER_CHARS) throw new RemoteError('remote/bad-answer', `${method} ${path}: the answer is over ${MAX_ANSWER_CHARS} characters`)
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new RemoteError('remote/bad-answer', `${method} ${path}: the answer (HTTP ${res.status}) is not JSON`)
    }
    if (!res.ok || (json as { ok?: unknown } | null)?.ok === false) return parseAnswer(failureSchema, json, `${method} ${path}`) as ServerFailure
    return parseAnswer(schema, json, `${method} ${path}`)
  }
}

/** Whether an answer is a refusal or a rejection (the server stored nothing). */
export function isFailure(x: unknown): x is ServerFailure {
  return typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false
}

/** `json` checked against `schema`, or a `remote/bad-answer` naming the path of the bad field. */
export function parseAnswer<S extends z.ZodType>(schema: S, json: unknown, what: string): z.output<S> {
  const r = schema.safeParse(json)
  if (!r.success) throw new RemoteError('remote/bad-answer', `${what}: ${z.prettifyError(r.error)}`)
  return r.data
}
