import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildRules, legalActions, nextInt, parseScenario, seedRng, type BaseAction, type GameRules, type GameState, type PlayerView } from '@hexes/core'
import type { CreateGameRequest, CreateGameResponse } from '@hexes/protocol'
import { builtinPlugins, findScenario } from '@hexes/registry'
import BetterSqlite3 from 'better-sqlite3'
import { startServer, type RunningServer } from '../startServer'
import type { ServerConfig } from '../ServerConfig'

/** A server on an ephemeral loopback port over a real SQLite file in a temporary folder. */
export interface TestServer extends RunningServer {
  dir: string
  dbFile: string
  /** Reads the database file directly (a second connection): what is really stored. */
  query<T>(sqlText: string, ...params: unknown[]): T[]
  /** JSON request to the API; answers `{ status, body, text }`. */
  api(method: string, path: string, options?: { token?: string; body?: unknown; raw?: string }): Promise<{ status: number; body: any; text: string; headers: Headers }>
  /** Creates a game and returns the answer. */
  create(req: CreateGameRequest): Promise<CreateGameResponse>
}

/** Starts a {@link TestServer}; `close()` stops it and deletes the folder. */
export async function startTestServer(config: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'hexes-server-'))
  const dbFile = join(dir, 'hexes.sqlite')
  const server = await startServer({ port: 0, host: '127.0.0.1', database: { sqlite: dbFile }, logger: false, rateLimits: false, ...config })
  const api: TestServer['api'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = {}
    if (options.token) headers.authorization = `Bearer ${options.token}`
    let body: string | undefined
    if (options.raw !== undefined || options.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = options.raw ?? JSON.stringify(options.body)
    }
    const res = await fetch(server.url + path, { method, headers, ...(body !== undefined ? { body } : {}) })
    const text = await res.text()
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    return { status: res.status, body: parsed, text, headers: res.headers }
  }
  return {
    ...server,
    dir,
    dbFile,
    api,
    query<T>(sqlText: string, ...params: unknown[]): T[] {
      const db = new BetterSqlite3(dbFile, { readonly: true })
      try {
        return db.prepare(sqlText).all(...params) as T[]
      } finally {
        db.close()
      }
    },
    async create(req) {
      const r = await api('POST', '/api/games', { body: req })
      if (r.status !== 200) throw new Error(`create failed: ${r.text}`)
      return r.body as CreateGameResponse
    },
    async close() {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The rules of a shipped scenario with its own plugin mix (what a client holds to find legal actions). */
export function clientRules(scenarioId: string): GameRules {
  return buildRules(parseScenario(findScenario(scenarioId)), builtinPlugins)
}

/** The legal actions in a seat's view (the client has no dice generator: a placeholder one is enough to list them). */
export function legalInView(rules: GameRules, view: PlayerView): BaseAction[] {
  const { viewer: _viewer, ...rest } = view
  return legalActions(rules, { ...rest, rng: seedRng(1) } as GameState)
}

/** Where {@link playRandomly} stopped. */
export interface Played {
  view: PlayerView
  seq: number
  /** Every raw answer body received (to scan for secrets). */
  received: string[]
}

/**
 * Plays random legal actions through the HTTP API, each from the seat that must act (attacks
 * first when there are some, so that combats and their decisions come soon), until `stop` says so,
 * the game ends or `max` actions. Deterministic choices (`seed`); the dice are the server's.
 */
export async function playRandomly(server: TestServer, game: CreateGameResponse, stop: (view: PlayerView) => boolean, options: { max?: number; seed?: number; scenarioId?: string } = {}): Promise<Played> {
  const rules = clientRules(options.scenarioId ?? 'teaching-ford')
  const rng = seedRng(options.seed ?? 7)
  const received: string[] = []
  const first = await server.api('GET', `/api/games/${game.gameId}`, { token: game.spectatorToken })
  received.push(first.text)
  let view = first.body.view as PlayerView
  let seq = first.body.seq as number
  for (let i = 0; i < (options.max ?? 5000) && !view.result && !stop(view); i++) {
    const side = view.pending[0]?.side ?? view.turn.activeSide!
    const token = game.seats.find((s) => s.side === side)?.token
    if (!token) break
    const legal = legalInView(rules, view)
    const attacks = legal.filter((a) => a.type === 'attack')
    const pool = attacks.length && nextInt(rng, 3) > 0 ? attacks : legal
    const action = pool[nextInt(rng, pool.length)]!
    const r = await server.api('POST', `/api/games/${game.gameId}/actions`, { token, body: { seq: seq + 1, key: `rand-${seq + 1}-${side}`, action } })
    received.push(r.text)
    if (r.status !== 200) throw new Error(`random play refused: ${r.text}`)
    seq = r.body.seq
    view = r.body.view
  }
  return { view, seq, received }
}
