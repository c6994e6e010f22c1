import { errors, ownRecord, type DraftCtx, type GameRules, type GameState, type Rejection, type UnitState } from '@hexes/core'
import type { z } from 'zod'
import { hasKeyword, livingFigures, type SkUnitStats, type SkUnitType } from '../model/skProfile'
import { SK, SK_STATS } from '../state/SkState'
import type { SkMix } from './SkMix'
import type { AftermathReader } from '../fight/AftermathReader'
import type { AttackSituation } from '../combat/AttackSituation'
import { DEFAULT_SK_OBSTACLES, DEFAULT_SK_TERRAIN, DEFAULT_WEAPONS, type SkConfig, type skObstacleSchema, type skTerrainSchema, type SkStructure, type weaponBandsSchema } from './skConfig'

/** A terrain type of the skirmish rules. */
export type SkTerrain = z.output<typeof skTerrainSchema>
/** A hexside obstacle of the skirmish rules. */
export type SkObstacle = z.output<typeof skObstacleSchema>
/** The range bands of a weapon. */
export type SkWeaponBands = z.output<typeof weaponBandsSchema>

/** Terrain as the skirmish rules see it where another rule set owns the terrain (a mix, I-02): no level, no cover, no block. */
const NEUTRAL: SkTerrain = Object.freeze({ cost: 1, level: 0, cover: 'none', blocksLos: false, woods: false })

/** Options of {@link SkTables}. */
export interface SkTablesOptions {
  /** Unit types under the config's (the adapter's profiles of HM unit types, I-02). */
  unitTypes?: Readonly<Record<string, SkUnitType>>
  /** Another rule set owns the terrain: every hex is {@link NEUTRAL} (its effects come through `mix`). */
  neutralTerrain?: boolean
  mix?: SkMix
}

/**
 * A rule of {@link SkTables.addSituationRule}: the situation of an attack of `attacker` on
 * `target`, as these rules built it, and what it becomes (`s` itself when the rule does not apply).
 */
export type SituationRule = (rules: GameRules, state: GameState, attacker: UnitState, target: UnitState, s: AttackSituation) => AttackSituation

/** Search units per pace: quarter paces are exact (an about-face of M5 is 2.5 paces, SK-MOVE-5). */
export const TICKS_PER_PACE = 4

/**
 * The skirmish tables of one game: the config with the scenario's unit types, terrain, obstacles
 * and weapons merged over the defaults by id, and the derived values every rule reads (a unit's
 * profile, HP, living figures, movement, weapon bands, terrain). Built once per game.
 */
export class SkTables {
  readonly config: SkConfig
  readonly unitTypes: Readonly<Record<string, SkUnitType>>
  readonly terrain: Readonly<Record<string, SkTerrain>>
  readonly obstacles: Readonly<Record<string, SkObstacle>>
  readonly weapons: Readonly<Record<string, SkWeaponBands>>
  /** P: paces per hex (GAP-SK-01). */
  readonly pacesPerHex: number
  /** The mix the combat runs in, if any (see {@link SkMix}). */
  readonly mix: SkMix | undefined
  /** Another rule set owns the terrain (see {@link SkTablesOptions.neutralTerrain}). */
  readonly neutral: boolean
  /** The team of each side in a declared team (GAP-SK-38), by side id. */
  private readonly teamOf: ReadonlyMap<string, number>
  /** {@link weaponOf} per unit type (asked by every volley check). */
  private readonly bandsByType = new WeakMap<SkUnitType, SkWeaponBands>()
  /** {@link hexTerrain} per map. */
  private readonly byMap = new WeakMap<GameState['map'], readonly SkTerrain[]>()
  /** The rules that make a unit defenceless, added by plugins that build on these rules (see {@link addDefenceless}). */
  private readonly defencelessRules: ((state: GameState, unit: UnitState) => boolean)[] = []
  /** The vetoes of a charger, added by plugins that build on these rules (see {@link addChargerVeto}). */
  private readonly chargerVetoes: ((state: GameState, unit: UnitState) => Rejection | undefined)[] = []
  /** The rules that keep a unit out of a melee, added by plugins that build on these rules (see {@link addMeleeAbstainer}). */
  private readonly abstainers: ((state: GameState, unit: UnitState, primary: UnitState) => boolean)[] = []
  /** The rules that say a unit left the battlefield alive, added by plugins that build on these rules (see {@link addLeftBattlefield}). */
  private readonly leftRules: ((unit: UnitState) => boolean)[] = []
  /** The rules that may take a unit a melee would kill, added by plugins that build on these rules (see {@link addMeleeFall}). */
  private readonly meleeFallRules: ((ctx: DraftCtx, unit: UnitState, strikers: readonly string[]) => boolean)[] = []
  /** What the odds read of a combat's aftermath, added by plugins that build on these rules (see {@link addAftermathReader}). */
  private readonly aftermathReaders: AftermathReader[] = []
  /** The rules that change the situation of an attack, added by plugins that build on these rules (see {@link addSituationRule}). */
  private readonly situationRules: SituationRule[] = []

