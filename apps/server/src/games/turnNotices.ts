import { actingSide, scenarioTexts } from '@hexes/core'
import type { TurnClock } from '@hexes/protocol'
import type { Transaction } from 'kysely'
import type { Database } from '../db/Database'
import { enqueueNotices, type Notice, type OutboxInput } from '../notify/index'
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
    const rows = await recipients(trx, c.gameId, over ? undefined : next!)
    if (rows.length === 0) return
    const game = await trx.selectFrom('games').select(['locale', 'clock', 'turn_started_at']).where('id', '=', c.gameId).executeTakeFirstOrThrow()
    const clock = game.clock ? (JSON.parse(game.clock) as TurnClock) : undefined
    const deadline = clock && !over ? new Date(now().getTime() + clock.hours * 3_600_000).toISOString() : undefined
    const out: OutboxInput[] = []
    for (const seat of rows) {
      const locale = (seat.locale ?? game.locale) === 'fr' ? 'fr' : 'en'
      const texts = scenarioTexts(c.rules.scenario, locale)
      const notice: Notice = {
        kind: over ? 'game-over' : 'your-turn',
        gameId: c.gameId,
        seq: c.seq,
        side: seat.side,
        sideName: (texts.sides[seat.side] ?? seat.side).slice(0, 200),
        scenarioName: (texts.name || c.rules.scenario.id).slice(0, 200),
        turn: c.state.turn.turn,
        link: gameLink(origin(), c.gameId),
        ...(deadline ? { deadline } : {}),
        locale,
      }
      if (seat.email && reach.mail) out.push({ recipientKind: 'mail', recipient: seat.email, notice })
      if (seat.webhook && seat.webhook_secret && reach.webhook) out.push({ recipientKind: 'webhook', recipient: seat.webhook, secret: seat.webhook_secret, notice })
    }
    await enqueueNotices(trx, out, now())
  }
}

/** Human seats with somewhere to send notices (one side, or all). */
function recipients(trx: Transaction<Database>, gameId: string, side: string | undefined) {
  let q = trx.selectFrom('seats').select(['side', 'email', 'webhook', 'webhook_secret', 'locale']).where('game_id', '=', gameId).where('kind', '=', 'human')
  if (side !== undefined) q = q.where('side', '=', side)
  return q.where((eb) => eb.or([eb('email', 'is not', null), eb('webhook', 'is not', null)])).execute()
}

