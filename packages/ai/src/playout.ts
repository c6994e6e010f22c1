import {
  actingSide, applyAction, checkAction, ownRecord, seedRng, SeededDice,
  type BaseAction, type CheckedAction, type GameEvent, type GameRules, type GameState, type RngState,
} from '@hexes/core'
import type { Bot } from './Bot'

/** One applied action, as `onAction` sees it. */
export interface PlayoutStep {
  /** Index of the action in the log. */
  index: number
  action: BaseAction
  /** State before and after the action. */
  before: GameState
  state: GameState
  events: readonly GameEvent[]
}

/** Options of {@link playout}. */
export interface PlayoutOptions {
  /**
   * The bots' PRNG state (advanced in place), or a seed to make one. It must not be the game
   * state's `rng`: bot choices and game dice are separate streams. Default seed 0.
   */
  rng?: RngState
  seed?: number | string
  /** Stop after this many actions (default 10,000). */
  maxActions?: number
  /** Called after every action; return `'stop'` to end the playout there. */
  onAction?(step: PlayoutStep): void | 'stop'
  /** Keep the action log (default true; turn off for pure throughput). */
  keepLog?: boolean
}

/** Why a playout ended. */
export type PlayoutEnd = 'result' | 'max-actions' | 'stuck' | 'stopped'

/** The outcome of {@link playout}. */
export interface PlayoutResult {
  /** The final state. */
  state: GameState
  /** Every action applied, in order (empty when `keepLog` is false). */
  actions: BaseAction[]
  /** Number of actions applied. */
  actionCount: number
  /** Actions applied per type. */
  counts: Record<string, number>
  /** Events emitted by those actions. */
  eventCount: number
  /** Dice rolled. */
  rolls: number
  /** Game turn reached (`state.turn.turn`). */
  turns: number
  end: PlayoutEnd
  /** For `end: 'stuck'`: who had to act and why nothing could be chosen. */
  stuck?: string
}

/**
 * Plays a game forward from `state` with bots, through the functional pipeline (`checkAction`,
 * `applyAction`): no `Game`, no undo stack. Dice are `SeededDice` over each draft's `rng`, exactly
 * as `Game.act` rolls them, so `seed + actions` replays to the same state with `loadGame`.
 *
 * `bot` plays every side, or pass one bot per side (indexed like `state.sides`). A bot's choice
 * is applied as returned by `chooseChecked`, or checked with `checkAction` when the bot only
 * implements `chooseAction` (an illegal choice throws: it is a bot bug).
 *
 * @example
 * const rules = buildRules(parseScenario(json), builtinPlugins)
 * const { state } = createInitialState(rules, 7)
 * const r = playout(rules, state, new RandomBot(), { seed: 'bot-7', maxActions: 5000 })
 */
export function playout(rules: GameRules, state: GameState, bot: Bot | readonly Bot[], options: PlayoutOptions = {}): PlayoutResult {
  const rng = options.rng ?? seedRng(options.seed ?? 0)
  if (rng === state.rng) throw new Error('playout: the bot rng must not be the game state rng')
  const maxActions = options.maxActions ?? 10_000
  const keepLog = options.keepLog ?? true
  const actions: BaseAction[] = []
  const counts: Record<string, number> = ownRecord()
  let current = state
  let count = 0
  let eventCount = 0
  let rolls = 0
  let end: PlayoutEnd = 'max-actions'
  let stuck: string | undefined
  while (count < maxActions) {
    if (current.result) {
      end = 'result'
      break
    }
    const side = actingSide(current)
    const player = Array.isArray(bot) ? bot[current.sides.findIndex((s) => s.id === side)] : (bot as Bot)
    const checked = player ? choose(player, rules, current, rng) : null
    if (!checked) {
      end = 'stuck'
      const p = current.pending[0]
      stuck = p ? `${p.side} owes a "${p.kind}" decision with no enumerable answer` : `no action for ${side ?? 'nobody'} in phase "${current.turn.phase}"`
      break
    }
    let dice: SeededDice | undefined
    const before = current
    const applied = applyAction(rules, before, checked, (draft) => (dice = new SeededDice(() => draft.rng)))
    current = applied.state
    rolls += dice?.count ?? 0
    eventCount += applied.events.length
    counts[checked.action.type] = (counts[checked.action.type] ?? 0) + 1
    if (keepLog) actions.push(checked.action)
    count++
    if (options.onAction?.({ index: count - 1, action: checked.action, before, state: current, events: applied.events }) === 'stop') {
      end = 'stopped'
      break
    }
  }
  if (end === 'max-actions' && current.result) end = 'result'
  return { state: current, actions, actionCount: count, counts, eventCount, rolls, turns: current.turn.turn, end, ...(stuck ? { stuck } : {}) }
}

function choose(bot: Bot, rules: GameRules, state: GameState, rng: RngState): CheckedAction | null {
  if (bot.chooseChecked) return bot.chooseChecked(rules, state, rng)
  const action = bot.chooseAction(rules, state, rng)
  if (!action) return null
  const r = checkAction(rules, state, action)
  if ('ok' in r) throw new Error(`bot "${bot.name}" chose an illegal action ${JSON.stringify(action)}: ${r.code} (${r.message})`)
  return r
}
