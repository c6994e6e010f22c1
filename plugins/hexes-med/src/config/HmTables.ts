import { ownRecord, terrainParam, type GameState, type MessageParam, type UnitState } from '@hexes/core'
import { HM, type HmLeaderStats, type HmState, type HmUnitStats } from '../state/HmState'
import { DEFAULT_TERRAIN, DEFAULT_UNIT_TYPES, defaultCrt, type CrtResult, type HmConfig, type TerrainType, type UnitType } from './hmConfig'

/**
 * HEXES Med's tables for one game: the config with the scenario's unit and terrain entries merged
 * over the defaults, and the derived values every rule reads (current strength, reduced state,
 * MP, ranged strength). Built once per game from the validated config.
 */
export class HmTables {
  readonly config: HmConfig
  readonly unitTypes: Readonly<Record<string, UnitType>>
  readonly terrain: Readonly<Record<string, TerrainType>>
  /** CRT rows by modified die 0..7, columns by odds column 0..5 (GAP-HM-01). */
  readonly crt: readonly (readonly CrtResult[])[]

  constructor(config: HmConfig) {
    this.config = config
    // No prototype: an id from a file (`constructor`) is only ever a unit type or terrain it defines.
    this.unitTypes = ownRecord(DEFAULT_UNIT_TYPES, config.unitTypes)
    this.terrain = ownRecord(DEFAULT_TERRAIN, config.terrain)
    this.crt = config.crt ?? defaultCrt()
  }

  /** The unit's type entry (throws for an unknown type: scenario validation catches those first). */
  typeOf(unit: UnitState): UnitType {
    const t = this.unitTypes[unit.type]
    if (!t) throw new Error(`hexes-med: unknown unit type "${unit.type}"`)
    return t
  }

  /** The terrain entry of a terrain id (unknown ids are caught by scenario validation). */
  terrainOf(id: string): TerrainType {
    const t = this.terrain[id]
    if (!t) throw new Error(`hexes-med: unknown terrain "${id}"`)
    return t
  }

  /**
   * A terrain's name for a message: a reference to the chart's name (`terrain/<id>`, in every
   * language the rule set ships) for a terrain of the default chart, the scenario's own name for
   * a terrain it adds or replaces (scenarios name their terrain in one language).
   */
  terrainName(id: string): MessageParam {
    return Object.hasOwn(DEFAULT_TERRAIN, id) && !Object.hasOwn(this.config.terrain, id) ? terrainParam(id) : (this.terrain[id]?.name ?? id)
  }

  /** Terrain entry of the hex a unit stands on. */
  terrainAt(state: GameState, hexIndex: number): TerrainType {
    return this.terrainOf(state.map.terrain[hexIndex]!)
  }

  /** True when the unit has lost its first step (GAP-HM-05). */
  isReduced(unit: UnitState): boolean {
    return (unit.stats[HM] as HmUnitStats | undefined)?.reduced === true
  }

  /** Reduces a printed value per `hm.reduce` (⌈v/2⌉ by default, or v − 1 with a minimum of 1). */
  reduceValue(v: number): number {
    return this.config.reduce === 'half' ? Math.ceil(v / 2) : Math.max(1, v - 1)
  }

  /** Current strength F (full or reduced): combat strength and morale value (HM-MORALE-2). */
  strength(unit: UnitState): number {
    const f = this.typeOf(unit).strength
    return this.isReduced(unit) ? this.reduceValue(f) : f
  }

  /** Current ranged strength, or 0 for a unit that cannot shoot (GAP-HM-07). */
  rangedStrength(unit: UnitState): number {
    const r = this.typeOf(unit).ranged
    if (r === undefined) return 0
    return this.isReduced(unit) ? this.reduceValue(r) : r
  }

  /** Range in hexes, 0 for a unit that cannot shoot. */
  range(unit: UnitState): number {
    return this.typeOf(unit).range ?? 0
  }

  /** Movement allowance (reduction does not change MP, GAP-HM-05). */
  mp(unit: UnitState): number {
    return this.typeOf(unit).mp
  }

  /** Rules of another rule set's morale model that takes over some units' tests (see {@link leaveMorale}). */
  readonly #otherModels: ((state: GameState, unit: UnitState) => boolean)[] = []

  /**
   * Leaves the morale tests of the units `rule` picks to another rule set's morale model (§3.3
   * rule 2, I-03: one morale model per unit): HEXES Med's test does not answer for them. Called
   * while the plugins apply (the skirmish morale rules in a mixed game, through the mix).
   */
  leaveMorale(rule: (state: GameState, unit: UnitState) => boolean): void {
    this.#otherModels.push(rule)
  }

  /** Whether another morale model resolves `unit`'s tests ({@link leaveMorale}); never without one. */
  moraleElsewhere(state: GameState, unit: UnitState): boolean {
    for (const rule of this.#otherModels) if (rule(state, unit)) return true
    return false
  }

  /** A leader's bonus (GAP-HM-04; default 1). */
  leaderBonus(stats: Record<string, unknown>): number {
    return (stats[HM] as HmLeaderStats | undefined)?.bonus ?? 1
  }
}

/** HEXES Med's plugin state in a game state. */
export function hmState(state: GameState): HmState {
  return state.plugins[HM] as HmState
}
