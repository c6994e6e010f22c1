/**
 * The teaching-scenario game compiled to flat typed arrays for the reference engine: geometry,
 * terrain, units, leaders, phases, CRT and victory conditions, read once from the built rules.
 * Immutable once compiled and shared by every {@link ReferenceState} of the game.
 */
export interface ReferenceGame {
  /** Hexes on the map. */
  readonly size: number
  /** `nb[h * 6 + d]`: neighbour of `h` in direction `d`, or -1 off the map. */
  readonly nb: Int16Array
  /** `dist[i * size + j]`: hex distance (capped at 255). */
  readonly dist: Uint8Array
  /** `los[i * size + j]`: 1 when a shooter on `i` sees `j` (terrain only; units never block). */
  readonly los: Uint8Array
  /** Terrain index per hex. */
  readonly terrain: Uint8Array
  /** MP to enter, per terrain index; {@link IMPASSABLE_COST} when it cannot be entered (HM-MOVE-4/6). */
  readonly terrainCost: Int16Array
  /** 1 when entering the terrain ends the move (ford). */
  readonly terrainStop: Uint8Array
  /** Die modifier to the attacker when the defender stands on the terrain (HM-COMBAT-10). */
  readonly terrainDefence: Int8Array
  /** 1 for terrain counting as clear for the charge (HM-CHG-3). */
  readonly terrainClear: Uint8Array
  /** 1 for elevated terrain (hill: its defence counts only against attackers below). */
  readonly terrainElevated: Uint8Array
  /** Extra MP to cross hexside `h * 6 + d`, or {@link IMPASSABLE_COST} (HM-MOVE-6). */
  readonly sideCost: Int16Array
  /** Whether any hexside has a cost or blocks (false: the search skips `sideCost`). */
  readonly hasHexsides: boolean

  /** Units, by index. */
  readonly units: number
  /** Unit ids (for reports and tests only; never read in the hot loop). */
  readonly unitIds: readonly string[]
  /** Side index (0 = first side) per unit. */
  readonly unitSide: Int8Array
  /** Combat strength F, full and reduced (GAP-HM-05). */
  readonly strengthFull: Int8Array
  readonly strengthReduced: Int8Array
  /** Ranged strength, full and reduced (0: cannot shoot, GAP-HM-07). */
  readonly rangedFull: Int8Array
  readonly rangedReduced: Int8Array
  /** Range in hexes (0: cannot shoot). */
  readonly range: Int8Array
  /** Movement allowance (HM-MOVE-3). */
  readonly mp: Int8Array
  /** 1 for charge-capable units (GAP-HM-08). */
  readonly charge: Uint8Array
  /** Start hex (-1 off the map) and start reduced flag. */
  readonly startHex: Int16Array
  readonly startReduced: Uint8Array

  /** Leaders, by index: side, bonus (GAP-HM-04), unit carrying him at the start (-1: none). */
  readonly leaders: number
  readonly leaderSide: Int8Array
  readonly leaderBonus: Int8Array
  readonly leaderStartUnit: Int16Array

  /** Side ids, in turn order. */
  readonly sideIds: readonly string[]
  /** Last turn of the game. */
  readonly turns: number
  /** Phase sequence of one turn: {@link PHASE_MOVE} ... and the side playing it (-1 automatic). */
  readonly phaseKind: Uint8Array
  readonly phaseSide: Int8Array

  /** CRT result ({@link CRT_CODES} index) at `crt[row * 6 + column]`, row = modified die 0..7. */
  readonly crt: Uint8Array
  /** Weakest odds column an attack may be declared at (GAP-HM-02). */
  readonly minOdds: number
  /** Charge die modifier (GAP-HM-08). */
  readonly chargeBonus: number
  /** GAP-HM-03: a unit that has not moved may always move one hex. */
  readonly minimumMove: boolean
  /** GAP-HM-11: a blocked retreat eliminates (true) or costs a step (false). */
  readonly blockedRetreatEliminates: boolean
  /** GAP-HM-13: a defender is attacked once per phase. */
  readonly defenderOncePerPhase: boolean

  /** Victory conditions: kind ({@link WIN_LEADER_LOST} ...), timing rank (0 immediate, 1 end of turn, 2 end of game), winner side, subject (leader or side index), hexes and count for hexes held. */
  readonly winKind: Uint8Array
  readonly winTiming: Uint8Array
  readonly winSide: Int8Array
  readonly winSubject: Int16Array
  readonly winHexes: readonly Int16Array[]
  readonly winCount: Int16Array
  /** Winner when nothing is met at the end (-1: draw). */
  readonly defaultWinner: number
}

/** Cost of a terrain or hexside that cannot be entered or crossed. */
export const IMPASSABLE_COST = -1

/** Phase kinds. */
export const PHASE_MOVE = 0
export const PHASE_LEADERS = 1
export const PHASE_COMBAT = 2
export const PHASE_VICTORY = 3
export const PHASE_TURN_END = 4

/** Victory condition kinds. */
export const WIN_LEADER_LOST = 0
export const WIN_HOLD_HEXES = 1
export const WIN_SIDE_GONE = 2

/** CRT result codes, in the order their indices stand for (GAP-HM-01). */
export const CRT_CODES = ['AL', 'AR', 'AM', 'NE', 'DM', 'DR', 'EX', 'DL', 'DRL', 'DE'] as const
export const CRT_AL = 0
export const CRT_AR = 1
export const CRT_AM = 2
export const CRT_NE = 3
export const CRT_DM = 4
export const CRT_DR = 5
export const CRT_EX = 6
export const CRT_DL = 7
export const CRT_DRL = 8
export const CRT_DE = 9