  constructor(config: SkConfig, options: SkTablesOptions = {}) {
    this.config = config
    this.unitTypes = ownRecord(options.unitTypes, config.unitTypes)
    this.mix = options.mix
    this.neutral = options.neutralTerrain === true
    this.terrain = ownRecord(DEFAULT_SK_TERRAIN, config.terrain)
    this.obstacles = ownRecord(DEFAULT_SK_OBSTACLES, config.obstacles)
    this.weapons = ownRecord(DEFAULT_WEAPONS, config.weapons)
    this.pacesPerHex = config.pacesPerHex
    this.teamOf = new Map(config.teams.flatMap((team, k) => team.map((side) => [side, k] as const)))
  }

  /**
   * Whether two sides fight together (GAP-SK-38): the same side, or two sides of one declared team.
   * Any other two sides are enemies; in a melee a third army allies for that melee only (SK-MELEE-3).
   */
  allied(a: string, b: string): boolean {
    if (a === b) return true
    const t = this.teamOf.get(a)
    return t !== undefined && t === this.teamOf.get(b)
  }

  /**
   * Adds a rule that makes a unit defenceless (a fleeing unit, SK-MORALE-6, GAP-SK-17): every attack
   * on it hits without a to-hit roll and it never strikes in a melee. Called by a plugin
   * that requires the skirmish rules, in its `apply` (the morale rules); a game without one plays
   * exactly as before.
   */
  addDefenceless(rule: (state: GameState, unit: UnitState) => boolean): void {
    this.defencelessRules.push(rule)
  }

  /**
   * Adds a rule that says an eliminated unit left the battlefield alive (a flight off the edge,
   * SK-MORALE-3): it keeps the HP it had, which were not killed (SK-VP-1), and the skirmish state
   * checks accept it. Called by a plugin that requires the skirmish rules, in its `apply`.
   */
  addLeftBattlefield(rule: (unit: UnitState) => boolean): void {
    this.leftRules.push(rule)
  }

  /** Whether a rule of {@link addLeftBattlefield} says the unit left the battlefield alive (never without one). */
  leftBattlefield(unit: UnitState): boolean {
    for (const rule of this.leftRules) if (rule(unit)) return true
    return false
  }

  /** Whether a rule of {@link addDefenceless} makes the unit defenceless in this state (never without one). */
  isDefenceless(state: GameState, unit: UnitState): boolean {
    for (const rule of this.defencelessRules) if (rule(state, unit)) return true
    return false
  }

  /**
   * Adds a veto of a charger (a fleeing or rallied unit may not charge: SK-MORALE-1, GAP-SK-14),
   * asked by the charge's checks after the skirmish rules' own. Called by a plugin that requires
   * the skirmish rules, in its `apply`.
   */
  addChargerVeto(veto: (state: GameState, unit: UnitState) => Rejection | undefined): void {
    this.chargerVetoes.push(veto)
  }

  /**
   * Adds a rule that keeps a unit out of its side's melee against `primary` though it is in contact
   * (a unit that failed its fear test may not attack that enemy in close combat, I-13): the side
   * fights without it (SK-MELEE-3 asks it neither to take part nor to be named). Called by a plugin
   * that requires the skirmish rules, in its `apply`; a game without one plays exactly as before.
   */
  addMeleeAbstainer(rule: (state: GameState, unit: UnitState, primary: UnitState) => boolean): void {
    this.abstainers.push(rule)
  }

  /** Whether a rule of {@link addMeleeAbstainer} keeps `unit` out of the melee against `primary` (never without one). */
  abstains(state: GameState, unit: UnitState, primary: UnitState): boolean {
    for (const rule of this.abstainers) if (rule(state, unit, primary)) return true
    return false
  }

  /** The first veto of {@link addChargerVeto} that refuses the charger, if any. */
  chargerVeto(state: GameState, unit: UnitState): Rejection | undefined {
    for (const veto of this.chargerVetoes) {
      const r = veto(state, unit)
      if (r) return r
    }
    return undefined
  }

  /**
   * Adds a rule that may take, instead of killing it, a unit that a melee loss would bring to 0 HP
   * (a capture: GAP-SK-27, SK-PRIS-1). The rule gets the unit before the loss and the units whose
   * strikes took HP from it, in strike order (the last struck the blow); it returns `true` when it
   * took the unit (it then applies what the unit loses itself), `false` to let the loss kill it.
   * Called by a plugin that requires the skirmish rules, in its `apply` (the morale rules'
   * prisoners); a game without one plays exactly as before.
   */
  addMeleeFall(rule: (ctx: DraftCtx, unit: UnitState, strikers: readonly string[]) => boolean): void {
    this.meleeFallRules.push(rule)
  }

  /** Whether a rule of {@link addMeleeFall} takes the unit instead of the loss killing it (never without one). */
  meleeFall(ctx: DraftCtx, unit: UnitState, strikers: readonly string[]): boolean {
    for (const rule of this.meleeFallRules) if (rule(ctx, unit, strikers)) return true
    return false
  }

