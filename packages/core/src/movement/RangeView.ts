/**
 * What both movement ranges (`MoveRange` of `MovementSearch`, `ProfileRange` of `ProfileSearch`)
 * answer, so that the engine and its callers read either the same way. Costs are in the search's
 * integer units (MP, or ticks for a profile with `ticksPerUnit`).
 */
export interface RangeView {
  /** Start hex index. */
  readonly start: number
  /** Cheapest cost per hex (over facings), -1 when unreached. */
  readonly cost: Int32Array
  /** 1 where the unit may end its move. */
  readonly canEnd: Uint8Array
  /** 1 where entering ends the move. */
  readonly stops: Uint8Array
  /** Legal destination hexes, ascending, start excluded. */
  readonly reachable: number[]
  /**
   * The hexes of the cheapest route to `hex` (facing `facing` at the end, when the unit has
   * facing), start included, one entry per hex entered (turns in place add none); `[]` when
   * unreached.
   */
  hexPath(hex: number, facing?: number): number[]
  /** A copy that later queries do not touch. */
  copy(): RangeView
}
