/**
 * The game model: everything a game is, as plain JSON.
 *
 * A `GameState` can be serialised with `JSON.stringify`, sent over the network, stored for days
 * between turns (HM-GEN-4) and hashed. It holds no class instances, no `Map`s and no functions.
 * Collections that rules iterate over are arrays in a stable order, never objects keyed by id,
 * so that iteration order is part of the data (determinism).
 *
 * Hex positions are `HexRef` strings `"col,row"` in the scenario's rectangular offset grid
 * (flat-top, odd-q; see `HexGrid`). Hot paths convert them to integer indices once per query.
 */

import type { RngState } from '../dice/rng'

/** A hex position in scenario coordinates: `"col,row"`, both zero-based. */
export type HexRef = string

/** Identifier of a side (`"normans"`). */
export type SideId = string

/** Identifier of a unit (`"n-hc-1"`). */
export type UnitId = string

/** Identifier of a leader (`"william"`). */
export type LeaderId = string

/**
 * Per-plugin data attached to a unit, a leader or a side, keyed by plugin id.
 *
 * Plugins type their own entry by augmenting this interface:
 * ```ts
 * declare module '@hexes/core' {
 *   interface PluginUnitStats { hm: HmUnitStats }
 * }
 * ```
 */
export interface PluginUnitStats {}

/** Per-plugin data of a leader; augment like {@link PluginUnitStats}. */
export interface PluginLeaderStats {}

/** Where a unit or leader is. `reserve` is off-map but may return (e.g. SW set-aside units). */
export type PieceStatus = 'active' | 'eliminated' | 'reserve'

/** A unit on (or off) the map. Core fields plus a typed per-plugin stats bag. */
export interface UnitState {
  id: UnitId
  side: SideId
  /** Unit type id, resolved by the rule plugins' unit tables (`"heavy-cavalry"`). */
  type: string
  name?: string
  /** Current hex, or `null` when the unit is off the map. */
  hex: HexRef | null
  status: PieceStatus
  /** Facing as a direction index 0..5 (only when a facing rule is active). */
  facing?: number
  /** Per-plugin stats: steps or hit points, status flags, what moved this turn... */
  stats: { [K in keyof PluginUnitStats]?: PluginUnitStats[K] } & Record<string, unknown>
}

/** A leader (HM "chef", SK "général"): a commander entity that rides a unit (catalogue I-06). */
export interface LeaderState {
  id: LeaderId
  side: SideId
  name: string
  /** The unit the leader is stacked with, or `null` when not on the map. */
  unit: UnitId | null
  status: PieceStatus
  stats: { [K in keyof PluginLeaderStats]?: PluginLeaderStats[K] } & Record<string, unknown>
}

/** One side of the battle. */
export interface SideState {
  id: SideId
  name: string
  color?: string
  /** Map edges this side owns (entry edges, SW `nativeEdgesOnly`, scenario victory). */
  edges: MapEdge[]
}

/** A map border. */
export type MapEdge = 'north' | 'south' | 'east' | 'west'

/** A feature on the border between two adjacent hexes (river, hedge, wall...). */
export interface HexsideFeature {
  /** One of the two hexes. */
  hex: HexRef
  /** Direction index 0..5 from `hex` to the other hex (see `DIRECTIONS`). */
  dir: number
  /** Feature id, interpreted by the rule plugins' terrain tables. */
  feature: string
}

/**
 * The map: a `width` x `height` rectangle of hexes with one terrain id per hex. Shared between
 * successive states (see `cloneState`): never mutate it in place, replace it.
 */
export interface MapState {
  width: number
  height: number
  /** Terrain id per hex, row-major (`index = row * width + col`). */
  terrain: string[]
  hexsides: HexsideFeature[]
  /** Optional names shown on the map (`"Senlac ridge"`). Sorted by hex for determinism. */
  labels: { hex: HexRef; text: string }[]
}

/** Where the turn is: game turn, time track and the current phase. */
export interface TurnState {
  /** Turns actually played, starting at 1 (catalogue I-16: `gameTurn`). */
  turn: number
  /** The time track, which rules such as SW-16 may advance faster (I-16: `timeTrack`). */
  timeTrack: number
  /** Last box of the time track: the game ends at the end of the turn in which `timeTrack > lastTurn` (GAP-HM-19, GAP-SW-02). */
  lastTurn: number
  /** Index into the compiled phase sequence. */
  phaseIndex: number
  /** Id of the current phase (`"movement"`), for readers of the JSON. */
  phase: string
  /** Side acting in the current phase, or `null` for automatic phases. */
  activeSide: SideId | null
}

/** A decision a player owes before play goes on (which attacker loses a step, where to retreat...). */
export interface PendingDecision {
  /** Decision kind, owned by the plugin that created it (`"hm/retreat"`). */
  kind: string
  /** Side that must answer. */
  side: SideId
  /** Catalogue rule that makes this a player's choice. */
  ruleId: string
  /** Kind-specific payload (the unit concerned, the legal options...). Plain JSON. */
  data: Record<string, unknown>
}

/** Final result of a game. */
export interface GameResult {
  /** Winning side, or `null` for a draw. */
  winner: SideId | null
  /** Id of the victory condition (or `"default"`) that decided it. */
  condition: string
  ruleId: string
  message: string
}

/** Append-only counters per side (catalogue §3.3 rule 5): recycling never erases them. */
export interface SideCounters {
  side: SideId
  /** Steps lost by this side's units. */
  stepsLost: number
  /** This side's units eliminated. */
  unitsEliminated: number
  /** This side's leaders eliminated. */
  leadersEliminated: number
  /** Strength points eliminated, by step losses and eliminations (the rules' `unitStrength`). */
  strengthEliminated: number
  /** Strength of the side's units at the start of the battle (for `strengthEliminated` victory). */
  startingStrength: number
  /**
   * Ids of this side's units and leaders eliminated, in order (append-only: a unit brought back by
   * Successive Waves stays on the record, so `unitEliminated`/`leaderEliminated` victory
   * conditions cannot be erased, GAP-SW-11).
   */
  eliminated: string[]
}

/** The whole game, as plain JSON. */
export interface GameState {
  /** Format tag of the state document. */
  format: 'hexes-state/1'
  scenarioId: string
  map: MapState
  /** Sides in scenario order; `sides[0]` is Camp 1, which acts first (HM-SEQ-2). */
  sides: SideState[]
  units: UnitState[]
  leaders: LeaderState[]
  turn: TurnState
  /** Decisions owed, oldest first. While non-empty, only answers to `pending[0]` are legal. */
  pending: PendingDecision[]
  counters: SideCounters[]
  /** Seeded PRNG state: every random number comes from here. */
  rng: RngState
  /** Per-plugin state, keyed by plugin id. Plugins keep no game data in their own fields. */
  plugins: Record<string, unknown>
  /** Set once the game is over. */
  result: GameResult | null
}
