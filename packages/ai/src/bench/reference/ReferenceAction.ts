/** Action kinds of the reference engine. */
export const ACT_END_PHASE = 0
export const ACT_MOVE = 1
export const ACT_TRANSFER = 2
export const ACT_ATTACK = 3
export const ACT_RETREAT = 4
export const ACT_LOSS = 5
export const ACT_ADVANCE = 6

/**
 * One action of the reference engine, as plain numbers in a record reused for every action (no
 * allocation per action): `end-phase`; `move` (unit, to); leader transfer (leader, unit = the unit
 * joined); `attack` (attackers, defender, mode); and the answers to pending decisions: retreat
 * (unit, to), loss allocation (unit), advance (unit, -1 to decline).
 */
export class ReferenceAction {
  kind = ACT_END_PHASE
  side = 0
  unit = -1
  to = -1
  leader = -1
  defender = -1
  mode = 0
  /** Attackers of an `attack` (first `count` entries). */
  readonly attackers = new Int16Array(3)
  count = 0

  /** Sets the record to `kind` for `side`, every other field cleared. */
  set(kind: number, side: number): this {
    this.kind = kind
    this.side = side
    this.unit = -1
    this.to = -1
    this.leader = -1
    this.defender = -1
    this.mode = 0
    this.count = 0
    return this
  }
}
