import type { Rejection } from '../errors/Rejection'
import type { HexRef } from '../model/GameState'
import type { Modifier, WithheldModifier } from '../model/Modifier'
import type { PhaseSpec } from '../model/Phase'
import type { BattleRecord } from '../services/BattleRecord'
import { BailHook } from './BailHook'
import { CollectHook } from './CollectHook'
import { ExclusiveHook } from './ExclusiveHook'
import type {
  CombatApplyCtx, CombatCtx, CombatOutcome, CombatResolveCtx, DisplacementCtx, EventCtx, Issue, LosCtx,
  MoraleCtx, MoraleResolveCtx, MoraleResult, MoraleResultCtx, MoveCtx, MoveProfileCtx, MovedCtx, MovementProfile, PhaseCtx, PlacementCtx,
  ScenarioCheckCtx, ScoreLine, SetupCtx, StateCtx, StateSetupCtx, StrikeCtx, TerrainCost, TerrainCostCtx, UnitCard,
  UnitCtx, VictoryClaim, VictoryConditionCtx, VictoryCtx, ViewCtx,
} from './HookContexts'
import type { PlayerView } from '../engine/viewFor'
import type { Hook } from './Hook'
import { SeriesHook } from './SeriesHook'
import { WaterfallHook } from './WaterfallHook'

/**
 * Every hook of the core, in one place (catalogue §3.1 and §3.2). Plugins tap them in `apply()`:
 *
 * ```ts
 * apply(hooks: HookRegistry) {
 *   hooks.movementCost.tap('my-plugin', (cost, { terrain }) => terrain === 'snow' ? { cost: 3 } : undefined)
 * }
 * ```
 *
 * Return convention for every hook: `undefined` means "no opinion". Vetoes return a `Rejection`
 * (never a bare `false`). Hooks are sealed before the first action.
 *
 * Hot paths (movement range, legal actions, odds) call the cost hooks once per terrain type per
 * query and compile the answers into typed arrays; no hook is asked per hex.
 */
export class HookRegistry {
  // ---- SEQ: turn structure and setup -------------------------------------------------------
  /** SEQ. Builds the phase sequence of a turn (HM-SEQ-1); insert by slot with `insertPhaseAfter`. */
  readonly phases = new WaterfallHook<PhaseSpec[], SetupCtx>('phases')
  /** DEP. Fills `state.plugins[id]` and unit/leader stats from the scenario, before play. */
  readonly setupState = new SeriesHook<StateSetupCtx>('setupState')
  /** Checks the scenario against this rule set (unknown unit types, leader stacking...). */
  readonly validateScenario = new CollectHook<Issue, ScenarioCheckCtx>('validateScenario')
  /** Runs at the start of every phase (reset per-phase flags). */
  readonly phaseStart = new SeriesHook<PhaseCtx>('phaseStart')
  /** Runs at the end of every phase. */
  readonly phaseEnd = new SeriesHook<PhaseCtx>('phaseEnd')
  /**
   * The rule set's own ids for the core's rules (`CORE_RULES`), so that core rejections and
   * records cite them: `{ 'core/zoc-stop': 'HM-ZOC-3' }`. Asked once, when the rules are built.
   */
  readonly ruleCitations = new WaterfallHook<Readonly<Record<string, string>>, SetupCtx>('ruleCitations')
  /** Runs automatic phases whose `auto` kind the core does not know. */
  readonly autoPhase = new SeriesHook<PhaseCtx>('autoPhase')

  // ---- MCOST / PATH: movement -------------------------------------------------------------
  /**
   * MCOST / PATH / FACE. Allowance and movement capabilities of a unit for a purpose (move,
   * charge, flight, pursuit); waterfall from `{ mp: 0, ignoresZoc: false, minimumMove: false }`.
   * Path rules, facing, paces (ticks), flying are data of the profile; asked once per query.
   */
  readonly movementProfile = new WaterfallHook<MovementProfile, MoveProfileCtx>('movementProfile')
  /** MCOST. Cost for a unit to enter a terrain; asked once per terrain type per query. */
  readonly movementCost = new WaterfallHook<TerrainCost, TerrainCostCtx>('movementCost')
  /** MCOST. Extra cost to cross a hexside feature (river, wall); once per feature per query. */
  readonly hexsideCost = new WaterfallHook<TerrainCost, TerrainCostCtx>('hexsideCost')
  /**
   * PATH. Whether a unit holds its hex for the others' movement and ZOC (default yes): a prisoner
   * does not (I-12); asked once per other unit per query, only when a plugin taps it.
   */
  readonly occupiesHex = new BailHook<boolean, UnitCtx>('occupiesHex')
  /** PATH. Whether a unit exerts ZOC (default yes); asked once per enemy unit per query. */
  readonly exertsZoc = new BailHook<boolean, UnitCtx>('exertsZoc')
  /** PATH. Veto a unit moving at all now (already moved, HM-MOVE-7...). */
  readonly canMove = new BailHook<Rejection, MoveCtx>('canMove')
  /** PATH. After a move is committed (record "moved", "started in ZOC"...). */
  readonly afterMove = new SeriesHook<MovedCtx>('afterMove')

