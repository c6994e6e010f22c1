import type { StateCtx } from '../hooks/HookContexts'
import type { LeaderId, SideId, UnitId } from '../model/GameState'
import { token } from '../plugin/tokens'

/**
 * What a finished (or running) battle yields for scoring and a campaign, whatever its rule set
 * (catalogue §3.1 BattleRecord, I-09): HEXES Med battles count 3 HP per step (the adapter profile).
 * Plain JSON.
 */
export interface BattleRecord {
  /** Turns played (`TurnState.turn`, I-16) and where the time track stands. */
  turns: number
  timeTrack: number
  /** The result, when the battle is over. */
  winner: SideId | null | undefined
  sides: SideRecord[]
}

/** One side's part of a {@link BattleRecord}. */
export interface SideRecord {
  side: SideId
  /** HP this side's units lost (HEXES Med: steps × 3). */
  hpLost: number
  /** HP this side's units had at the start. */
  hpAtStart: number
  /** Its units eliminated, fled off the map and set aside (in reserve), by id. */
  eliminated: UnitId[]
  fled: UnitId[]
  setAside: UnitId[]
  /** Its commanders killed and captured. */
  commandersKilled: LeaderId[]
  commandersCaptured: LeaderId[]
  /** Enemy great banners it took. */
  bannersTaken: string[]
  /** Objective hexes it holds (victory conditions of kind `holdHexes` naming it). */
  objectivesHeld: string[]
  /** Its units still on the map. */
  present: UnitId[]
}

/** Builds the battle record of a state; provided by the base rule set of the mix. */
export interface BattleRecordService {
  record(ctx: StateCtx): BattleRecord
}

/** DI token of the {@link BattleRecordService}. */
export const BATTLE_RECORD = token<BattleRecordService>('core.battle-record')
