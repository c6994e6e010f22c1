/**
 * What each benchmarked implementation provides: one timed query, and the answer in a common shape
 * for the agreement check (outside the timed path).
 */
export interface MovementImpl {
  /** Short label for the report (`"engine"`). */
  readonly name: string
  /**
   * One full movement query from `start` with MP `mp`: everything a real query does per call
   * (build or stamp occupancy and ZOC from the unit list, search, list the legal destinations in
   * ascending hex-index order). Returns the destinations.
   */
  query(start: number, mp: number): number[]
  /** The same query, answered as destination → MP cost, for the agreement check. */
  answer(start: number, mp: number): Map<number, number>
}

/**
 * A movement implementation with facing (the skirmish profile of `runProfileBench`): `query` and
 * `answer` speak of hexes as for {@link MovementImpl} (`mp` is the movement M in paces, `answer`
 * gives each destination's cheapest cost over facings, in ticks); `states` gives every end state.
 */
export interface FacingImpl extends MovementImpl {
  /**
   * Every (hex, facing) the unit may end in, as `hex * 6 + facing` → ticks: the facings reached
   * on each destination hex, and the new facings on the start hex (turning in place).
   */
  states(start: number, mp: number): Map<number, number>
}
