import { Worker } from 'node:worker_threads'
import { actingSide, viewFor, type BaseAction, type GameRules, type GameState } from '@hexes/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database'
import type { GameService } from '../games/GameService'
import type { BotAnswer, BotRequest } from './botMessages'

/** Something to report a bot failure to (the server's logger). */
export interface BotLog {
  warn(obj: object, msg: string): void
}

/**
 * The server's computer players: after each commit, when the side to act is a computer seat, the
 * bot of that seat (`@hexes/ai`) decides in a `worker_threads` worker and its action goes through
 * the same `GameService.act` as a person's, seat binding included. Its idempotency key is
 * `computer-<seq>`, so two processes deciding the same move commit it once: the second gets the
 * first answer back.
 */
export class BotRunner {
  private worker: Worker | undefined
  private nextId = 1
  private readonly waiting = new Map<number, { resolve(a: BaseAction | null): void; reject(e: Error): void }>()
  private readonly thinking = new Set<string>()
  private readonly bots = new Map<string, Map<string, string>>()
  private closed = false

  constructor(private readonly db: Kysely<Database>, private readonly games: GameService, private readonly log: BotLog) {
    games.onCommitted((c) => void this.consider(c.gameId, c.rules, c.state, c.seq))
  }

  /** Looks at a game (just created, or found at start-up) and plays its computer seat if it must act. */
  async resume(gameId: string): Promise<void> {
    const game = await this.games.live.get(gameId)
    if (game) await this.consider(gameId, game.rules, game.state, game.seq)
  }

  /** Resumes every running game whose computer seat has a move to make (at start-up). */
  async resumeAll(): Promise<void> {
    const rows = await this.db.selectFrom('games').innerJoin('seats', 'seats.game_id', 'games.id').select('games.id').where('games.status', '=', 'running').where('seats.kind', '=', 'computer').distinct().execute()
    for (const r of rows) await this.resume(r.id).catch((err: unknown) => this.log.warn({ err, gameId: r.id }, 'computer seat not resumed'))
  }

  private async botsOf(gameId: string): Promise<Map<string, string>> {
    let m = this.bots.get(gameId)
    if (!m) {
      const rows = await this.db.selectFrom('seats').select(['side', 'bot']).where('game_id', '=', gameId).where('kind', '=', 'computer').execute()
      m = new Map(rows.map((r) => [r.side, r.bot ?? 'ai']))
      if (this.bots.size > 5000) this.bots.clear()
      this.bots.set(gameId, m)
    }
    return m
  }

  private async consider(gameId: string, rules: GameRules, state: GameState, seq: number): Promise<void> {
    try {
      if (this.closed || state.result || this.thinking.has(gameId)) return
      const side = actingSide(state)
      if (!side) return
      const bot = (await this.botsOf(gameId)).get(side)
      if (!bot) return
      this.thinking.add(gameId)
      let action: BaseAction | null
      try {
        action = await this.decide(gameId, rules, state, side, seq, bot)
      } finally {
        this.thinking.delete(gameId)
      }
      if (this.closed) return
      if (!action) return this.log.warn({ gameId, side, seq }, 'the computer found no action')
      const r = await this.games.act({ gameId, side, kind: 'computer' }, { seq: seq + 1, key: `computer-${seq + 1}`, action: action as BaseAction & Record<string, unknown> })
      if (!r.body.ok && r.body.code !== 'server/stale-seq') this.log.warn({ gameId, side, seq, code: r.body.code }, 'the computer\'s action was refused')
    } catch (err) {
      if (!this.closed) this.log.warn({ err, gameId }, 'the computer player failed')
    }
  }

  /**
   * What `bot` would play for `side` in `state` (its own view of it: the bot never sees the dice),
   * decided in the worker; `null` when it finds nothing. The seed depends on the game and the
   * sequence number only, so every process decides the same action.
   */
  async decide(gameId: string, rules: GameRules, state: GameState, side: string, seq: number, bot = 'ai'): Promise<BaseAction | null> {
    const g = await this.db.selectFrom('games').select(['scenario_id', 'scenario_hash', 'plugins']).where('id', '=', gameId).executeTakeFirstOrThrow()
    const { viewer: _viewer, ...view } = viewFor(rules, state, side)
    return this.ask({ gameId, scenarioId: g.scenario_id, scenarioHash: g.scenario_hash, plugins: g.plugins, state: view, bot, seed: (seq * 2654435761 + gameId.length) % 2 ** 31 })
  }

  private ask(req: Omit<BotRequest, 'id'>): Promise<BaseAction | null> {
    const id = this.nextId++
    const w = this.start()
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      w.postMessage({ ...req, id } satisfies BotRequest)
    })
  }

  private start(): Worker {
    if (this.worker) return this.worker
    const w = new Worker(new URL('./botWorkerEntry.mjs', import.meta.url))
    w.on('message', (a: BotAnswer) => {
      const p = this.waiting.get(a.id)
      this.waiting.delete(a.id)
      if (!p) return
      if (a.ok) p.resolve(a.action)
      else p.reject(new Error(a.message))
    })
    w.on('error', (err) => {
      this.log.warn({ err }, 'the bot worker crashed')
      for (const p of this.waiting.values()) p.reject(err)
      this.waiting.clear()
      this.worker = undefined
    })
    w.unref()
    this.worker = w
    return w
  }

  /** Stops the worker; decisions in flight are dropped. */
  async close(): Promise<void> {
    this.closed = true
    for (const p of this.waiting.values()) p.reject(new Error('server closing'))
    this.waiting.clear()
    await this.worker?.terminate()
    this.worker = undefined
  }
}
