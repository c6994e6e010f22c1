/**
 * The context objects passed to hooks. `state` is read-only by contract (never mutate it);
 * hooks that change the game receive a `draft` they own for the duration of the action.
 */
import type { DiceSource } from '../dice/DiceSource'
import type { GameRules } from '../engine/GameRules'
import type { Issue } from '../errors/EngineError'
import type { MessageRef } from '../i18n/MessageRef'
import type { PathRules } from '../movement/ProfileQuery'
import type { GameEvent } from '../model/GameEvent'
import type { GameState, HexRef, SideId, UnitId, UnitState } from '../model/GameState'
import type { Modifier } from '../model/Modifier'
import type { PhaseSpec } from '../model/Phase'
import type { Scenario } from '../scenario/Scenario'

/** Emits an event into the action's event list. */
export type Emit = (event: GameEvent) => void

/** Read-only access to the rules and a state. */
export interface StateCtx {
  readonly state: GameState
  readonly rules: GameRules
}

/** Mutating access during an action: `draft` is a private copy that becomes the next state. */
export interface DraftCtx {
  readonly draft: GameState
  readonly rules: GameRules
  readonly emit: Emit
  /** The dice of this action (seeded in play, scripted in tests). */
  readonly dice: DiceSource
}

/** Context of hooks that build the game definition (before any state exists). */
export interface SetupCtx {
  readonly scenario: Scenario
  readonly rules: GameRules
}

/** Context of `setupState`: plugins fill `state.plugins[id]` and unit stats from the scenario. */
export interface StateSetupCtx {
  readonly scenario: Scenario
  readonly rules: GameRules
  readonly draft: GameState
}

/** Context of `validateScenario`: the parsed scenario and this plugin's config. */
export interface ScenarioCheckCtx {
  readonly scenario: Scenario
  readonly rules: GameRules
}

/** A state and one unit. */
export interface UnitCtx extends StateCtx {
  readonly unit: UnitState
}

/** Context of `strikeEstimate`: one unit striking another, wherever they stand. */
export interface StrikeCtx extends StateCtx {
  readonly attacker: UnitState
  readonly defender: UnitState
}

/** What entering a terrain (or crossing a hexside feature) costs one unit. */
export interface TerrainCost {
  /** MP to enter, or `'impassable'`. */
  cost: number | 'impassable'
  /** Entering ends the move (a ford: "enter and stop"). */
  stop?: boolean
  /** Rule that sets the cost. */
  ruleId?: string
}

/** Context of `movementCost`: asked once per terrain type per query, never per hex. */
export interface TerrainCostCtx extends UnitCtx {
  /** Terrain id (`"forest"`) or, for `hexsideCost`, the hexside feature id (`"river"`). */
  readonly terrain: string
}

/**
 * What a move is for: a plain `move`, a `charge` (SK-CHARGE-3: up to 2M, into contact), a
 * `flight` (SK-MORALE-1: M + 1d10 away from the enemy), a `pursuit` (SK-MORALE-4: M + 1d6 towards
 * a fleeing unit). The `movementProfile` hook is asked for it, so a rule set gives each its
 * allowance and rules.
 */
export type MovePurpose = 'move' | 'charge' | 'flight' | 'pursuit'

/**
 * How a unit moves, compiled once per movement query. The defaults (`{ mp: 0, ignoresZoc: false,
 * minimumMove: false }` and nothing else) are HEXES Med's movement: whole MP, enemy ZOC stops, no
 * ZOC to ZOC, through friends, never ending on a unit, no facing.
 */
export interface MovementProfile {
  /** Movement allowance in movement units: MP (HM-MOVE-3) or paces (SK-MOVE-1); may be fractional with `ticksPerUnit`. */
  mp: number
  /** Ignores enemy ZOC (HM-LDR-7 for leaders; flyers, I-04). */
  ignoresZoc: boolean
  /** May always enter one adjacent enterable hex by spending all MP (GAP-HM-03). */
  minimumMove: boolean
  /**
   * Integer search units per movement unit (default 1): 4 makes quarter paces exact, so an
   * about-face of half of M5 (2.5 paces, SK-MOVE-5) is 10 units. Every cost the hooks give must be
   * a whole number of them.
   */
  ticksPerUnit?: number
  /** Path rules as data (defaults: HEXES Med's; see `PathRules`): flyers pass over units (GAP-SK-26). */
  path?: PathRules
  /**
   * Facing rules (GAP-SK-02, SK-MOVE-5/6): the search runs over (hex, facing); `turnCost[k]` is the
   * cost, in movement units, of turning by k × 60° in place (`'impassable'`: not in one go).
   */
  facing?: { steps: 'front' | 'any'; turnCost: readonly [0, number | 'impassable', number | 'impassable', number | 'impassable'] }
  /**
   * Terrain costs do not apply (flyers, SK-FLY-1): every hex costs `terrainStep`; terrain the unit
   * could not enter may be crossed but not ended on.
   */
  ignoresTerrain?: boolean
  /** Cost of one hex step when `ignoresTerrain` (default 1; 2 paces per hex in skirmish, GAP-SK-01). */
  terrainStep?: number
  /** Hexside obstacles cost nothing and block nothing (flyers, SK-FLY-1). */
  ignoresObstacles?: boolean
  /**
   * Extra search units (ticks, see `ticksPerUnit`) per directed step `hex * 6 + dir`, added to
   * the hexside costs: what a step costs beyond its terrain and its hexside when the cost depends
   * on where it comes from (a step up a slope costs double, a step down does not: SK-MOVE-2).
   * `IMPASSABLE` forbids the step. Length `grid.size * 6`; the rule set builds it once per map and
   * unit class and keeps it (the core caches the sum by array identity).
   */
  stepCost?: Uint16Array
  /**
   * The rule that makes steps of `stepCost` `IMPASSABLE` (a chariot enters no dense wood,
   * SK-WM-17): a move to a hex every step into which is such a step is refused citing it rather
   * than the core's impassable rule.
   */
  stepRuleId?: string
  /** Name of the movement units in messages (default `MP`; `paces` for skirmish units). */
  units?: string
}

