import { buildRules, type Scenario } from '@hexes/core'
import { builtinPlugins } from '@hexes/registry'
import { HexesClient } from '../src/client/HexesClient'
import { SeatPlayer } from '../src/client/SeatPlayer'
import { SeatSocket } from '../src/client/SeatSocket'
import { summarize, type LatencySummary } from './summarize'

/** Options of {@link runLoad}. */
export interface LoadOptions {
  games: number
  actionsPerGame: number
  /** Mean think time of a player before each action (ms; uniform over 0..2×mean). */
  thinkMs: number
  /** Give up waiting after this long (ms). */
  timeoutMs: number
  seed: number
}

/** What one round against a server measured. */
export interface LoadResult {
  games: number
  actions: number
  seconds: number
  perSecond: number
  /** From a seat's submission to the push of that action on the OTHER seat's WebSocket. */
  latency: LatencySummary
  /** From a submission to its HTTP answer. */
  answer: LatencySummary
  /** Acknowledged actions whose push never reached the other seat. */
  missingPushes: number
  /** Refusals the players got (`server/stale-seq` should never happen here: one writer per game). */
  refusals: number
}

/**
 * One round of the load bench against a running server: creates `games` games of the scenario,
 * each with two human seats whose players connect by WebSocket and play scripted legal actions
 * (`SeatPlayer`) until the game has `actionsPerGame` actions. Every latency is measured in this
 * process from the submission to the other seat's push.
 */
export async function runLoad(url: string, scenario: Scenario, options: LoadOptions): Promise<LoadResult> {
  const client = new HexesClient(url)
  const rules = buildRules(scenario, builtinPlugins)
  const sides = scenario.sides.map((s) => s.id)
  const created = await Promise.all(
    Array.from({ length: options.games }, async () => {
      const r = await client.createGame({ scenarioId: scenario.id, seats: sides.map((side) => ({ side, kind: 'human' as const })) })
      if (!r.ok) throw new Error(`create game: ${r.code} ${r.message}`)
      return r
    }),
  )
  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  const players: SeatPlayer[] = []
  const sockets: SeatSocket[] = []
  let rand = options.seed
  for (const game of created) {
    for (const seat of game.seats) {
      const socket = await SeatSocket.open(url, game.gameId, seat.token!)
      sockets.push(socket)
      await socket.next((m) => m.type === 'sync')
      players.push(new SeatPlayer({
        client, socket, gameId: game.gameId, token: seat.token!, side: seat.side, rules, seed: rand++, stopAt: options.actionsPerGame,
        thinkMs: () => Math.random() * 2 * options.thinkMs,
        onSubmit: (seq, at) => sentAt.set(`${game.gameId}:${seq}`, at),
        onPush: (m, at) => {
          const s = sentAt.get(`${game.gameId}:${m.seq}`)
          if (s !== undefined) latencies.push(at - s)
        },
      }))
    }
  }
  const t0 = performance.now()
  const runs = players.map((p) => p.run())
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), options.timeoutMs).unref())
  const all = Promise.all(runs)
  if ((await Promise.race([all, timeout])) === 'timeout') for (const p of players) p.stop()
  await all
  const seconds = (performance.now() - t0) / 1000
  await Promise.all(sockets.map((s) => s.close()))
  const acks = players.flatMap((p) => p.acks)
  return {
    games: options.games,
    actions: acks.length,
    seconds,
    perSecond: acks.length / seconds,
    latency: summarize(latencies),
    answer: summarize(acks.map((a) => a.answeredAt - a.sentAt)),
    missingPushes: acks.length - latencies.length,
    refusals: players.reduce((n, p) => n + p.refusals.length, 0),
  }
}
