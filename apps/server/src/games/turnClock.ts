import { actingSide, legalActions, type BaseAction } from '@hexes/core'
import type { TurnClock } from '@hexes/protocol'
import type { Kysely } from 'kysely'
import type { BotRunner } from '../bots/BotRunner'
import type { Database } from '../db/Database'
import type { ClockedGame, ClockSweeperHooks } from '../notify/index'
import type { GameService } from './GameService'
import { enqueueSeatNotices, type NoticeReach } from './turnNotices'

/** Recorded in `reminders_sent` once a half-turn's timeout was claimed (reminders are positive hours). */
export const TIMEOUT_MARK = -1

/** Most actions a timeout plays for a side before giving up (a half-turn is a few dozen). */
const MAX_TIMEOUT_ACTIONS = 500

/** A clocked game as the server reads it. */
export interface ServerClockedGame extends ClockedGame {
  /** `turn_started_at` exactly as stored: every update is conditional on it. */
  startedRaw: string
  /** `reminders_sent` exactly as stored. */
  sentRaw: string
}

/** What the turn clock needs from the server. */
export interface TurnClockDeps {
  db: Kysely<Database>
  games: GameService
  /** The computer players (`onTimeout: 'computer'`); without them such a timeout ends the phases. */
  bots?: BotRunner | undefined
  reach: NoticeReach
  origin: () => string
  now: () => Date
  /** Tells the seat's open pages (in-app notice) after a reminder or a timeout was claimed. */
  told?: (gameId: string, side: string, kind: 'reminder' | 'timeout', deadline: string) => void
}

/**
 * The server's side of the `ClockSweeper`: which running games have a clock, and what a reminder
 * and a timeout do. Both are claimed with a conditional update of the game row (same half-turn,
 * same reminders sent), in the transaction that enqueues their notices, so that several server
 * processes sweeping at once send each notice once. A timeout then plays for the side through
 * `GameService.act`, like any seat, with the idempotency key `clock-<seq>`: `concede` concedes,
 * `end-phase` ends each remaining phase of the half-turn (a pending decision of the side takes its
 * first legal answer), `computer` lets the server's computer player finish the half-turn. The
 * actions are retried at every sweep while the half-turn lasts (a process killed halfway is
 * finished by the next sweep, on any process).
 */
export function turnClockHooks(deps: TurnClockDeps): ClockSweeperHooks<ServerClockedGame> {
  const { db, games } = deps
  const claim = async (game: ServerClockedGame, sent: readonly number[], kind: 'reminder' | 'timeout'): Promise<boolean> => {
    const live = await games.live.get(game.gameId)
    if (!live) return false
    const deadline = new Date(game.turnStartedAt.getTime() + game.clock.hours * 3_600_000).toISOString()
    const claimed = await db.transaction().execute(async (trx) => {
      const u = await trx.updateTable('games').set({ reminders_sent: JSON.stringify(sent) })
        .where('id', '=', game.gameId).where('status', '=', 'running')
        .where('turn_started_at', '=', game.startedRaw).where('reminders_sent', '=', game.sentRaw)
        .executeTakeFirst()
      if (Number(u.numUpdatedRows) !== 1) return false
      await enqueueSeatNotices(trx, { gameId: game.gameId, seq: live.seq, rules: live.rules, turn: live.state.turn.turn }, kind, game.side, { reach: deps.reach, origin: deps.origin, now: deps.now, deadline })
      return true
    })
    if (claimed) deps.told?.(game.gameId, game.side, kind, deadline)
    return claimed
  }

  return {
    async running() {
      const rows = await db.selectFrom('games').select(['id', 'clock', 'turn_started_at', 'reminders_sent'])
        .where('status', '=', 'running').where('clock', 'is not', null).orderBy('id').limit(10_000).execute()
      const out: ServerClockedGame[] = []
      for (const r of rows) {
        const live = await games.live.get(r.id)
        const side = live && !live.state.result ? actingSide(live.state) : null
        if (!side) continue
        out.push({
          gameId: r.id, side, clock: JSON.parse(r.clock!) as TurnClock, turnStartedAt: new Date(r.turn_started_at),
          remindersSent: JSON.parse(r.reminders_sent) as number[], startedRaw: r.turn_started_at, sentRaw: r.reminders_sent,
        })
      }
      return out
    },
    async onReminder(game, _hours, due) {
      await claim(game, [...game.remindersSent, ...due], 'reminder')
    },
    async onTimeout(game) {
      if (!game.remindersSent.includes(TIMEOUT_MARK)) await claim(game, [...game.remindersSent, TIMEOUT_MARK], 'timeout')
      await playOut(deps, game)
    },
  }
}

/** Plays the timed-out side's half-turn to its end as `game.clock.onTimeout` says. */
async function playOut(deps: TurnClockDeps, game: ServerClockedGame): Promise<void> {
  const { games } = deps
  for (let i = 0; i < MAX_TIMEOUT_ACTIONS; i++) {
    const live = await games.live.get(game.gameId)
    if (!live || live.state.result || actingSide(live.state) !== game.side) return
    const { rules, state, seq } = live
    let action: BaseAction | null = null
    if (game.clock.onTimeout === 'concede') action = { type: 'concede', side: game.side }
    else if (game.clock.onTimeout === 'computer' && deps.bots) action = await deps.bots.decide(game.gameId, rules, state, game.side, seq)
    if (!action) action = state.pending[0] ? (legalActions(rules, state)[0] ?? null) : { type: 'end-phase', side: game.side }
    if (!action) throw new Error(`no action to end the half-turn of "${game.side}"`)
    const r = await games.act({ gameId: game.gameId, side: game.side, kind: 'computer' }, { seq: seq + 1, key: `clock-${seq + 1}`, action: action as BaseAction & Record<string, unknown> })
    if (!r.body.ok && r.body.code !== 'server/stale-seq') throw new Error(`the timeout's ${action.type} was refused: ${r.body.code}`)
  }
  throw new Error(`the half-turn of "${game.side}" did not end after ${MAX_TIMEOUT_ACTIONS} actions`)
}