/** Context of `movementProfile`: the unit, and what the move is for. */
export interface MoveProfileCtx extends UnitCtx {
  readonly purpose: MovePurpose
}

/** Context of a move request (`canMove`). */
export interface MoveCtx extends UnitCtx {
  /** Side giving the order. */
  readonly side: SideId
}

/** Context after a committed move (`afterMove`). */
export interface MovedCtx extends DraftCtx {
  readonly unit: UnitState
  readonly from: HexRef
  readonly to: HexRef
  readonly path: readonly HexRef[]
  readonly cost: number
  /** The unit started its move in enemy ZOC (HM-CHG-4). */
  readonly startedInZoc: boolean
}

/**
 * A combat declaration: one or more attackers against targets. Most attacks have one `defender`
 * (HM-COMBAT-2); an attack may also name further `targets` (an attack on two units, a shot into a
 * melee) or aim at an `area` of hexes (a template whose landing the dice decide), with or without
 * target units. At least one of `defender`, `targets` and `area` is given.
 */
export interface CombatDeclaration {
  attackers: UnitId[]
  /** The primary target: the one defender of a HEXES Med combat. */
  defender?: UnitId
  /** Further target units, after the primary one. */
  targets?: UnitId[]
  /** Hexes an area attack aims at (a template's point of aim first), canonical `"col,row"`. */
  area?: HexRef[]
  /** Combat mode offered by the rules (`"close"`, `"ranged"`). */
  mode: string
}

/** Context of combat hooks. Units are the current state's objects (read-only). */
export interface CombatCtx extends StateCtx {
  readonly decl: CombatDeclaration
  readonly attackers: readonly UnitState[]
  /** The primary target (`decl.defender`), when the declaration names one. */
  readonly defender: UnitState | undefined
  /** Every target unit: the primary one first, then `decl.targets`, in order. */
  readonly targets: readonly UnitState[]
  /** The aimed hexes (`decl.area`), empty for an attack on units only. */
  readonly area: readonly HexRef[]
}

/** Context of `combatResolution`: modifiers collected, and the dice to roll with. */
export interface CombatResolveCtx extends CombatCtx {
  readonly modifiers: readonly Modifier[]
  /** In play the game's dice; for odds an enumerating source (same code path). */
  readonly dice: DiceSource
  /**
   * `true` when `combatOdds` resolves one leaf of exact odds: the odds keep one outcome per key
   * and their callers read few labels (the AI none), so a resolver may return an outcome whose
   * `label` and `text` are built when read (getters, with a `toJSON` giving the plain object).
   * Unset in play: outcomes go into the log as plain JSON.
   */
  readonly forOdds?: boolean
}

/**
 * What a combat resolver decided, as plain JSON, before anything is applied.
 * `key` groups equivalent outcomes for the odds (`"DM:retreat"`); `label` is for people.
 */
export interface CombatOutcome {
  key: string
  label: string
  /** `label` for any language (`renderMessage`). */
  text?: MessageRef
  /** Resolver-specific details (odds column, die, result code, morale rolls...). */
  data: Record<string, unknown>
  /**
   * What the outcome does, in the words every rule set shares ({@link CombatEffect}), for
   * summaries such as "chance to win". Optional: a resolver that leaves it out gets no summary.
   */
  effects?: readonly CombatEffect[]
  /**
   * The result for each unit the combat touched, for attacks with several targets or none
   * declared (a template, a shot into a melee hits both sides): the log and the odds show them
   * per target (`targetOdds`). A single-defender resolver may leave it out.
   */
  targets?: TargetResult[]
}

/**
 * What a combat outcome does, for summaries (`CombatOutcome.effects`): the defender is
 * eliminated, retreats (a CRT's retreat) or is pushed back (a charge's push-back, which is no
 * retreat: SK-CHARGE-12, I-02) or loses strength and stays; the attackers lose strength or retreat; both
 * sides lose (`exchange`, with the two losses); a leader is eliminated with his unit
 * (`leader-lost`); nothing happens (`no-effect`). Only what the outcome itself brings about: a
 * result the rules ignore (shooters and an attacker's retreat) is not listed.
 */
