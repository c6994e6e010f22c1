import {
  buildRules, Game, hashScenario, parseScenario, reject, type BaseAction, type CombatDeclaration, type CombatOdds, type GameEvent, type GameRules, type GameState,
  type MovementOptions, type PlayerView, type PluginDefinition, type Rejection, type SaveFile, type Scenario,
} from '@hexes/core'
import type { GameSnapshot, LoggedAction, ServerMessage } from '@hexes/protocol'
import { markRaw } from 'vue'
import type { TextSource } from '../engineText'
import { isFailure, type RemoteApi, type ServerFailure } from '../remote/RemoteApi'
import { RemoteError } from '../remote/RemoteError'
import { stateOfView } from '../remote/stateOfView'
import type { DriverActResult, GameDriver, ReplayStates } from './GameDriver'

/** A seat's (or spectator's) link to a remote game: the game id and the token of its link. */
export interface RemoteLink {
  gameId: string
  token: string
}

/** What the driver needs besides the server: the shipped scenarios and plugins. */
export interface RemoteDriverOptions {
  loadScenario: (id: string) => Promise<Scenario | undefined>
  plugins: readonly PluginDefinition<any>[]
  /** Called after the game changed without the page asking (a push, a resync). */
  onChange?: () => void
}

/** A random idempotency key (128 bits, base64url), one per action sent. */
export function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * A game played through the Hexes server (`@hexes/protocol`): a {@link GameDriver} whose state is
 * the seat's own view. The rules are built in the browser from the shipped scenario (checked
 * against the snapshot's `scenarioHash`) and the game's rule mix, for the read-only questions
 * (legal actions, movement options, odds, checks), asked of the view: the browser never has the
 * dice, and its engine refuses to roll (`remote/no-dice`). {@link act} sends the action with the
 * next sequence number and a random idempotency key and takes the server's answer (the new view
 * and what happened); the other seat's actions come in through {@link receive} (the WebSocket's
 * pushes). No undo; no save file (the server keeps the game).
 *
 * @example
 * const driver = await RemoteDriver.open(new RemoteApi(''), { gameId, token }, { loadScenario, plugins })
 * if (!('ok' in driver)) await driver.act({ type: 'end-phase', side: driver.viewer! })
 */
export class RemoteDriver implements GameDriver {
  readonly rules: GameRules
  readonly scenario: Scenario
  readonly textSource: TextSource
  readonly #api: RemoteApi
  readonly #link: RemoteLink
  readonly #onChange: () => void
  #snapshot: GameSnapshot
  #view: PlayerView
  #engine: Game
  #log: BaseAction[] = []
  #events: GameEvent[] = []
  /** `#eventCounts[i]`: number of events after `i` actions. */
  #eventCounts: number[] = [0]
  #resyncing: Promise<void> | null = null

  private constructor(api: RemoteApi, link: RemoteLink, snapshot: GameSnapshot, rules: GameRules, scenario: Scenario, history: LoggedAction[], onChange: () => void) {
    this.#api = api
    this.#link = link
    this.#onChange = onChange
    this.#snapshot = snapshot
    this.rules = markRaw(rules)
    this.scenario = markRaw(scenario)
    this.textSource = markRaw({ rules })
    this.#view = snapshot.view
    this.#engine = new Game(rules, stateOfView(snapshot.view), [], 'remote')
    for (const a of history) this.#record(a.action, a.events)
    markRaw(this)
  }

  /**
   * Opens a remote game from its link: the snapshot, the rules built from the shipped scenario
   * (same hash as the server's) and the history. A refusal of the server (unknown token, no such
   * game) comes back as data; a scenario this app does not ship, another version of it, or an
   * unreachable server throws a {@link RemoteError}.
   */
  static async open(api: RemoteApi, link: RemoteLink, options: RemoteDriverOptions): Promise<RemoteDriver | ServerFailure> {
    const snapshot = await api.snapshot(link.gameId, link.token)
    if (isFailure(snapshot)) return snapshot
    const { rules, scenario } = await rulesOf(snapshot, options)
    const history = await api.actions(link.gameId, link.token, 0)
    if (!Array.isArray(history)) return history
    return new RemoteDriver(api, link, snapshot, rules, scenario, history.filter((a) => a.seq <= snapshot.seq), options.onChange ?? (() => {}))
  }