  // ---- ELIG / MOD / RES: combat -------------------------------------------------------------
  /** ELIG. Combat modes the rules offer (`"close"`, `"ranged"`), for enumeration. */
  readonly combatModes = new CollectHook<string, StateCtx>('combatModes')
  /**
   * ELIG. Veto one unit taking part in a combat (called with a single attacker), for the checks
   * that do not depend on the rest of the group (adjacency, range, already fought). Enumeration
   * builds attacker groups from the units this allows, then checks each group with
   * `combatEligibility` (so groups too weak alone are still found).
   */
  readonly combatCandidate = new BailHook<Rejection, CombatCtx>('combatCandidate')
  /** ELIG. Veto a combat declaration (conjunctive: any rejection forbids it). */
  readonly combatEligibility = new BailHook<Rejection, CombatCtx>('combatEligibility')
  /** MOD. Contribute modifiers with their sources. */
  readonly combatModifiers = new CollectHook<Modifier, CombatCtx>('combatModifiers')
  /**
   * MOD. Modifiers the rules considered and withheld, with the rule and the reason (a charge
   * refused: HM-CHG-4), so that the odds explain a missing bonus. Asked by `combatOdds` only:
   * never part of a resolution.
   */
  readonly combatModifiersWithheld = new CollectHook<WithheldModifier, CombatCtx>('combatModifiersWithheld')
  /**
   * RES. Resolve a combat with the given dice, purely (no state change). Exclusive: exactly one
   * plugin may answer for a given combat (§3.3 rule 1). The same function gives exact odds by
   * dice enumeration.
   */
  readonly combatResolution = new ExclusiveHook<CombatOutcome, CombatResolveCtx>('combatResolution')
  /** RES. Apply a resolved outcome to the draft: losses, retreat requests, decisions. */
  readonly combatOutcome = new SeriesHook<CombatApplyCtx>('combatOutcome')

  // ---- MOR: morale --------------------------------------------------------------------------
  /** MOR. Modifiers to a morale test (leader +1, HM-LDR-2..4). */
  readonly moraleModifiers = new CollectHook<Modifier, MoraleCtx>('moraleModifiers')
  /**
   * MOR. Immunity, checked before any die is rolled (undead, SK-MORALE-22): a tap that answers
   * gives the result (usually `{ key: 'immune' }`) and no test is rolled. Run by `runMoraleTest`.
   */
  readonly moraleImmunity = new BailHook<MoraleResult, MoraleCtx>('moraleImmunity')
  /**
   * MOR. Resolve one morale test with the unit's morale model, purely. Exclusive: one morale model
   * per unit (§3.3 rule 2). Run by `runMoraleTest`.
   */
  readonly moraleTest = new ExclusiveHook<MoraleResult, MoraleResolveCtx>('moraleTest')
  /**
   * MOR. The result of a test, changed by rules that do not own the test: a re-roll of a failed
   * test (a great banner, SK-MORALE-21: `ctx.retest()`), a result mapped to another rule set's
   * (I-03). Run by `runMoraleTest` after `moraleTest`.
   */
  readonly moraleResult = new WaterfallHook<MoraleResult, MoraleResultCtx>('moraleResult')