export type CombatEffect = 'defender-eliminated' | 'defender-retreats' | 'defender-pushed-back' | 'defender-loses' | 'attacker-loses' | 'attacker-retreats' | 'exchange' | 'leader-lost' | 'no-effect'

/** What one unit suffered in a combat (`CombatOutcome.targets`). */
export interface TargetResult {
  unit: UnitId
  /** Groups equal results for this unit's odds (`"hp:2"`). */
  key: string
  label: string
  /** `label` for any language. */
  text?: MessageRef
  data?: Record<string, unknown>
}

/** Context of `combatOutcome`: apply a resolved outcome to the draft. */
export interface CombatApplyCtx extends DraftCtx {
  readonly decl: CombatDeclaration
  readonly outcome: CombatOutcome
  readonly modifiers: readonly Modifier[]
}

/** Context of morale hooks: one unit tests because of `trigger`. */
export interface MoraleCtx extends StateCtx {
  readonly unit: UnitState
  /** What caused the test (`"DM"`, `"AM"`, `"general-killed"`). */
  readonly trigger: string
}

/** Context of `moraleTest`: resolve one test with these dice and modifiers. */
export interface MoraleResolveCtx extends MoraleCtx {
  readonly modifiers: readonly Modifier[]
  readonly dice: DiceSource
  /** As {@link CombatResolveCtx.forOdds}: the test is rolled for exact odds, texts may be built when read. */
  readonly forOdds?: boolean
}

/** Context of `moraleResult`: the test as rolled, and a way to roll it again. */
export interface MoraleResultCtx extends MoraleResolveCtx {
  /** Rolls the unit's test again with the same dice and modifiers (a re-roll). */
  readonly retest: () => MoraleResult
}

/** The result of one morale test, plain JSON. */
export interface MoraleResult {
  /** `"none"`, `"retreat"`, `"reduce"`, `"flee"`... */
  key: string
  label: string
  /** `label` for any language (`renderMessage`). */
  text?: MessageRef
  data: Record<string, unknown>
}

/** Kinds of displacement (catalogue DISP): bounded retreat, advance after combat, flight... */
export type DisplacementKind = 'retreat' | 'advance' | 'flight' | 'pursuit' | 'push-back'

/** Context of `displacementOptions`: which hexes may `unit` be displaced to. */
export interface DisplacementCtx extends UnitCtx {
  readonly kind: DisplacementKind
  /** The hex being vacated or targeted, where relevant (advance into the defender's hex). */
  readonly target?: HexRef
}

/** Context of `lineOfSight`. */
export interface LosCtx extends StateCtx {
  readonly from: HexRef
  readonly to: HexRef
}

/** Context of phase hooks. */
export interface PhaseCtx extends DraftCtx {
  readonly phase: PhaseSpec
}

/** When a victory condition is evaluated (GAP-HM-10). */
export type VictoryTiming = 'immediate' | 'endOfTurn' | 'endOfGame'

/** Context of `victory`. */
export interface VictoryCtx extends StateCtx {
  readonly timing: VictoryTiming
}

/** A plugin's claim that a side has won (or that the game is drawn). */
export interface VictoryClaim {
  winner: SideId | null
  condition: string
  ruleId: string
  message: string
}

/** Context of `victoryCondition`: evaluate a scenario condition of a plugin-defined kind. */
export interface VictoryConditionCtx extends StateCtx {
  readonly condition: { kind: string; [key: string]: unknown }
}

/** Context of `placementLegality`. */
export interface PlacementCtx extends StateCtx {
  readonly unit: UnitState
  readonly hex: HexRef
  readonly purpose: 'setup' | 'reinforcement'
  /** Hexes already placed in the same batch (SW's contiguous block). */
  readonly batch: readonly HexRef[]
}

/** A line of the battle score (SCORE). */
export interface ScoreLine {
  side: SideId
  points: number
  ruleId: string
  label: string
}

/** Context of `viewFor`: whom the view is for (`null`: a spectator). */
export interface ViewCtx extends StateCtx {
  readonly viewer: SideId | null
}

/** Context of `events`: react to an event (morale triggers, counters, immediate checks). */
export interface EventCtx extends DraftCtx {
  readonly event: GameEvent
}

/** What the UI shows on a counter and the unit card, filled by the rule plugins. */
export interface UnitCard {
  /** Big number on the counter (HM strength F). */
  strength?: number
  /** Movement allowance. */
  mp?: number
  /** Ranged strength and range, for shooters. */
  ranged?: { strength: number; range: number }
  /** Broad class for the counter symbol (`"infantry"`, `"cavalry"`). */
  kind?: string
  /** The unit has lost a step (shown as a reduced counter). */
  reduced?: boolean
  /** Short status tags (`"moved"`, `"fought"`, `"charge"`); `"locked"` marks a unit held in a melee it cannot leave, `"engaged"` one in a melee not yet locked (the AI reads both). */
  tags: string[]
  /** Display name of the unit type. */
  typeName?: string
}

/** Re-exported for hook authors. */
export type { Issue }