  /**
   * Adds a reader of a combat's aftermath for the exact odds (`previewCombat`): after the combat's
   * outcome is applied, the event bus runs as in play (the morale tests, the flights, the
   * captures, with their own dice) and the reader names what each unit came to (`flees`,
   * `captured`...) from the events and the state at the end. Called by a plugin that requires the
   * skirmish rules, in its `apply` (the morale rules); without one the odds read no aftermath.
   */
  addAftermathReader(reader: AftermathReader): void {
    this.aftermathReaders.push(reader)
  }

  /**
   * Adds a rule that changes the situation of one attack before its dice and modifiers are
   * planned (a flyer's attack ignores its target's cover and neither side is higher, SK-FLY-5,
   * GAP-SK-20): it gets the attacking and the attacked unit and the situation the skirmish rules
   * built, and returns it, or a changed copy (never mutate it). Asked for every melee strike and
   * every volley, in play and in the exact odds alike (`planFor`), in the order the rules were
   * added. Called by a plugin that requires the skirmish rules, in its `apply`; a game without one
   * plays exactly as before.
   */
  addSituationRule(rule: SituationRule): void {
    this.situationRules.push(rule)
  }

  /** The situation after every rule of {@link addSituationRule} (the same object without one). */
  situation(rules: GameRules, state: GameState, attacker: UnitState, target: UnitState, s: AttackSituation): AttackSituation {
    let out = s
    for (const rule of this.situationRules) out = rule(rules, state, attacker, target, out)
    return out
  }

  /** The readers of {@link addAftermathReader}, in the order they were added. */
  get aftermath(): readonly AftermathReader[] {
    return this.aftermathReaders
  }

  /** Whether the unit is a skirmish unit (its type is in the table). */
  isSkUnit(unit: UnitState): boolean {
    return this.unitTypes[unit.type] !== undefined
  }

  /** The unit's profile (throws for an unknown type: scenario validation catches those first). */
  typeOf(unit: UnitState): SkUnitType {
    const t = this.unitTypes[unit.type]
    if (!t) throw errors.internal(`skirmish: unknown unit type "${unit.type}"`, SK)
    return t
  }

  /** The unit's HP pool. */
  stats(unit: UnitState): SkUnitStats {
    const s = unit.stats[SK_STATS]
    if (!s) throw errors.internal(`skirmish: unit "${unit.id}" has no skirmish stats`, SK)
    return s
  }

  /** Living figures: ⌈HP ÷ HP per figure⌉. */
  figures(unit: UnitState): number {
    return livingFigures(this.stats(unit).hp, this.typeOf(unit).hp)
  }

  /** Fewer living figures than at deployment (GAP-SK-06: "incomplete", SK-CHARGE-6). */
  isIncomplete(unit: UnitState): boolean {
    const s = this.stats(unit)
    return livingFigures(s.hp, this.typeOf(unit).hp) < livingFigures(s.startHp, this.typeOf(unit).hp)
  }

  /** Mounted: cavalry or heavy cavalry (SK-MOVE-4, SK-CHARGE-5/8). */
  isCavalry(type: SkUnitType): boolean {
    return hasKeyword(type, 'cavalry') || hasKeyword(type, 'heavyCavalry')
  }

  /** M in paces (SK-MOVE-1). */
  move(unit: UnitState): number {
    return this.typeOf(unit).move
  }

  /** The unit's weapon bands (the weapon table, overridden by the unit type's own; built once per type, frozen), or `undefined` for a unit that does not shoot. */
  weaponOf(type: SkUnitType): SkWeaponBands | undefined {
    const m = type.missile
    if (!m) return undefined
    let bands = this.bandsByType.get(type)
    if (!bands) {
      const base = this.weapons[m.weapon]
      if (!base) throw errors.internal(`skirmish: unknown weapon "${m.weapon}"`, SK)
      bands = Object.freeze({ ...base, short: m.short ?? base.short, long: m.long ?? base.long })
      this.bandsByType.set(type, bands)
    }
    return bands
  }

  /** The terrain entry of an id (unknown ids are caught by scenario validation). */
  terrainOf(id: string): SkTerrain {
    if (this.neutral) return NEUTRAL
    const t = this.terrain[id]
    if (!t) throw errors.internal(`skirmish: unknown terrain "${id}"`, SK)
    return t
  }

  /**
   * The terrain of every hex of a map (hex index order), built once per map: maps are shared
   * between states until one changes (a derived table, not game state).
   */
  hexTerrain(rules: GameRules, map: GameState['map']): readonly SkTerrain[] {
    let byHex = this.byMap.get(map)
    if (!byHex) {
      const { ids, index } = rules.terrainOf(map)
      byHex = Array.from(index, (t) => this.terrainOf(ids[t]!))
      this.byMap.set(map, byHex)
    }
    return byHex
  }

  /** The terrain of a hex of a state's map. */
  terrainAt(rules: GameRules, state: GameState, hex: number): SkTerrain {
    return this.hexTerrain(rules, state.map)[hex]!
  }

  /** Elevation level of a hex (GAP-SK-20). */
  levelAt(rules: GameRules, state: GameState, hex: number): number {
    return this.terrainAt(rules, state, hex).level
  }

  /** The structure of the config with this id. */
  structure(id: string): SkStructure | undefined {
    return this.config.structures.find((s) => s.id === id)
  }
}
