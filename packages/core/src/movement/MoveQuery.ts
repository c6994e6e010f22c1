/**
 * Inputs of a movement search: flat typed arrays indexed by hex (see `HexGrid`), so that a query
 * allocates nothing and converts nothing.
 */

/** Movement cost meaning "cannot be entered / crossed" (river hex, impassable hexside). */
export const IMPASSABLE = 0xffff

/** `MoveQuery.occupancy` value: no unit. */
export const OCC_EMPTY = 0
/** `MoveQuery.occupancy` value: a unit of the moving side (pass through, never end: HM-MOVE-8/9). */
export const OCC_FRIEND = 1
/** `MoveQuery.occupancy` value: an enemy unit (never entered: HM-MOVE-10). */
export const OCC_ENEMY = 2

/**
 * One movement-range query for one unit (HM-MOVE, HM-ZOC, GAP-HM-03, GAP-HM-09).
 *
 * Every array is indexed by hex index of the search's `HexGrid` (`sideCost` by `hex * 6 + dir`).
 * The search only reads them.
 */
export interface MoveQuery {
  /** Hex index the unit starts from. */
  start: number
  /** Movement allowance in MP (HM-MOVE-3). A non-negative integer. */
  mp: number
  /** Terrain index per hex (static for the map). */
  terrain: Uint8Array
  /**
   * MP to enter a hex of terrain `t` (HM-MOVE-4); {@link IMPASSABLE} never entered (HM-MOVE-6).
   * Must have an entry for every terrain index used in `terrain`.
   */
  costByTerrain: Uint16Array
  /** 1 where entering a hex of terrain `t` ends the move (ford: "enter and stop", GAP-HM-03). */
  stopByTerrain?: Uint8Array
  /**
   * Optional extra cost to cross from hex `h` in direction `d`, at `h * 6 + d` (hexside rivers,
   * walls); {@link IMPASSABLE} blocks the crossing. Should be symmetric for undirected features.
   */
  sideCost?: Uint16Array
  /** Per hex: {@link OCC_EMPTY}, {@link OCC_FRIEND} or {@link OCC_ENEMY}. See `stampUnits`. */
  occupancy: Int8Array
  /** Per hex: 1 when the hex is in enemy ZOC (HM-ZOC-1). See `stampUnits`. */
  zoc: Uint8Array
  /** Skip every ZOC rule (HM-ZOC-3/4, GAP-HM-09), e.g. for advance after combat (GAP-HM-12). */
  ignoresZoc?: boolean
  /**
   * GAP-HM-03 minimum move: the unit may always enter one adjacent hex by spending all its MP,
   * still subject to impassability, stacking and ZOC. Pass `true` only for a unit that has not
   * moved yet this phase.
   */
  minimumMove?: boolean
}

/**
 * Options of a whole-map distance field (`MovementSearch.distanceField`). Without `occupancy` and
 * `zoc` the field ignores units; with them the same rules as {@link MoveQuery} apply.
 */
export interface DistanceFieldOptions {
  stopByTerrain?: Uint8Array
  sideCost?: Uint16Array
  occupancy?: Int8Array
  zoc?: Uint8Array
  /** Only meaningful with `zoc`. */
  ignoresZoc?: boolean
}
