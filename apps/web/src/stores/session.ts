import {
  actingSide as actingSideOf, conditionMet, createGame, enemyZocMask, findUnsafeKeys, saveFileSchema, zodIssues, type BaseAction, type CombatDeclaration, type CombatOdds,
  type Game, type GameEvent, type GameRules, type GameState, type Issue, type MovementOptions, type PhaseSpec, type Rejection,
  type Scenario, type ScoreLine, type UnitCard, type VictoryCondition,
} from '@hexes/core'
import { defineStore } from 'pinia'
import { computed, markRaw, ref, shallowRef } from 'vue'
import { plugins } from '../lib/catalog'
import type { TextSource } from '../lib/engineText'
import { buildGame, computerSidesOf, rebuildGame, scenarioFor, setupOfSave, type Built, type GameSetup } from '../lib/gameFactory'

/** localStorage key of the autosave. */
export const AUTOSAVE_KEY = 'hexes.autosave'
/** While the computer goes on playing, the autosave is written at most this often (ms). */
export const AUTOSAVE_EVERY = 1500

/** What the autosave holds. */
export interface Autosave {
  setup: GameSetup
  save: unknown
  scenarioName: string
  turn: number
  savedAt: string
  over: boolean
}

/** A failed start or load: a headline and the engine's issues. */
export interface SessionError {
  /** The message in English (the engine's words for a loader refusal). */
  message: string
  /** Message key (`errors.*`) and parameters for the page's language, when the app wrote it. */
  key?: string
  params?: Record<string, string>
  issues: Issue[]
}

/** The replay view: every state of the game, and where we are. */
export interface ReplayView {
  /** `states[i]` is the state after `i` actions (`states[0]`: the start). */
  states: GameState[]
  /** `eventCounts[i]`: number of events after `i` actions. */
  eventCounts: number[]
  actions: BaseAction[]
  /** First action index of the replay (0 for the whole game). */
  from: number
  index: number
}

/** A scenario victory condition and whether it holds now. */
export interface ConditionStatus {
  condition: VictoryCondition
  met: boolean
  /** Progress for countable conditions: `{ have, need }`. */
  progress?: { have: number; need: number }
}

/**
 * The game session: the only owner of the engine's `Game`. The `Game` stays raw (a closure
 * variable; never inside `ref`/`reactive`); the store exposes plain snapshots of the state, the
 * events and the legal actions, and sends actions. Every rule question goes to the engine.
 */
