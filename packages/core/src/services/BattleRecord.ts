import type { StateCtx } from '../hooks/HookContexts'
import type { HexRef, LeaderId, SideId, UnitId } from '../model/GameState'
import { token } from '../plugin/tokens'

/**
 * What a finished (or running) battle yields for scoring and a campaign, whatever its rule set
 * (catalogue §3.1 BattleRecord, I-09): HEXES Med battles count 3 HP per step (the adapter profile).
 * Plain JSON.
 *
 * The base rules of the mix build it from the state (`BATTLE_RECORD`), then every plugin that
 * tallied something during play fills in its part (the `battleRecord` hook): without such a
 * plugin the facts that need to know who did what are the two-army reading of I-09 (what one side
 * lost, the other killed) and `attributed` is false.
 */
export interface BattleRecord {
  /** Turns played (`TurnState.turn`, I-16) and where the time track stands. */
  turns: number
  timeTrack: number
  /** The result, when the battle is over. */
  winner: SideId | null | undefined
  /** The objective hexes of the battle (GAP-VP-02), empty when the scenario names none. */
  objectives: HexRef[]
  /** Whether the kills, captures and turns on the table were tallied as the game went (a plugin such as `victory-points`), not inferred. */
  attributed: boolean
  sides: SideRecord[]
}

/** A character whose fate the scoring reads (SK-VP-2..5, CAMP-GOLD-3..6): its role in its army. */
export type BattleRole = 'general' | 'greatBanner' | 'spellcaster' | 'necromancer'

/** Where a character (or any unit) stands at the end (GAP-CAMP-07). */
export type PieceFate = 'onTable' | 'fleeing' | 'killed' | 'captured' | 'fled' | 'offTable'

/** One character of a side, with its role and its fate (HEXES Med: a leader flagged `general`). */
export interface RoleRecord {
  /** The unit (skirmish) or leader (HEXES Med) id. */
  piece: UnitId | LeaderId
  role: BattleRole
  fate: PieceFate
  /** HP it lost in the battle (`camp.unscathedStrict`, GAP-CAMP-07). */
  hpLost: number
  /** Spells in its list and magic items it carries (a spellcaster, GAP-CAMP-06; 0 otherwise). */
  spells: number
  items: number
}

/** An enemy spellcaster a side took prisoner, with what he carried (SK-VP-4, CAMP-GOLD-4, GAP-CAMP-06, R-12). */
export interface CapturedSpellcaster {
  piece: UnitId
  spells: number
  items: number
}

/**
 * Whether a side brings each of its characters out of the battle unscathed (GAP-CAMP-07: on the
 * table at the end, alive, not captured, not fleeing; with `strict`, also without an HP lost):
 * `null` when the army did not field one.
 */
export interface UnscathedRecord {
  general: boolean | null
  greatBanner: boolean | null
  spellcaster: boolean | null
  /** CAMP-GOLD-6: the army fielded its general, and every character it fielded is unscathed. */
  all: boolean
}

/** One unit of a side in a {@link SideRecord}. */
export interface UnitRecord {
  unit: UnitId
  /** HP it has now (HEXES Med: steps × 3): 0 once destroyed; a unit fled off or taken keeps its own. */
  hp: number
  fate: PieceFate
  /**
   * Game turns at whose end it was on the table (GAP-CAMP-12: not destroyed, not fled off, not
   * in a reserve; time-track jumps do not count), `null` when no plugin of the mix tallied them.
   */
  turnsOnTable: number | null
  /** Enemy characters it killed or took prisoner (GAP-CAMP-01, for experience). */
  charactersOutOfAction: UnitId[]
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
  /** Enemy great banners it took (SK-VP-5). */
  bannersTaken: string[]
  /** Objective hexes it holds (victory conditions of kind `holdHexes` naming it). */
  objectivesHeld: string[]
  /** Its units still on the map. */
  present: UnitId[]
  /**
   * Enemy HP it killed (SK-VP-1, GAP-VP-01): HP its attacks, templates and flaming arrows took,
   * the undead of a necromancer it felled (GAP-SK-29); units fled off give none, a captured
   * character only its capture; counted again each time a recycled unit is hit (GAP-SW-11).
   */
  hpKilled: number
  /** Enemy generals it killed (its attack took them to 0 HP, GAP-VP-04) and captured (SK-VP-2, SK-VP-3). */
  generalsKilled: string[]
  generalsCaptured: string[]
  /** Enemy spellcasters it captured, with their spells and items (SK-VP-4, R-12). */
  spellcastersCaptured: CapturedSpellcaster[]
  /** Objective hexes it controls at the end (GAP-VP-02: its units are the only non-fleeing ones in or next to the hex). */
  objectivesControlled: HexRef[]
  /** HP of its units on the table (SK-VP-6 without objectives, GAP-VP-02). */
  hpOnTable: number
  /** Its characters and their fate. */
  roles: RoleRecord[]
  /** Whether it brings its general, great banner and spellcaster out unscathed (GAP-CAMP-07). */
  unscathed: UnscathedRecord
  /** Each of its units. */
  units: UnitRecord[]
}

