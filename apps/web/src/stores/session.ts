import {
  actingSide as actingSideOf, conditionMet, enemyZocMask, unitsLost, type BaseAction, type CombatDeclaration, type CombatOdds, type GameEvent, type GameRules,
  type GameState, type MovementOptions, type PhaseSpec, type PlayerView, type Rejection, type Scenario, type ScoreLine, type UnitCard, type VictoryCondition,
} from '@hexes/core'
import { isCampaignRejection } from '@hexes/campaign'
import { defineStore } from 'pinia'
import { computed, markRaw, ref, shallowRef } from 'vue'
import { createAutosaver, readAutosave, writeAutosave } from '../lib/autosave'
import type { GameSnapshot, ServerMessage } from '@hexes/protocol'
import { loadScenario, plugins } from '../lib/catalog'
import type { DriverActResult, GameDriver } from '../lib/driver/GameDriver'
import { RemoteDriver, type RemoteLink } from '../lib/driver/RemoteDriver'
import { undoToDecision } from '../lib/driver/undoToDecision'
import type { TextSource } from '../lib/engineText'
import { buildGame, computerSidesOf, rebuildGame, type Built, type GameSetup } from '../lib/gameFactory'
import { replayFrom } from '../lib/replayFrom'
import { RemoteApi } from '../lib/remote/RemoteApi'
import { RemoteError } from '../lib/remote/RemoteError'
import { checkSave, type SaveSource } from '../lib/saves/checkSave'
import { useCampaignStore } from './campaign'
import type { SessionError } from '../lib/sessionError'

/** What {@link useSessionStore}'s `act` answers: what happened, or the rules' (or the server's) rejection. */
export type ActOutcome = { ok: true; events: GameEvent[] } | Rejection

export { AUTOSAVE_EVERY, AUTOSAVE_KEY, type Autosave } from '../lib/autosave'
export type { SessionError } from '../lib/sessionError'

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
 * The game session: the only owner of the game's driver (`lib/driver`: the engine in the
 * browser today, a server later). The driver stays raw (a closure variable; never inside
 * `ref`/`reactive`) and no component sees it; the store exposes plain snapshots of the state, the
 * events and the legal actions, and sends actions. Every rule question goes to the engine.
 * Autosave (`lib/autosave`), the undo against the computer (`lib/driver/undoToDecision`) and the
 * replay are layered over the driver; every save that comes in is checked first
 * (`lib/saves/checkSave`).
 */
