import type { CombatDeclaration, CombatOutcome } from '../hooks/HookContexts'
import type { MessageRef } from '../i18n/MessageRef'
import type { HexRef, LeaderId, SideId, UnitId } from './GameState'
import type { Modifier } from './Modifier'

/**
 * Something that happened, emitted while an action is applied: `moveCommitted`, `combatResolved`,
 * `stepLost`, `unitEliminated`, `retreated`, `phaseStarted`, `turnEnded`, `swUsed`...
 *
 * Events are plain JSON and carry an English `message` for the log, and `text` (a message key
 * with parameters) for every language; the web app and the CLI may render them differently from
 * `type` and the data fields. The game's event log is rebuilt exactly by replaying the action log.
 *
 * The core's events are the {@link CoreEvent} union; plugins declare theirs in
 * {@link PluginEvents} (declaration merging) and test for one with {@link isEvent}.
 */
export interface GameEvent {
  /** Event type (`"unitEliminated"`); plugin-specific types are prefixed (`"hm/morale"`). */
  type: string
  /** One-line English description for the log. */
  message: string
  /** The description for any language (`renderMessage`); its key is usually `type`. */
  text?: MessageRef
  /** Catalogue rule that produced the event, when one did. */
  ruleId?: string
  /** Side concerned, when one is. */
  side?: string
  /** Type-specific data (unit ids, hexes, dice, modifiers...). Plain JSON. */
  [key: string]: unknown
}

/** A unit moved (core `move` action). */
export interface MoveCommittedEvent extends GameEvent {
  type: 'moveCommitted'
  unit: UnitId
  from: HexRef
  to: HexRef
  /** Hexes entered, start excluded. */
  path: HexRef[]
  /** What the move cost, in the unit's movement units (MP, paces). */
  cost: number
  /** Facing at the end of the move, for units that have one. */
  facing?: number
}

/** A combat was resolved (core `attack` action). */
export interface CombatResolvedEvent extends GameEvent {
  type: 'combatResolved'
  decl: CombatDeclaration
  modifiers: Modifier[]
  outcome: CombatOutcome
}

/** A unit lost steps (`recordLoss`). */
export interface StepLostEvent extends GameEvent {
  type: 'stepLost'
  unit: UnitId
  steps: number
}

/** A unit was eliminated (`eliminateUnit`). */
export interface UnitEliminatedEvent extends GameEvent {
  type: 'unitEliminated'
  unit: UnitId
  hex: HexRef | null
}

/** A leader was eliminated (`eliminateLeader`). */
export interface LeaderEliminatedEvent extends GameEvent {
  type: 'leaderEliminated'
  leader: LeaderId
  unit: UnitId | null
}

/** A phase started. */
export interface PhaseStartedEvent extends GameEvent {
  type: 'phaseStarted'
  phase: string
  slot: string
  turn: number
}

/** A turn ended and the time track advanced. */
export interface TurnEndedEvent extends GameEvent {
  type: 'turnEnded'
  turn: number
  timeTrack: number
}

/** The game ended. */
export interface GameOverEvent extends GameEvent {
  type: 'gameOver'
  winner: SideId | null
  condition: string
}

/** The map changed during play (a bridge destroyed, a building burnt: `changeMap`). */
export interface MapChangedEvent extends GameEvent {
  type: 'mapChanged'
  /** Hexes whose terrain changed. */
  hexes: HexRef[]
  /** Hexsides whose feature changed (`hex` and `dir` as in `HexsideFeature`). */
  hexsides: { hex: HexRef; dir: number }[]
}

/** The events the core itself emits, by type. */
export interface CoreEventMap {
  moveCommitted: MoveCommittedEvent
  combatResolved: CombatResolvedEvent
  stepLost: StepLostEvent
  unitEliminated: UnitEliminatedEvent
  leaderEliminated: LeaderEliminatedEvent
  phaseStarted: PhaseStartedEvent
  turnEnded: TurnEndedEvent
  gameOver: GameOverEvent
  mapChanged: MapChangedEvent
}

/** Every event the core emits. */
export type CoreEvent = CoreEventMap[keyof CoreEventMap]

/**
 * The events of the plugins, by type; each plugin augments it:
 * ```ts
 * declare module '@hexes/core' {
 *   interface PluginEvents { 'hm/morale': HmMoraleEvent }
 * }
 * ```
 */
export interface PluginEvents {}

/** Every typed event: the core's and the plugins'. */
export type EventMap = CoreEventMap & PluginEvents

/** The core's event types, in one list (for UIs and tests). */
export const CORE_EVENT_TYPES: readonly (keyof CoreEventMap)[] = Object.freeze([
  'moveCommitted', 'combatResolved', 'stepLost', 'unitEliminated', 'leaderEliminated', 'phaseStarted', 'turnEnded', 'gameOver', 'mapChanged',
])

/**
 * Narrows an event to its declared type.
 *
 * @example if (isEvent(e, 'moveCommitted')) console.log(e.from, e.to)
 */
export function isEvent<K extends keyof EventMap>(event: GameEvent, type: K): event is Extract<EventMap[K], GameEvent> {
  return event.type === type
}
