/**
 * Inputs of a `ProfileSearch`: the movement profiles the skirmish rules need (paces as integer
 * ticks, facing and turn costs, flyers) on the same flat typed arrays as `MoveQuery`. A query
 * allocates nothing and converts nothing; the search only reads the arrays.
 */

/**
 * Path rules as data. Every field is optional; the defaults reproduce `MovementSearch`
 * (HEXES Med): `{ zocStops: true, zocToZoc: true, passFriends: true, passEnemies: false }`.
 *
 * Whatever the rules, a hex where the move would have to stop but may not end (a friend in enemy
 * ZOC, GAP-HM-09; an occupied or `noEndByTerrain` hex that also stops the move) is never entered.
 *
 * @example
 * const flyer: PathRules = { zocStops: false, zocToZoc: false, passEnemies: true } // I-04, GAP-SK-26
 */
export interface PathRules {
  /** Entering a hex in enemy ZOC ends the move (HM-ZOC-3). Default true. */
  zocStops?: boolean
  /**
   * No step from a hex in enemy ZOC straight into another hex in enemy ZOC (HM-ZOC-4). With
   * `zocStops` this only concerns steps out of the start hex. Default true.
   */
  zocToZoc?: boolean
  /** The unit may move through friends (never end on one, HM-MOVE-8/9); false: friends block. Default true. */
  passFriends?: boolean
  /**
   * The unit may move over enemies but never end on one (flyers, GAP-SK-26); false: enemy hexes
   * are never entered (HM-MOVE-10). Default false.
   */
  passEnemies?: boolean
}

/**
 * Facing rules (GAP-SK-02, SK-MOVE-5/6, I-11). With them the search state is (hex, facing),
 * facing 0..5 in `DIRECTIONS` order (the hexside the unit faces).
 */
export interface FacingRules {
  /**
   * `'front'`: a step only into the hex the unit faces, facing unchanged (skirmish movement:
   * to go elsewhere the unit wheels first). `'any'`: a step in any direction, which sets the
   * facing to that direction (I-11: facing = direction of the last hex entered).
   */
  steps: 'front' | 'any'
  /**
   * Ticks to turn in place from facing `f` to `f ± k`, at index `k` (1: 60°, 2: 120°, 3: 180°);
   * index 0 must be 0. `IMPASSABLE` forbids that turn made in one go. The search combines turns
   * itself, so a 180° turn costs min(`turnCost[3]`, 3·`turnCost[1]`, `turnCost[1]` + `turnCost[2]`).
   * E.g. 1 pace per 60° and M/2 for an about-face (SK-MOVE-5/6): `[0, 4, 8, 2 * M]` at 4 ticks
   * per pace. Integers 0..0xffff.
   */
  turnCost: readonly [0, number, number, number]
}

/**
 * One movement query of a `ProfileSearch` (SK-MOVE-1..6, SK-CHARGE-3, SK-FLY-1, GAP-SK-01/02/26,
 * I-04, I-11, I-12; with the default rules and no facing, exactly `MovementSearch`'s HM-MOVE,
 * HM-ZOC, GAP-HM-03, GAP-HM-09).
 *
 * Every array is indexed by hex index of the search's `HexGrid` (`sideCost` by `hex * 6 + dir`),
 * except the `...ByTerrain` tables, indexed by terrain index.
 *
 * Costs are integer **ticks**: the caller scales paces to ticks so that every cost is exact
 * (e.g. 4 ticks per pace and P = 2 paces per hex, GAP-SK-01: a clear hex costs 8 ticks, a wood
 * hex 16 (SK-MOVE-2), an about-face of M5 is 2.5 paces = 10 ticks (SK-MOVE-5)).
 */
export interface ProfileQuery {
  /** Hex index the unit starts from. */
  start: number
  /**
   * Facing at the start, 0..5 (`DIRECTIONS` order). Required with `facing`; ignored without.
   */
  startFacing?: number
  /** Ticks the unit may spend (SK-MOVE-1; 2M for a charge, SK-CHARGE-3). An integer, 0..2^30. */
  budget: number
  /** Terrain index per hex. */
  terrain: Uint8Array
  /**
   * Ticks to enter a hex of terrain `t` (SK-MOVE-1/2); `IMPASSABLE` (from `MoveQuery`) is never
   * entered. Must have an entry for every terrain index used in `terrain` (a search that meets
   * another one throws a `RangeError`). A flyer passes uniform costs (SK-FLY-1).
   */
  costByTerrain: Uint16Array
  /**
   * 1 where a hex of terrain `t` may be crossed but not ended on (a flyer over a lake). At least
   * as long as `costByTerrain`. Default: none.
   */
  noEndByTerrain?: Uint8Array
  /** 1 where entering a hex of terrain `t` ends the move (a ford). At least as long as `costByTerrain`. */
  stopByTerrain?: Uint8Array
  /**
   * Ticks added to cross from hex `h` in direction `d`, at `h * 6 + d` (obstacles: a hedge costs
   * 2 paces, a high wall 2 for infantry and 3 for cavalry, SK-MOVE-3/4: one array per unit
   * class); `IMPASSABLE` blocks the crossing. Length `grid.size * 6`. A flyer omits it (SK-FLY-1).
   */
  sideCost?: Uint16Array
  /**
   * Per hex: `OCC_EMPTY`, `OCC_FRIEND` or `OCC_ENEMY` (see `UnitStamp`). The moving unit's own
   * hex must be empty. Units that do not occupy their hex (prisoners, I-12) are not stamped.
   */
  occupancy: Int8Array
  /**
   * Per hex: 1 when in enemy ZOC (see `UnitStamp`). Units that exert no ZOC (prisoners, I-12)
   * are not listed among the ZOC hexes by the caller.
   */
  zoc: Uint8Array
  /** Path rules; omitted fields take the `MovementSearch` defaults (see {@link PathRules}). */
  rules?: PathRules
  /** Facing rules; without them the state is the hex alone and turning is not modelled. */
  facing?: FacingRules
  /**
   * GAP-HM-03 minimum move: the unit may always make one step from its start state by spending
   * its whole budget (the step the `facing.steps` mode allows from `startFacing`: the faced hex
   * for `'front'`, any direction for `'any'`; no turn before or after), into a hex it may end
   * on, still subject to impassability, occupancy and `zocToZoc`. Only for a unit that has not
   * moved yet this phase. The state it adds shows its full entry cost, above the budget.
   */
  minimumMove?: boolean
}
