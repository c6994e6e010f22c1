import type { DiceSource } from '../dice/DiceSource'
import type { RngAlgo } from '../dice/rng'
import { ScriptedDice } from '../dice/ScriptedDice'
import { SeededDice } from '../dice/SeededDice'
import { reject, type Rejection } from '../errors/Rejection'
import type { CombatDeclaration } from '../hooks/HookContexts'
import type { GameEvent } from '../model/GameEvent'
import type { GameState, HexRef } from '../model/GameState'
import { cloneJson } from '../util/cloneJson'
import type { BaseAction } from './ActionDefinition'
import { combatOdds, type CombatOdds } from './combat'
import type { GameRules } from './GameRules'
import { hashScenario, hashState } from './hashState'
import { legalActions } from './legalActions'
import { checkMover } from './moveAction'
import { CORE_RULES } from '../rules/CORE_RULES'
import { ProfileRange } from '../movement/ProfileRange'
import { applyAction, checkAction } from './runAction'
import type { SaveFile } from './SaveFile'

/** The answer to {@link Game.act}: the new state and what happened, or a rejection. */
export type ActResult = { ok: true; state: GameState; events: GameEvent[] } | Rejection

/** A unit's movement options, detached from the engine's scratch buffers (for UIs). */
export interface MovementOptions {
  unit: string
  /** Allowance, in the unit's movement units (MP, paces). */
  mp: number
  /** Name of the movement units (`MP`, `paces`). */
  units: string
  /** Legal destinations with their cost (movement units; the cheapest facing for units with facing). */
  destinations: { hex: HexRef; cost: number; stops: boolean }[]
  /** The cheapest path to a destination, start excluded (ending with `facing`, for units with facing). */
  pathTo(hex: HexRef, facing?: number): HexRef[]
  startsInZoc: boolean
  /**
   * For units with facing rules (SK-MOVE-5/6): the facings the unit may end with at a hex and
   * what each costs (its own hex: the turns in place). `undefined` for units without facing.
   */
  facingsAt?(hex: HexRef): { facing: number; cost: number }[]
}

interface UndoPoint {
  state: GameState
  logLength: number
  eventsLength: number
  /** The side of the action this point takes back. */
  side: string
  /** The action changed the phase or the turn (an end of phase): it hands the game on. */
  handover: boolean
}

/**
 * One game in progress: the rules, the current state, the action log and the event log.
 *
 * ```ts
 * const game = createGame({ scenario, plugins: [hexesMed], seed: 42 })
 * const r = game.act({ type: 'move', side: 'normans', unit: 'n-hc-1', to: '5,6' })
 * if (!r.ok) console.log(r.code, r.ruleId, r.message)
 * ```
 *
 * States are never mutated: each action produces a new one. Undo goes back one action at a time
 * until the last irreversible event, which the engine finds itself (`core/undo`): an action that
 * rolled dice or ended the game cannot be taken back; an end of phase can, until another side
 * than the one that ended it acts (the next side's first action commits the handover).
 */
export class Game {
  readonly rules: GameRules
  readonly seed: number | string
  /** The dice generator the game was created with (`sfc32` unless asked otherwise). */
  readonly rng: RngAlgo
  private current: GameState
  private readonly actionLog: BaseAction[] = []
  private readonly eventLog: GameEvent[]
  private undoStack: UndoPoint[] = []
  /** Scripted die faces (tests), and how many of them accepted actions have used. */
  private readonly script: readonly number[] | undefined
  private scriptUsed = 0

  /**
   * @param scriptUsed - how many scripted faces the game's creation already rolled
   * @param rng - the dice generator `initial.rng` was seeded with
   */
  constructor(rules: GameRules, initial: GameState, initialEvents: GameEvent[], seed: number | string, scriptedDice?: readonly number[], scriptUsed = 0, rng: RngAlgo = 'sfc32') {
    this.rules = rules
    this.current = initial
    this.eventLog = [...initialEvents]
    this.seed = seed
    this.rng = rng
    this.script = scriptedDice ? [...scriptedDice] : undefined
    this.scriptUsed = scriptUsed
  }

  /** The current state (treat as read-only). */
  get state(): GameState {
    return this.current
  }

  /** Actions applied so far, in order (undone ones removed). */
  get log(): readonly BaseAction[] {
    return this.actionLog
  }

  /** Every event so far, in order. */
  get events(): readonly GameEvent[] {
    return this.eventLog
  }

  /** Whether {@link undo} would succeed. */
  get canUndo(): boolean {
    return this.undoStack.length > 0
  }

  /** Checks an action without applying it. */
  check(action: unknown): Rejection | undefined {
    const r = checkAction(this.rules, this.current, action)
    return 'ok' in r ? r : undefined
  }

  /**
   * Validates and applies an action. An illegal or malformed action returns a `Rejection` and
   * leaves the state untouched.
   */
  act(action: unknown): ActResult {
    const checked = checkAction(this.rules, this.current, action)
    if ('ok' in checked) return checked
    // Scripted faces are taken from a fresh source per action, and counted as used only once the
    // action is applied: an action that throws half-way consumes nothing.
    const scripted = this.script ? new ScriptedDice(this.script, { start: this.scriptUsed }) : undefined
    let rolled = 0
    const dice = (draft: GameState): DiceSource => {
      const source: DiceSource = scripted ?? new SeededDice(() => draft.rng)
      return { roll: (die, reason) => (rolled++, source.roll(die, reason)) }
    }
    const before = this.current
    const { state, events } = applyAction(this.rules, before, checked, dice)
    if (scripted) this.scriptUsed += scripted.count
    const side = checked.action.side
    if (isIrreversible(before, state, rolled)) this.undoStack = []
    else {
      this.undoStack = afterHandover(this.undoStack, side)
      this.undoStack.push({ state: before, logLength: this.actionLog.length, eventsLength: this.eventLog.length, side, handover: changesPhase(before, state) })
    }
    this.current = state
    this.actionLog.push(checked.action)
    this.eventLog.push(...events)
    return { ok: true, state, events }
  }