  // ---- DISP / LOS / CMD / STATE ------------------------------------------------------------
  /** DISP. Legal hexes for a retreat, advance, flight...; waterfall from `[]`. */
  readonly displacementOptions = new WaterfallHook<HexRef[], DisplacementCtx>('displacementOptions')
  /** LOS. Override line of sight between two hexes (default: core geometry). */
  readonly lineOfSight = new BailHook<boolean, LosCtx>('lineOfSight')
  /** LOS. Whether a terrain blocks line of sight as an intervening hex; once per terrain per query. */
  readonly terrainBlocksLos = new WaterfallHook<boolean, TerrainCostCtx>('terrainBlocksLos')
  /** STATE. Whether a unit is "weakened" (SW-4, GAP-SW-01). Exclusive: the base rule set answers. */
  readonly isWeakened = new ExclusiveHook<boolean, UnitCtx>('isWeakened')
  /**
   * STATE. Whether a unit out of play (eliminated, or held off the map in `reserve`) may still come
   * back into it. A tap answers `false` to hold the unit out for good (a prisoner, SK-PRIS; undead
   * dispelled, SK-MORALE-23 with I-14); no answer: it may, and the rule that brings units back
   * decides how (a reinforcement, a Successive Waves gathering). Read by the core's
   * `sideEliminated` victory condition for units in reserve, and by rules that bring units back.
   */
  readonly mayReturn = new BailHook<boolean, UnitCtx>('mayReturn')
  /** STATE. Strength points a unit is worth (victory by strength eliminated, AI evaluation). */
  readonly unitStrength = new WaterfallHook<number, UnitCtx>('unitStrength')
  /** What the UI shows for a unit (counter and card). */
  readonly unitCard = new WaterfallHook<UnitCard, UnitCtx>('unitCard')
  /**
   * STATE. The strength points (`unitStrength`) `defender` may expect to lose to one attack of
   * `attacker` at its best (a charge, a melee strike or a volley, whichever it would make), in
   * an ordinary situation: open ground, from the front. A function of the two units' types and
   * of what is left of them, not of where they stand (callers such as the AI's threat estimate
   * cache it so). `undefined`: no estimate (the AI then weighs the two strengths as on a CRT).
   */
  readonly strikeEstimate = new BailHook<number, StrikeCtx>('strikeEstimate')
  /**
   * STATE. The chance, from 0 to 1, that `unit`, beaten where it stands now (a melee lost, a
   * heavy loss in one attack), is lost to its army beyond the strength it lost: it fails the test
   * its rules then call for and flees (off the field, or out of the fight for a while: a rule
   * weighs the two). A function of the position (its command, the nearest edge), read by the AI's
   * threat estimate, once per unit and position. `undefined`: no such risk (the AI adds nothing).
   */
  readonly breakRisk = new BailHook<number, UnitCtx>('breakRisk')

  // ---- EOT / VIC / DEP / SCORE ----------------------------------------------------------------
  /** EOT. End-of-turn steps, run in the `turn-end` phase before the marker advances. */
  readonly endOfTurn = new SeriesHook<PhaseCtx>('endOfTurn')
  /** VIC. Plugin victory claims at a timing (scenario conditions are evaluated by the core). */
  readonly victory = new CollectHook<VictoryClaim, VictoryCtx>('victory')
  /** VIC. Evaluate a scenario victory condition of a plugin-defined `kind`. */
  readonly victoryCondition = new BailHook<boolean, VictoryConditionCtx>('victoryCondition')
  /** DEP. Veto a placement (setup or reinforcement). */
  readonly placementLegality = new BailHook<Rejection, PlacementCtx>('placementLegality')
  /** SCORE. Score lines of the battle record. */
  readonly scoring = new CollectHook<ScoreLine, StateCtx>('scoring')
  /**
   * SCORE/CAMP. The battle record (`BATTLE_RECORD`) as the base rules read it from the state, then
   * each tap's additions: what a plugin tallied during play (who killed or took whom, turns on
   * the table). The base rules' provider calls it last.
   */
  readonly battleRecord = new WaterfallHook<BattleRecord, StateCtx>('battleRecord')

  // ---- events and checks --------------------------------------------------------------------
  /** Event bus: react to every event emitted during an action. */
  readonly events = new SeriesHook<EventCtx>('events')
  /**
   * What a side may see (`viewFor`): each tap gets the view so far, a deep copy without the dice
   * generator, and returns it with what its rules hide removed (hidden deployment, a guessed range).
   */
  readonly viewFor = new WaterfallHook<PlayerView, ViewCtx>('viewFor')
  /** Invariants the simulator checks after every action (steps within bounds...). */
  readonly invariants = new CollectHook<Issue, StateCtx>('invariants')

  /** All hooks, in declaration order. */
  all(): Hook<any>[] {
    return Object.values(this).filter((v): v is Hook<any> => typeof v === 'object' && v !== null && 'kind' in v && 'name' in v)
  }

  /** Orders every hook's taps and forbids new taps. */
  seal(loadIndexOf: (plugin: string) => number): void {
    for (const h of this.all()) {
      h.setLoadOrder(loadIndexOf)
      h.seal()
    }
  }
}
