import { actingSide, scenarioTexts, type GameRules } from '@hexes/core'
import type { TurnClock } from '@hexes/protocol'
import type { Transaction } from 'kysely'
import type { Database } from '../db/Database'
import { enqueueNotices, type Notice, type NoticeKind, type OutboxInput } from '../notify/index'
import type { InTransaction } from './Committed'

/** Which kinds of recipient the server can deliver to (the configured transports). */
export interface NoticeReach {
  mail: boolean
  webhook: boolean
}

/** A game's link for notices: `<origin>/?game=<id>`. The seat's token is not in it: the server does not have it. */
export function gameLink(origin: string, gameId: string): string {
  return `${origin.replace(/\/+$/, '')}/?game=${encodeURIComponent(gameId)}`
}

/**
 * The notices of a committed action, enqueued inside its transaction (see `enqueueNotices`):
 * `your-turn` to a human seat the game has just passed to, `game-over` to every human seat at the
 * end, each to the seat's e-mail address and webhook when it gave them and the server can deliver
 * there. The link opens the game; the browser that holds the seat's link knows the seat.
 */
export function turnNotices(reach: NoticeReach, origin: () => string, now: () => Date): InTransaction {
  return async (trx, c) => {
    const next = actingSide(c.state)
    const over = c.state.result !== null
    if (!over && (next === null || next === actingSide(c.before))) return
    const game = await trx.selectFrom('games').select(['clock']).where('id', '=', c.gameId).executeTakeFirstOrThrow()
    const clock = game.clock ? (JSON.parse(game.clock) as TurnClock) : undefined
    const deadline = clock && !over ? new Date(now().getTime() + clock.hours * 3_600_000).toISOString() : undefined
    await enqueueSeatNotices(trx, { gameId: c.gameId, seq: c.seq, rules: c.rules, turn: c.state.turn.turn }, over ? 'game-over' : 'your-turn', over ? undefined : next!, { reach, origin, now, deadline })
  }
}

/** Where a game stands, for the notices about it. */
export interface NoticeGame {
  gameId: string
  seq: number
  rules: GameRules
  turn: number
}

/**
 * Enqueues a notice of `kind` (inside `trx`) to the human seats of `side` (or all of them), to
 * each seat's e-mail address and webhook when it gave them and the server can deliver there.
 */
export async function enqueueSeatNotices(
  trx: Transaction<Database>, game: NoticeGame, kind: NoticeKind, side: string | undefined,
  options: { reach: NoticeReach; origin: () => string; now: () => Date; deadline?: string | undefined },
): Promise<void> {
  const { reach } = options
  if (!reach.mail && !reach.webhook) return
  const rows = await recipients(trx, game.gameId, side)
  if (rows.length === 0) return
  const row = await trx.selectFrom('games').select(['locale']).where('id', '=', game.gameId).executeTakeFirstOrThrow()
  const out: OutboxInput[] = []
  for (const seat of rows) {
    const locale = (seat.locale ?? row.locale) === 'fr' ? 'fr' : 'en'
    const texts = scenarioTexts(game.rules.scenario, locale)
    const notice: Notice = {
      kind,
      gameId: game.gameId,
      seq: game.seq,
      side: seat.side,
      sideName: (texts.sides[seat.side] ?? seat.side).slice(0, 200),
      scenarioName: (texts.name || game.rules.scenario.id).slice(0, 200),
      turn: game.turn,
      link: gameLink(options.origin(), game.gameId),
      ...(options.deadline ? { deadline: options.deadline } : {}),
      locale,
    }
    if (seat.email && reach.mail) out.push({ recipientKind: 'mail', recipient: seat.email, notice })
    if (seat.webhook && seat.webhook_secret && reach.webhook) out.push({ recipientKind: 'webhook', recipient: seat.webhook, secret: seat.webhook_secret, notice })
  }
  await enqueueNotices(trx, out, options.now())
}

/** Human seats with somewhere to send notices (one side, or all). */
function recipients(trx: Transaction<Database>, gameId: string, side: string | undefined) {
  let q = trx.selectFrom('seats').select(['side', 'email', 'webhook', 'webhook_secret', 'locale']).where('game_id', '=', gameId).where('kind', '=', 'human')
  if (side !== undefined) q = q.where('side', '=', side)
  return q.where((eb) => eb.or([eb('email', 'is not', null), eb('webhook', 'is not', null)])).execute()
}