  /** The game's id on the server. */
  get gameId(): string {
    return this.#link.gameId
  }

  /** The side this link plays, `null` for a spectator. */
  get viewer(): string | null {
    return this.#snapshot.viewer
  }

  /** The number of actions this driver holds (the server's sequence number it has seen). */
  get seq(): number {
    return this.#snapshot.seq
  }

  /** The server's last snapshot, with the view and sequence number brought up to date (read-only). */
  info(): GameSnapshot {
    return { ...this.#snapshot, view: this.#view }
  }

  state(): GameState {
    return this.#engine.state
  }

  events(): readonly GameEvent[] {
    return this.#events.slice()
  }

  log(): readonly BaseAction[] {
    return this.#log.slice()
  }

  /** The legal actions of this seat: none while another side is to act, for a spectator, or while the game is held. */
  legalActions(): BaseAction[] {
    if (!this.#mayAct()) return []
    const side = this.viewer
    return this.#engine.legalActions().filter((a) => a.side === side)
  }

  movementOptions(unitId: string): MovementOptions | Rejection {
    return markRaw(this.#engine.movementOptions(unitId))
  }

  odds(decl: CombatDeclaration): CombatOdds | Rejection {
    return this.#engine.odds(decl)
  }

  check(action: BaseAction & Record<string, unknown>): Rejection | undefined {
    return this.#engine.check(action)
  }

  /**
   * Sends an action: checked by the browser's rules first (a rejection costs no round trip), then
   * `{ seq, key, action }` to the server, which checks it again, commits it and answers with the
   * seat's new view. A stale sequence number (the other seat acted meanwhile) resynchronises and
   * comes back as the server's refusal.
   */
  async act(action: BaseAction & Record<string, unknown>): Promise<DriverActResult> {
    const local = this.#engine.check(action)
    if (local) return local
    const seq = this.#snapshot.seq + 1
    const r = await this.#api.submit(this.#link.gameId, this.#link.token, { seq, key: idempotencyKey(), action })
    if (isFailure(r)) {
      if (r.code === 'server/stale-seq') await this.resync()
      return r
    }
    // The push of this very action may have come first: then it is already applied.
    if (r.seq === this.#snapshot.seq + 1) this.#apply(r.seq, r.stateHash, action, r.events, r.view)
    return { ok: true, events: r.events }
  }

  /**
   * Takes a message of the WebSocket: an action (applied when it is the next one; a gap
   * resynchronises), a `sync` (the snapshot and what was missed), the end (the revealed seed).
   * Returns whether the game changed; other messages (chat, presence) are not the driver's.
   */
  receive(msg: ServerMessage): boolean {
    if ('gameId' in msg && msg.gameId !== this.#link.gameId) return false
    if (msg.type === 'action') {
      if (msg.seq <= this.#snapshot.seq) return false
      if (msg.seq > this.#snapshot.seq + 1) {
        void this.resync()
        return false
      }
      this.#apply(msg.seq, msg.stateHash, msg.action, msg.events, msg.view)
      return true
    }
    if (msg.type === 'sync') {
      const missed = msg.missed.filter((a) => a.seq > this.#snapshot.seq).sort((a, b) => a.seq - b.seq)
      const contiguous = missed.every((a, i) => a.seq === this.#snapshot.seq + 1 + i) && this.#snapshot.seq + missed.length === msg.snapshot.seq
      if (!contiguous) {
        void this.resync()
        return false
      }
      for (const a of missed) this.#record(a.action, a.events)
      this.#setSnapshot(msg.snapshot)
      return true
    }
    if (msg.type === 'ended') {
      this.#snapshot = { ...this.#snapshot, status: 'finished', seed: msg.seed }
      return true
    }
    return false
  }

  /** Fetches the snapshot and the actions this driver missed (once at a time), then tells `onChange`. */
  resync(): Promise<void> {
    this.#resyncing ??= (async () => {
      try {
        const snap = await this.#api.snapshot(this.#link.gameId, this.#link.token)
        if (isFailure(snap)) return
        const missed = await this.#api.actions(this.#link.gameId, this.#link.token, this.#snapshot.seq)
        if (!Array.isArray(missed)) return
        for (const a of missed.filter((x) => x.seq <= snap.seq)) this.#record(a.action, a.events)
        this.#setSnapshot(snap)
        this.#onChange()
      } finally {
        this.#resyncing = null
      }
    })()
    return this.#resyncing
  }

  /** No undo in a remote game: what the server committed stays. */
  undo(): { ok: true } | Rejection {
    return reject('undo/remote', 'core/undo', 'A remote game has no undo: the server has committed the action', {})
  }

  canUndo(): boolean {
    return false
  }

  /** A remote game has no save file: the server keeps it (and its dice). */
  saveFile(_meta: Record<string, unknown>): SaveFile {
    throw new RemoteError('remote/not-local', 'A remote game is kept by the server: it has no save file')
  }

  /** Every view of this seat from the start (`GET /views`), for the replay. */
  async replayStates(): Promise<ReplayStates> {
    const views = await this.#api.views(this.#link.gameId, this.#link.token, 0)
    if (!Array.isArray(views)) throw new RemoteError('remote/bad-answer', `GET /views: ${views.code} ${views.message}`)
    const n = Math.min(views.length - 1, this.#log.length)
    return { states: views.slice(0, n + 1).map(stateOfView), eventCounts: this.#eventCounts.slice(0, n + 1), actions: this.#log.slice(0, n) }
  }

  /** This seat's view: the server sends no other, so every viewer gets it (as `viewer`). */
  viewFor(viewer: string | null): PlayerView {
    return { ...structuredClone(this.#view), viewer }
  }

  #mayAct(): boolean {
    const s = this.#engine.state
    return this.viewer !== null && this.#snapshot.status === 'running' && !s.result
  }

  #record(action: BaseAction, events: readonly GameEvent[]): void {
    this.#log.push(action)
    this.#events.push(...events)
    this.#eventCounts.push(this.#events.length)
  }

  #apply(seq: number, stateHash: string, action: BaseAction, events: readonly GameEvent[], view: PlayerView): void {
    this.#record(action, events)
    this.#snapshot = { ...this.#snapshot, seq, stateHash, view }
    this.#view = view
    this.#engine = new Game(this.rules, stateOfView(view), [], 'remote')
  }

  #setSnapshot(snap: GameSnapshot): void {
    this.#snapshot = snap
    this.#view = snap.view
    this.#engine = new Game(this.rules, stateOfView(snap.view), [], 'remote')
  }
}

/**
 * The rules of a remote game, built in the browser: the shipped scenario with the game's rule
 * mix, which must hash as the server's (`scenarioHash`), over the shipped plugins.
 */
async function rulesOf(snapshot: GameSnapshot, options: RemoteDriverOptions): Promise<{ rules: GameRules; scenario: Scenario }> {
  const base = await options.loadScenario(snapshot.scenarioId)
  if (!base) throw new RemoteError('remote/unknown-scenario', `This app does not ship the scenario "${snapshot.scenarioId}" of the game`)
  const known = new Set(options.plugins.map((p) => p.manifest.id))
  const missing = snapshot.plugins.filter((p) => !known.has(p.id)).map((p) => p.id)
  if (missing.length) throw new RemoteError('remote/unknown-scenario', `This app does not ship the rule plugins ${missing.join(', ')} of the game`)
  const scenario = parseScenario({ ...base, plugins: snapshot.plugins })
  const rules = buildRules(scenario, options.plugins)
  if (hashScenario(rules.scenario) !== snapshot.scenarioHash) throw new RemoteError('remote/scenario-mismatch', `The server plays another version of "${snapshot.scenarioId}" than this app ships (reload the page)`)
  return { rules, scenario }
}