/** Builds the battle record of a state; provided by the base rule set of the mix. */
export interface BattleRecordService {
  /** The whole record: the base rules' reading of the state, then the `battleRecord` hook's additions. */
  record(ctx: StateCtx): BattleRecord
}

/** DI token of the {@link BattleRecordService}. */
export const BATTLE_RECORD = token<BattleRecordService>('core.battle-record')

/**
 * GAP-CAMP-07 from a side's characters: each role the army fielded is unscathed when its piece is
 * on the table at the end (alive, not captured, not fleeing) and, when `strict`
 * (`camp.unscathedStrict`), lost no HP. `null` for a role the army did not field; `all` when the
 * army fielded its general and every role it fielded is unscathed (the CAMP-GOLD-6 bonus).
 */
export function unscathedOf(roles: readonly RoleRecord[], strict: boolean): UnscathedRecord {
  const of = (role: BattleRole): boolean | null => {
    const mine = roles.filter((r) => r.role === role)
    if (mine.length === 0) return null
    return mine.every((r) => r.fate === 'onTable' && (!strict || r.hpLost === 0))
  }
  const general = of('general')
  const greatBanner = of('greatBanner')
  const spellcaster = of('spellcaster')
  return { general, greatBanner, spellcaster, all: general === true && greatBanner !== false && spellcaster !== false }
}

/** What a base rule set reads of a side from the state: a {@link SideRecord} less what needs to know who did what. */
export type SideReading = Omit<SideRecord, 'hpKilled' | 'generalsKilled' | 'generalsCaptured' | 'spellcastersCaptured' | 'objectivesControlled' | 'unscathed'>

/**
 * The battle record of a state from the base rules' reading of each side: the facts nobody
 * tallied by the two-army reading of I-09 (with exactly two sides, the HP one lost the other
 * killed, and a general of one killed was killed by the other; with more, nobody is credited),
 * no captures, no objectives, unscathed characters by GAP-CAMP-07; then the `battleRecord` hook,
 * where plugins that tallied during play (`victory-points`) fill in what they know. Base rule sets
 * end their `BATTLE_RECORD` with it.
 */
export function completeRecord(ctx: StateCtx, readings: readonly SideReading[]): BattleRecord {
  const { state, rules } = ctx
  const two = readings.length === 2
  const sides: SideRecord[] = readings.map((s) => {
    const other = two ? readings.find((o) => o.side !== s.side)! : undefined
    return {
      ...s,
      hpKilled: other ? other.hpLost : 0,
      generalsKilled: other ? other.roles.filter((r) => r.role === 'general' && r.fate === 'killed').map((r) => r.piece) : [],
      generalsCaptured: [],
      spellcastersCaptured: [],
      objectivesControlled: [],
      unscathed: unscathedOf(s.roles, false),
    }
  })
  const record: BattleRecord = {
    turns: state.turn.turn, timeTrack: state.turn.timeTrack, winner: state.result ? state.result.winner : undefined, objectives: [], attributed: false, sides,
  }
  return rules.hooks.battleRecord.call(record, ctx)
}