  /**
   * Takes back the last action, unless it is older than the last die roll, or than an end of
   * phase that another side has acted after (`core/undo`).
   */
  undo(): { ok: true; state: GameState } | Rejection {
    const point = this.undoStack.pop()
    if (!point) return reject('undo/irreversible', CORE_RULES.undo, 'Nothing to undo since the last die roll or the other side\'s first action', {})
    this.current = point.state
    this.actionLog.length = point.logLength
    this.eventLog.length = point.eventsLength
    return { ok: true, state: this.current }
  }

  /** Every legal action now (see `legalActions`). */
  legalActions(): BaseAction[] {
    return legalActions(this.rules, this.current)
  }

  /** Movement options of a unit of the active side, or why it cannot move. */
  movementOptions(unitId: string): MovementOptions | Rejection {
    const side = this.current.turn.activeSide
    const unit = this.current.units.find((u) => u.id === unitId)
    const r = checkMover(this.rules, this.current, unit?.side ?? side ?? '', unitId)
    if ('ok' in r) return r
    const m = r.movement
    const range = m.range.copy()
    const grid = this.rules.grid
    const ticks = m.ticks
    const facing = range instanceof ProfileRange && m.profile.facing ? range : undefined
    return {
      unit: unitId,
      mp: m.profile.mp,
      units: m.profile.units ?? 'MP',
      destinations: range.reachable.map((h) => ({ hex: grid.refOf(h), cost: range.cost[h]! / ticks, stops: range.stops[h] === 1 })),
      pathTo: (hex, f) => range.hexPath(grid.indexOfRef(hex), f).slice(1).map((h) => grid.refOf(h)),
      startsInZoc: m.startsInZoc,
      ...(facing
        ? {
            facingsAt: (hex: HexRef) => {
              const h = grid.indexOfRef(hex)
              const list = h === facing.start ? facing.turnsInPlace : facing.facingsAt(h)
              return list.map((fc) => ({ facing: fc.facing, cost: fc.cost / ticks }))
            },
          }
        : {}),
    }
  }

  /** Exact odds of a proposed combat for the active side (or why it is illegal). */
  odds(decl: CombatDeclaration, side = this.current.turn.activeSide ?? ''): CombatOdds | Rejection {
    return combatOdds(this.rules, this.current, side, decl)
  }

  /** Hash of the current state. */
  hash(): string {
    return hashState(this.current)
  }

  /**
   * A save file for this game (replays to the same state hash). It holds the seed in clear: for a
   * game with secret dice (`hmac-sha256`), a save is for the server only, never for a player.
   */
  save(meta?: Record<string, unknown>): SaveFile {
    return {
      format: 'hexes-save/1',
      scenario: { id: this.rules.scenario.id, hash: hashScenario(this.rules.scenario) },
      plugins: this.rules.plugins.map((p) => ({ id: p.id, version: p.definition.manifest.version })),
      seed: this.seed,
      ...(this.rng !== 'sfc32' ? { rng: this.rng } : {}),
      actions: this.actionLog.map((a) => cloneJson(a) as unknown as SaveFile['actions'][number]),
      ...(this.script ? { dice: this.script.slice(0, this.scriptUsed) } : {}),
      stateHash: this.hash(),
      ...(meta ? { meta } : {}),
    }
  }
}

/**
 * Whether an applied action can never be taken back (`core/undo`): it rolled dice (or advanced
 * the PRNG some other way), or it ended the game. A phase or turn change is not irreversible by
 * itself: see {@link afterHandover}.
 */
function isIrreversible(before: GameState, after: GameState, rolled: number): boolean {
  if (rolled > 0 || after.result !== null) return true
  const a = before.rng
  const b = after.rng
  if (a.algo === 'sfc32' && b.algo === 'sfc32') return a.s[0] !== b.s[0] || a.s[1] !== b.s[1] || a.s[2] !== b.s[2] || a.s[3] !== b.s[3]
  if (a.algo === 'hmac-sha256' && b.algo === 'hmac-sha256') return a.n !== b.n || a.key !== b.key
  return true
}

/** Whether an action changed the phase or the turn. */
function changesPhase(before: GameState, after: GameState): boolean {
  return after.turn.phaseIndex !== before.turn.phaseIndex || after.turn.turn !== before.turn.turn
}

/**
 * The undo points still valid once `side` acts (`core/undo`): an end of phase by another side,
 * and everything before it, are committed by the first action of the side that got the game.
 */
function afterHandover(stack: UndoPoint[], side: string): UndoPoint[] {
  // The same side acting on: an earlier handover to it was cut when it first acted.
  if (stack.length === 0 || stack[stack.length - 1]!.side === side) return stack
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i]!.handover && stack[i]!.side !== side) return stack.slice(i + 1)
  return stack
}