export const useSessionStore = defineStore('session', () => {
  let game: GameDriver | null = null
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
  /**
   * A game played through the server (`RemoteDriver`): its last snapshot (seats, status, clock,
   * the seed once over), `null` for a game in the browser.
   */
  const remote = shallowRef<GameSnapshot | null>(null)
  /** An action is on its way to the server (nothing else is sent until it is answered). */
  const sending = ref(false)

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
    if (remote.value) return remote.value.viewer
    if (!state.value || computerSides.value.size === 0) return null
    const humans = state.value.sides.map((x) => x.id).filter((id) => !computerSides.value.has(id))
    return humans.length === 1 ? humans[0]! : null
  })
  /**
   * Someone else must act now, not a player on this device: the computer, or in a remote game
   * another seat (always, for a spectator), or this device's action is on its way to the server.
   */
  const othersToAct = computed(() => computerToAct.value || (!!remote.value && !!state.value && !state.value.result && (sending.value || actingSide.value !== remote.value.viewer)))
  const pluginNames = computed(() => (state.value && game ? game.rules.plugins.map((p) => ({ id: p.id, name: p.definition.manifest.name, version: p.definition.manifest.version })) : []))

  function refresh(): void {
    if (!game) return
    state.value = game.state()
    events.value = game.events()
    legal.value = game.legalActions()
    canUndo.value = game.canUndo()
    const log = game.log()
    actionCount.value = log.length
    lastAction.value = log[log.length - 1] ?? null
    if (game instanceof RemoteDriver) remote.value = game.info()
    revision.value++
  }

  function install(built: Built, newSetup: GameSetup): boolean {
    if (!built.ok) {
      error.value = { message: built.message, issues: built.issues }
      return false
    }
    game = markRaw(built.driver)
    remote.value = null
    textSource.value = built.driver.textSource
    setup.value = newSetup
    scenario.value = built.driver.scenario
    error.value = null
    rejection.value = null
    replay.value = null
    epoch.value++
    refresh()
    autosaver.now()
    return true
  }

  /** Starts a new game (of `scenario` when given: a campaign battle's); on failure `error` holds the loader's or the scenario checker's messages. */
  async function start(newSetup: GameSetup, scenario?: Scenario): Promise<boolean> {
    return install(await buildGame(newSetup, scenario), newSetup)
  }

  /**
   * Rebuilds a game from a save that comes in (a file, or the autosave): checked first, then
   * replayed by the engine. A refusal names what is wrong (`error`, with the field paths). A
   * file's history is the sender's: no undo takes it back (the autosave's is this device's own).
   */
  async function rebuildFrom(input: unknown, source: SaveSource): Promise<boolean> {
    const witness = source === 'file' ? readAutosave()?.save : undefined
    const checked = await checkSave(input, source, { loadScenario, plugins, ...(witness !== undefined ? { witness } : {}) })
    if (!checked.ok) {
      error.value = checked.error
      return false
    }
    let given: Scenario | undefined
    if (checked.setup.campaign) {
      // A campaign battle plays the scenario of the running campaign's rosters, not the shipped one.
      const sc = await useCampaignStore().battleScenario(checked.setup.campaign)
      if (isCampaignRejection(sc)) {
        error.value = { message: sc.message, key: 'campaign.errors.notThisBattle', params: { message: sc.message }, issues: [{ code: sc.code, path: sc.path, message: sc.message }] }
        return false
      }
      given = sc
    }
    return install(await rebuildGame(checked.file, checked.setup, { commit: source === 'file', ...(given ? { scenario: given } : {}) }), checked.setup)
  }

  /**
   * Opens a game of the server from its link (a seat's or a spectator's): the rules are built
   * here from the shipped scenario, the state is the link's own view. A refusal (unknown token,
   * no such game, another version of the scenario, no server) is shown in `error`.
   */
  async function openRemote(link: RemoteLink, api: RemoteApi = new RemoteApi('')): Promise<boolean> {
    let opened: Awaited<ReturnType<typeof RemoteDriver.open>>
    try {
      opened = await RemoteDriver.open(api, link, { loadScenario, plugins, onChange: () => refresh() })
    } catch (e) {
      if (!(e instanceof RemoteError)) throw e
      error.value = { message: e.message, key: `remote.errors.${e.code.split('/')[1]}`, params: {}, issues: [] }
      return false
    }
    if (!(opened instanceof RemoteDriver)) {
      error.value = { message: opened.message, key: `remote.refusals.${opened.code.split('/')[1]}`, params: {}, issues: [] }
      return false
    }
    const snap = opened.info()
    return install({ ok: true, driver: opened }, { scenarioId: snap.scenarioId, plugins: snap.plugins, players: Object.fromEntries(snap.seats.map((x) => [x.side, 'human'])), seed: 0 })
  }

  /** A message of the remote game's WebSocket (an action, a sync, the end): the driver applies it. */
  function receiveRemote(msg: ServerMessage): void {
    if (game instanceof RemoteDriver && game.receive(msg)) refresh()
  }

  /** The actions played so far (the driver's log; empty without a game). */
  function actionLog(): readonly BaseAction[] {
    return game ? game.log() : []
  }

  /** The last sequence number the remote game's driver holds (0 without one): the WebSocket's `seen`. */
  function remoteSeen(): number {
    return game instanceof RemoteDriver ? game.seq : 0
  }

  /** Loads a save file (text or parsed JSON). */
  function load(file: unknown): Promise<boolean> {
    return rebuildFrom(file, 'file')
  }

  /** Resumes the autosave: checked like a file, rebuilt from the save's own setup. */
  async function resume(): Promise<boolean> {
    const a = readAutosave()
    if (!a) return false
    return rebuildFrom(a.save, 'autosave')
  }

  const autosaver = createAutosaver(autosave)
  const flushAutosave = autosaver.flush
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flushAutosave)

  /** Writes the autosave (through `autosaver`: now, or soon while the computer goes on playing). */
  function autosave(): void {
    if (!game || !setup.value || setup.value.scenarioId.startsWith('bench-') || setup.value.playtest || game instanceof RemoteDriver) return
    const s = game.state()
    writeAutosave({ setup: setup.value, save: saveFile(), scenarioName: scenario.value?.name ?? '', turn: s.turn.turn, savedAt: new Date().toISOString(), over: s.result !== null })
  }

  /** The engine's save file, with the start screen's setup in `meta`. */
  function saveFile() {
    if (!game || !setup.value) throw new Error('no game')
    return game.saveFile({ app: 'hexes-web', setup: setup.value, savedAt: new Date().toISOString() })
  }

  /**
   * Sends an action to the engine (in a remote game, to the server: the answer is a promise, and
   * nothing else is sent meanwhile). A rejection is kept in `rejection` (shown with its rule).
   * `by`: who sends it; the computer's actions are autosaved in batches while it goes on playing.
   */
  function act(action: BaseAction & Record<string, unknown>, by: 'player' | 'computer' = 'player'): ActOutcome | Promise<ActOutcome> {
    if (!game) return { ok: false, code: 'app/no-game', ruleId: 'core', message: 'No game in progress' }
    if (replay.value) replay.value = null
    const r = game.act(action)
    if (!(r instanceof Promise)) return settle(r, by)
    if (sending.value) return { ok: false, code: 'app/busy', ruleId: 'core', message: 'The last action is still on its way to the server' }
    sending.value = true
    return r.then((x) => settle(x, by), (e: unknown) => {
      const message = e instanceof Error ? e.message : String(e)
      return settle({ ok: false, code: e instanceof RemoteError ? e.code : 'remote/network', ruleId: 'server', message }, by)
    }).finally(() => (sending.value = false))
  }

  function settle(r: DriverActResult, by: 'player' | 'computer'): ActOutcome {
    if (!r.ok) {
      rejection.value = r
      return r
    }
    rejection.value = null
    refresh()
    if (by === 'computer' && computerToAct.value) autosaver.soon()
    else autosaver.now()
    return { ok: true, events: r.events }
  }

  /**
   * Takes back the last action. Against the computer, takes back to the human's last decision
   * point: the computer's actions since then and the human action before them, all or nothing
   * (`lib/driver/undoToDecision`). The engine decides what is reversible (`core/undo`): nothing
   * goes back past a die roll, nor past an end of phase once the next side (the computer) acted.
   */
  function undo(): boolean {
    // Not while the replay is open: the board shows the replay, not the game.
    if (!game || replay.value) return false
    const r = undoToDecision(game, computerSides.value)
    if (!r.ok) {
      // No refresh: nothing the page shows or the computer decided on has changed.
      rejection.value = r
      // It would fail again until the game moves on (the next refresh says again).
      canUndo.value = false
      return false
    }
    rejection.value = null
    epoch.value++
    refresh()
    autosaver.now()
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
    return game ? game.movementOptions(unitId) : null
  }

  /** The engine's exact odds of a proposed combat. */
  function odds(decl: CombatDeclaration): CombatOdds | Rejection | null {
    return game ? game.odds(decl) : null
  }

  /** Checks an action without applying it: the engine's rejection, or `undefined` when legal. */
  function check(action: BaseAction & Record<string, unknown>): Rejection | undefined {
    return game ? game.check(action) : { ok: false, code: 'app/no-game', ruleId: 'core', message: 'No game in progress' }
  }

  /** What `viewer` may see of the live state (core's `viewFor`: no dice generator); `null` without a game. */
  function viewFor(viewer: string | null): PlayerView | null {
    return game ? game.viewFor(viewer) : null
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
      else if (c.kind === 'unitsLost') progress = { have: unitsLost(s, rules, c.side), need: c.count }
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
    if (!game) return
    const { states, eventCounts, actions } = await game.replayStates()
    const from = replayFrom(actions, scope, soleHumanSide.value ?? actingSide.value)
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
    remote.value = null
    replay.value = null
    events.value = []
    legal.value = []
    rejection.value = null
    actionCount.value = 0
    lastAction.value = null
  }

  return {
    setup, scenario, state, events, legal, cards, canUndo, rejection, error, replay, revision, epoch, actionCount, lastAction, textSource, remote, sending,
    phases, phase, pending, actingSide, computerSides, computerToAct, othersToAct, soleHumanSide, viewState, viewEvents, terrainIds, pluginNames, conditions, score,
    start, load, resume, openRemote, receiveRemote, remoteSeen, actionLog, readAutosave, saveFile, act, check, query, viewFor, undo, dismissError, dismissRejection, movementOptions, odds, zocHexes,
    openReplay, replayTo, closeReplay, quit,
  }
})
