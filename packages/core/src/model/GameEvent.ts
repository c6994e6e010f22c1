/**
 * Something that happened, emitted while an action is applied: `moveCommitted`, `combatResolved`,
 * `stepLost`, `unitEliminated`, `retreated`, `phaseStarted`, `turnEnded`, `swUsed`...
 *
 * Events are plain JSON and carry an English `message` for the log; the web app and the CLI may
 * render them differently from `type` and the data fields. The game's event log is rebuilt exactly
 * by replaying the action log.
 */
export interface GameEvent {
  /** Event type (`"unitEliminated"`); plugin-specific types are prefixed (`"hm/morale"`). */
  type: string
  /** One-line English description for the log. */
  message: string
  /** Catalogue rule that produced the event, when one did. */
  ruleId?: string
  /** Side concerned, when one is. */
  side?: string
  /** Type-specific data (unit ids, hexes, dice, modifiers...). Plain JSON. */
  [key: string]: unknown
}
