import type { Rejection } from '@hexes/core'
import type {
  ActionAccepted, CreateGameRequest, CreateGameResponse, GameSnapshot, LoggedAction, ServerRefusal, SubmitActionRequest,
} from '@hexes/protocol'

/** What `POST /api/games/:id/actions` may answer: committed, a rules rejection or a server refusal. */
export type SubmitAnswer = ActionAccepted | Rejection | ServerRefusal

/** An answer that was not JSON of the protocol: the HTTP status and the body's start. */
export class ClientError extends Error {
  readonly code = 'client/bad-answer'
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'ClientError'
    this.status = status
  }
}

/**
 * A small typed client of the Hexes server's HTTP API (`@hexes/protocol`'s routes) over `fetch`:
 * for tests, the load bench and scripts, not for the web app (which has its own driver). Every
 * method answers the protocol's JSON as is, refusals included (`ok: false`); only an answer that
 * is not JSON throws a {@link ClientError}.
 *
 * @example
 * const client = new HexesClient('http://127.0.0.1:8080')
 * const game = await client.createGame({ scenarioId: 'teaching-ford', seats: [{ side: 'routiers', kind: 'human' }, { side: 'french', kind: 'human' }] })
 */
export class HexesClient {
  /** The server's origin, without a trailing slash. */
  readonly baseUrl: string

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl.replace(/\/+$/, '')
  }

  /** `POST /api/games`. */
  createGame(request: CreateGameRequest): Promise<CreateGameResponse | ServerRefusal> {
    return this.call('POST', '/api/games', undefined, request)
  }

  /** `GET /api/games/:id` for a seat or spectator token. */
  snapshot(gameId: string, token: string): Promise<GameSnapshot | ServerRefusal> {
    return this.call('GET', `/api/games/${encodeURIComponent(gameId)}`, token)
  }

  /** `GET /api/games/:id/actions?from=N`: the committed actions after `from`, one page. */
  actions(gameId: string, token: string, from = 0): Promise<{ actions: LoggedAction[] } | ServerRefusal> {
    return this.call('GET', `/api/games/${encodeURIComponent(gameId)}/actions?from=${from}`, token)
  }

  /** `POST /api/games/:id/actions`. */
  submit(gameId: string, token: string, request: SubmitActionRequest): Promise<SubmitAnswer> {
    return this.call('POST', `/api/games/${encodeURIComponent(gameId)}/actions`, token, request)
  }

  /** `POST /api/games/:id/rules/accept`: this seat accepts the updated rules of a held game. */
  acceptRules(gameId: string, token: string): Promise<{ ok: true; status: GameSnapshot['status'] } | ServerRefusal> {
    return this.call('POST', `/api/games/${encodeURIComponent(gameId)}/rules/accept`, token, {})
  }

  /** `PUT /api/games/:id/notify`: where this seat's "your turn" goes. */
  setNotify(gameId: string, token: string, body: { email?: string; webhook?: string; locale?: 'en' | 'fr' }): Promise<{ ok: true } | ServerRefusal> {
    return this.call('PUT', `/api/games/${encodeURIComponent(gameId)}/notify`, token, body)
  }

  private async call<T>(method: string, path: string, token: string | undefined, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {}
    if (token !== undefined) headers.authorization = `Bearer ${token}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    const res = await fetch(this.baseUrl + path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) })
    const text = await res.text()
    try {
      return JSON.parse(text) as T
    } catch {
      throw new ClientError(res.status, `${method} ${path}: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`)
    }
  }
}