export const useSessionStore = defineStore('session', () => {
  let game: Game | null = null
  const setup = shallowRef<GameSetup | null>(null)
  const scenario = shallowRef<Scenario | null>(null)
  const state = shallowRef<GameState | null>(null)
  const events = shallowRef<readonly GameEvent[]>([])
  const legal = shallowRef<readonly BaseAction[]>([])
  const canUndo = ref(false)
  const rejection = shallowRef<Rejection | null>(null)
  const error = shallowRef<SessionError | null>(null)
  const replay = shallowRef<ReplayView | null>(null)
  /** Incremented after each applied action (for watchers that want "something happened"). */
  const revision = ref(0)
  /**
   * Incremented whenever the history is rewritten rather than extended: a new game, a load, a
   * resume, an undo, leaving. Whoever planned ahead from the old history (the computer) starts over.
   */
  const epoch = ref(0)
  /** Actions played so far (the engine's log length). */
  const actionCount = ref(0)
  /** The last action played, if any (plain data from the engine's log). */
  const lastAction = shallowRef<BaseAction | null>(null)
  /**
   * The game's rules as a source of texts (`lib/engineText`: the plugins' catalogues and the
   * scenario's names), for rendering the engine's words in the page's language, and for nothing
   * else. Changes only with the game.
   */
  const textSource = shallowRef<TextSource | null>(null)

  const phases = computed<readonly PhaseSpec[]>(() => (state.value && game ? game.rules.phases : []))
  const phase = computed<PhaseSpec | null>(() => (state.value && game ? game.rules.phases[state.value.turn.phaseIndex] ?? null : null))
  const pending = computed(() => state.value?.pending[0] ?? null)
  /** The side that must act now: the pending decision's, else the phase's. */
  const actingSide = computed(() => (state.value ? actingSideOf(state.value) : null))
  /** The state to draw: the replay's step when replaying, else the live one. */
  const viewState = computed(() => (replay.value ? replay.value.states[replay.value.index]! : state.value))
  const viewEvents = computed(() => (replay.value ? events.value.slice(0, replay.value.eventCounts[replay.value.index]) : events.value))
  /** What each unit's counter shows (the rule plugins' `unitCard` hook), for the drawn state. */
  const cards = computed<Readonly<Record<string, UnitCard>>>(() => {
    const s = viewState.value
    const out: Record<string, UnitCard> = {}
    if (!game || !s) return out
    for (const unit of s.units) out[unit.id] = game.rules.hooks.unitCard.call({ tags: [] }, { state: s, rules: game.rules, unit })
    return out
  })
  const terrainIds = computed<readonly string[]>(() => (state.value && game ? game.rules.terrainOf(state.value.map).ids : []))
  /** The sides the computer plays (from the setup). */
  const computerSides = computed(() => computerSidesOf(setup.value))
  /** The computer must act now: it plays the acting side and the game is not over. */
  const computerToAct = computed(() => !!state.value && !state.value.result && !!actingSide.value && computerSides.value.has(actingSide.value))
  /** The human side when exactly one side is played on this device against the computer. */
  const soleHumanSide = computed(() => {
    if (!state.value || computerSides.value.size === 0) return null
    const humans = state.value.sides.map((x) => x.id).filter((id) => !computerSides.value.has(id))
    return humans.length === 1 ? humans[0]! : null
  })
  const pluginNames = computed(() => (state.value && game ? game.rules.plugins.map((p) => ({ id: p.id, name: p.definition.manifest.name, version: p.definition.manifest.version })) : []))

  function refresh(): void {
    if (!game) return
    const s = game.state
    state.value = s
    events.value = game.events.slice()
    legal.value = game.legalActions()
    canUndo.value = game.canUndo
    actionCount.value = game.log.length
    lastAction.value = game.log[game.log.length - 1] ?? null
    revision.value++
  }

  function install(built: Built, newSetup: GameSetup): boolean {
    if (!built.ok) {
      error.value = { message: built.message, issues: built.issues }
      return false
    }
    game = markRaw(built.game)
    textSource.value = markRaw({ rules: built.game.rules })
    setup.value = newSetup
    scenario.value = markRaw(built.scenario)
    error.value = null
    rejection.value = null
    replay.value = null
    epoch.value++
    refresh()
    autosave()
    return true
  }

  /** Starts a new game; on failure `error` holds the loader's or the scenario checker's messages. */
  async function start(newSetup: GameSetup): Promise<boolean> {
    return install(await buildGame(newSetup), newSetup)
  }

  /** Loads a save file (text or parsed JSON). */
  async function load(file: unknown): Promise<boolean> {
    let data = file
    if (typeof file === 'string') {
      try {
        data = JSON.parse(file)
      } catch (e) {
        error.value = { message: `Not a JSON file: ${(e as Error).message}`, key: 'errors.notJson', params: { reason: (e as Error).message }, issues: [] }
        return false
      }
    }
    // Prototype keys are refused before anything reads the document (as the engine's loadGame does).
    const unsafe = findUnsafeKeys(data)
    if (unsafe.length) {
      error.value = { message: 'Not a Hexes save file', key: 'errors.notSave', issues: unsafe }
      return false
    }
    const parsed = saveFileSchema.safeParse(data)
    if (!parsed.success) {
      error.value = { message: 'Not a Hexes save file', key: 'errors.notSave', issues: zodIssues(parsed.error, { code: 'save', namespaced: true }) }
      return false
    }
    const s = await setupOfSave(parsed.data)
    if (!s) {
      error.value = { message: `Unknown scenario "${parsed.data.scenario.id}"`, key: 'errors.unknownScenario', params: { id: parsed.data.scenario.id }, issues: [] }
      return false
    }
    return install(await rebuildGame(parsed.data, s), s)
  }

  /** The autosave, if any (for the start screen). */
  function readAutosave(): Autosave | null {
    try {
      const raw = localStorage.getItem(AUTOSAVE_KEY)
      return raw ? (JSON.parse(raw) as Autosave) : null
    } catch {
      return null
    }
  }

  async function resume(): Promise<boolean> {
    const a = readAutosave()
    if (!a) return false
    const parsed = saveFileSchema.safeParse(a.save)
    if (!parsed.success) {
      error.value = { message: 'The saved game in this browser is damaged and cannot be resumed', key: 'errors.damagedAutosave', issues: zodIssues(parsed.error, { code: 'save', namespaced: true }) }
      return false
    }
    return install(await rebuildGame(parsed.data, a.setup), a.setup)
  }

  let autosaveTimer: ReturnType<typeof setTimeout> | null = null
  let lastAutosave = 0
  /**
   * Autosaves now, or at most every {@link AUTOSAVE_EVERY} ms: for the computer's actions while it
   * goes on playing (a fast computer turn would otherwise write the whole save after each action).
   * The save is written at once when a human is to act again, the game ends or the page is left.
   */
  function autosaveSoon(): void {
    if (autosaveTimer !== null) return
    const wait = lastAutosave + AUTOSAVE_EVERY - Date.now()
    if (wait <= 0) return autosave()
    autosaveTimer = setTimeout(autosave, wait)
  }
  function flushAutosave(): void {
    if (autosaveTimer !== null) autosave()
  }
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flushAutosave)

  function autosave(): void {
    if (autosaveTimer !== null) clearTimeout(autosaveTimer)
    autosaveTimer = null
    lastAutosave = Date.now()
    if (!game || !setup.value || setup.value.scenarioId.startsWith('bench-')) return
    const a: Autosave = {
      setup: setup.value, save: saveFile(), scenarioName: scenario.value?.name ?? '', turn: game.state.turn.turn,
      savedAt: new Date().toISOString(), over: game.state.result !== null,
    }
    try {
      localStorage.setItem(AUTOSAVE_KEY, JSON.stringify(a))
    } catch {
      // storage full or disabled: the game goes on, the player can still save to a file
    }
  }

  /** The engine's save file, with the start screen's setup in `meta`. */
  function saveFile() {
    if (!game || !setup.value) throw new Error('no game')
    return game.save({ app: 'hexes-web', setup: setup.value, savedAt: new Date().toISOString() })
  }

  /**
   * Sends an action to the engine. A rejection is kept in `rejection` (shown with its rule).
   * `by`: who sends it; the computer's actions are autosaved in batches while it goes on playing.
   */
  function act(action: BaseAction & Record<string, unknown>, by: 'player' | 'computer' = 'player'): { ok: true; events: GameEvent[] } | Rejection {
    if (!game) return { ok: false, code: 'app/no-game', ruleId: 'core', message: 'No game in progress' }
    if (replay.value) replay.value = null
    const r = game.act(action)
    if (!r.ok) {
      rejection.value = r
      return r
    }
    rejection.value = null
    refresh()
    if (by === 'computer' && computerToAct.value) autosaveSoon()
    else autosave()
    return { ok: true, events: r.events }
  }

  /**
   * Takes back the last action. Against the computer, takes back to the human's last decision
   * point: the computer's actions since then and the human action before them, all or nothing.
   * The engine's undo stops at a die roll or a phase change; when it stops before a human action
   * is reached, the actions taken back are played again (none of them rolled a die, so they give
   * the same states and events) and the undo is refused: nothing goes back past a roll.
   */
  function undo(): boolean {
    // Not while the replay is open: the board shows the replay, not the game.
    if (!game || replay.value) return false
    const computer = computerSides.value
    const undone: BaseAction[] = []
    for (;;) {
      const last = game.log[game.log.length - 1]
      const r = game.undo()
      if (!r.ok) {
        // Put back what was taken: the same actions on the same states, no dice, so the same game.
        // No refresh: nothing the page shows or the computer decided on has changed.
        for (let i = undone.length - 1; i >= 0; i--) game.act(undone[i])
        rejection.value = r
        // It would fail again until the game moves on (the next refresh says again).
        canUndo.value = false
        return false
      }
      undone.push(last!)
      if (!computer.has(last!.side)) break
    }
    rejection.value = null
    epoch.value++
    refresh()
    autosave()
    return true
  }

  /** Clears the message of a failed start, load or resume. */
  function dismissError(): void {
    error.value = null
  }

  function dismissRejection(): void {
    rejection.value = null
  }

  /** The engine's movement options of a unit (raw object: holds a function). */
  function movementOptions(unitId: string): MovementOptions | Rejection | null {
    return game ? markRaw(game.movementOptions(unitId)) : null
  }

  /** The engine's exact odds of a proposed combat. */
  function odds(decl: CombatDeclaration): CombatOdds | Rejection | null {
    return game ? game.odds(decl) : null
  }

  /** Checks an action without applying it: the engine's rejection, or `undefined` when legal. */
  function check(action: BaseAction & Record<string, unknown>): Rejection | undefined {
    return game ? game.check(action) : { ok: false, code: 'app/no-game', ruleId: 'core', message: 'No game in progress' }
  }

  /**
   * Runs a read-only question on the live state and the game's rules (a rule plugin's exported
   * helper, such as Successive Waves' `legalPlacementHexes`) and returns its plain answer; `null`
   * without a game. Reactive on the state. The rules never leave the store.
   */
  function query<T>(fn: (state: GameState, rules: GameRules) => T): T | null {
    const s = state.value
    return game && s ? fn(s, game.rules) : null
  }

  /**
   * Hexes in the ZOC of the enemies of `side` (engine geometry and `exertsZoc` hook). With a unit
   * of that side, the zones that bind that unit: a zone does not reach across a hexside it may
   * not cross (GAP-HM-09).
   */
  function zocHexes(side: string, unitId: string | null = null): string[] {
    if (!game || !state.value) return []
    const unit = unitId === null ? undefined : state.value.units.find((u) => u.id === unitId && u.side === side)
    const mask = enemyZocMask(game.rules, state.value, side, unit)
    const out: string[] = []
    for (let i = 0; i < mask.length; i++) if (mask[i]) out.push(game.rules.grid.refOf(i))
    return out
  }

  /** Each scenario victory condition with whether the engine finds it met now. */
  const conditions = computed<ConditionStatus[]>(() => {
    const s = viewState.value
    if (!game || !s) return []
    const rules = game.rules
    return rules.scenario.victory.conditions.map((c) => {
      const met = conditionMet(s, rules, c)
      let progress: ConditionStatus['progress']
      if (c.kind === 'holdHexes') progress = { have: c.hexes.filter((h) => s.units.some((u) => u.hex === h && u.status === 'active' && u.side === c.winner)).length, need: c.count }
      else if (c.kind === 'unitsEliminated') progress = { have: s.counters.find((k) => k.side === c.side)?.unitsEliminated ?? 0, need: c.count }
      else if (c.kind === 'strengthEliminated') {
        const k = s.counters.find((x) => x.side === c.side)
        progress = { have: k && k.startingStrength ? Math.floor((k.strengthEliminated * 100) / k.startingStrength) : 0, need: c.percent }
      }
      return { condition: c, met, ...(progress ? { progress } : {}) }
    })
  })

  /** The rule plugins' score lines (SCORE hook). */
  const score = computed<ScoreLine[]>(() => (game && viewState.value ? game.rules.hooks.scoring.call({ state: viewState.value, rules: game.rules }) : []))

  /**
   * Opens the replay: the whole game, or since my last end of phase ("what happened since my
   * turn"). "Me" is the human side against the computer, else the acting side (hot-seat).
   */
  async function openReplay(scope: 'all' | 'since-my-turn'): Promise<void> {
    if (!game || !setup.value) return
    const sc = await scenarioFor(setup.value)
    if (!sc) return
    const actions = game.log.slice()
    const g = createGame({ scenario: sc, plugins, seed: game.seed })
    const states = [g.state]
    const eventCounts = [g.events.length]
    for (const a of actions) {
      g.act(a)
      states.push(g.state)
      eventCounts.push(g.events.length)
    }
    let from = 0
    if (scope === 'since-my-turn') {
      const me = soleHumanSide.value ?? actingSide.value
      for (let i = actions.length - 1; i >= 0; i--) {
        if (actions[i]!.type === 'end-phase' && actions[i]!.side === me) {
          from = i + 1
          break
        }
      }
    }
    replay.value = { states, eventCounts, actions, from, index: from }
  }

  function replayTo(index: number): void {
    const r = replay.value
    if (!r) return
    replay.value = { ...r, index: Math.max(r.from, Math.min(r.states.length - 1, index)) }
  }

  function closeReplay(): void {
    replay.value = null
  }

  /** Leaves the game (back to the start screen); the autosave stays. */
  function quit(): void {
    flushAutosave()
    game = null
    textSource.value = null
    epoch.value++
    state.value = null
    scenario.value = null
    setup.value = null
    replay.value = null
    events.value = []
    legal.value = []
    rejection.value = null
    actionCount.value = 0
    lastAction.value = null
  }

  return {
    setup, scenario, state, events, legal, cards, canUndo, rejection, error, replay, revision, epoch, actionCount, lastAction, textSource,
    phases, phase, pending, actingSide, computerSides, computerToAct, soleHumanSide, viewState, viewEvents, terrainIds, pluginNames, conditions, score,
    start, load, resume, readAutosave, saveFile, act, check, query, undo, dismissError, dismissRejection, movementOptions, odds, zocHexes,
    openReplay, replayTo, closeReplay, quit,
  }
})
