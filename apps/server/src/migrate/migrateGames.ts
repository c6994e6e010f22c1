import { createGame, parseScenario, type PluginRequest } from '@hexes/core'
import { findScenario } from '@hexes/registry'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database'
import { scenarioWithMix } from '../games/gameSetup'
import { pinKey, type Pin, type PluginSet } from './PluginSet'
import { replayLog, type LoggedStep } from './replayLog'

/** What `migrateGames` found for one running game. */
export interface MigrateReport {
  gameId: string
  scenarioId: string
  /** The pins before. */
  from: Pin[]
  /** The installed versions it was replayed under. */
  to: Pin[]
  /**
   * `current`: already on the installed versions; `unchanged`: every action replays to its logged
   * hash (pins moved to `to`); `diverges`: action `divergesAt` differs (status `held` until the
   * players accept); `moved`: the game changed during the replay three times (left as it was);
   * `failed`: it could not be replayed (`detail`).
   */
  outcome: 'current' | 'unchanged' | 'diverges' | 'moved' | 'failed'
  divergesAt?: number
  /** For `diverges`: the rules' code of the refusal or `hash`; for `failed`: why. */
  detail?: string
  actions: number
}

/** The `games.pending_rules` JSON of a held game (the protocol's `GameSnapshot.pendingRules`). */
export interface PendingRules {
  pins: Pin[]
  divergesAt: number
  /** Sides of the human seats that accepted. */
  accepted: string[]
}

const PAGE = 1000

/**
 * `hexes server migrate`: replays every running game under the installed plugin versions and
 * reports, per game, the first action whose outcome differs. A game that replays unchanged has its
 * pins moved to the installed versions; a diverging one is put on hold (status `held`, its pending
 * rules recorded) and keeps its pinned rules until its human seats accept the new ones
 * (`POST /api/games/:id/rules/accept`). A game that moves on during its replay is replayed again
 * (at most three times); the update is guarded by the game's seq and pins, so a concurrent action
 * is never lost.
 *
 * @param plugins - the installed versions (new pins) and every version the server can still run
 * @param options.dryRun - report only, change nothing
 */
export async function migrateGames(db: Kysely<Database>, plugins: PluginSet, options: { dryRun?: boolean } = {}): Promise<MigrateReport[]> {
  const ids = await db.selectFrom('games').select('id').where('status', '=', 'running').orderBy('created_at').orderBy('id').execute()
  const reports: MigrateReport[] = []
  for (const { id } of ids) reports.push(await migrateGame(db, plugins, id, options.dryRun ?? false))
  return reports
}

async function migrateGame(db: Kysely<Database>, plugins: PluginSet, id: string, dryRun: boolean): Promise<MigrateReport> {
  for (let attempt = 0; ; attempt++) {
    const row = await db.selectFrom('games').select(['id', 'scenario_id', 'plugins', 'pins', 'seed', 'rng', 'seq', 'status']).where('id', '=', id).executeTakeFirstOrThrow()
    const from = JSON.parse(row.pins) as Pin[]
    const to = plugins.currentPins(from.map((p) => p.id))
    const base = { gameId: id, scenarioId: row.scenario_id, from, to, actions: row.seq }
    if (plugins.isCurrent(from)) return { ...base, outcome: 'current' }
    if (attempt === 3) return { ...base, outcome: 'moved' }
    let divergence
    try {
      if (to.length !== from.length) throw new Error(`no installed version of ${from.filter((p) => !to.some((t) => t.id === p.id)).map(pinKey).join(', ')}`)
      const raw = findScenario(row.scenario_id)
      if (!raw) throw new Error(`scenario "${row.scenario_id}" is no longer shipped`)
      const scenario = scenarioWithMix(parseScenario(raw), JSON.parse(row.plugins) as PluginRequest[])
      const game = createGame({ scenario, plugins: plugins.resolve(to), seed: row.seed, rng: row.rng })
      divergence = null as ReturnType<typeof replayLog>
      for (let from = 0; from < row.seq && !divergence; from += PAGE) {
        const page = await db.selectFrom('actions').select(['seq', 'action', 'state_hash']).where('game_id', '=', id).where('seq', '>', from).where('seq', '<=', Math.min(row.seq, from + PAGE)).orderBy('seq').execute()
        const steps: LoggedStep[] = page.map((a) => ({ seq: a.seq, action: JSON.parse(a.action), stateHash: a.state_hash }))
        divergence = replayLog(game, steps)
      }
    } catch (e) {
      return { ...base, outcome: 'failed', detail: e instanceof Error ? e.message : String(e) }
    }
    const outcome = divergence ? 'diverges' : 'unchanged'
    const report: MigrateReport = { ...base, outcome, ...(divergence ? { divergesAt: divergence.seq, detail: divergence.kind === 'hash' ? 'hash' : divergence.detail } : {}) }
    if (dryRun) return report
    const pending: PendingRules | undefined = divergence ? { pins: to, divergesAt: divergence.seq, accepted: [] } : undefined
    const updated = await db
      .updateTable('games')
      .set(pending ? { status: 'held', pending_rules: JSON.stringify(pending) } : { pins: JSON.stringify(to) })
      .where('id', '=', id)
      .where('seq', '=', row.seq)
      .where('pins', '=', row.pins)
      .where('status', '=', 'running')
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 1) return report
  }
}
