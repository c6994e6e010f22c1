import { actingSide, legalActions, nextInt, seedRng, type BaseAction, type GameRules, type GameState, type PlayerView, type RngState } from '@hexes/core'
import type { GameSnapshot, ServerMessage } from '@hexes/protocol'
import { chooseAction, type ChoicePolicy } from './chooseAction'
import type { HexesClient } from './HexesClient'
import type { SeatSocket } from './SeatSocket'

/** An action the server acknowledged (HTTP 200, committed). */
export interface Ack {
  gameId: string
  seq: number
  stateHash: string
  /** `performance.now()` when it was sent and when the answer came. */
  sentAt: number
  answeredAt: number
}

/** Options of {@link SeatPlayer}. */
export interface SeatPlayerOptions {
  client: HexesClient
  socket: SeatSocket
  gameId: string
  token: string
  side: string
  /** The game's rules on the client side (`buildRules` of the scenario and mix), for its legal actions. */
  rules: GameRules
  /** Seed of the player's own choices (not the game's dice). */
  seed: number
  /** Stop once the game has this many actions. */
  stopAt: number
  /** How it picks among the legal actions (default `any`). */
  policy?: ChoicePolicy
  /** Milliseconds to wait before each submission, like a player thinking (default none). */
  thinkMs?: () => number
  /** Called just before each submission. */
  onSubmit?: (seq: number, at: number) => void
  /** Called on each push of an action by another seat, with the time it arrived. */
  onPush?: (m: Extract<ServerMessage, { type: 'action' }>, at: number) => void
}

/** How a {@link SeatPlayer}'s run ended. */
export type SeatPlayerEnd = 'done' | 'game-over' | 'disconnected'

/**
 * A scripted player of one seat, for tests and the bench: it follows the game through its own
 * WebSocket (`sync`, then each `action` push with its own view), and whenever its side must act it
 * picks one of the legal actions of its view at random (its own seeded choice, no `concede`) and
 * submits it with the next seq and a fresh idempotency key. A `server/stale-seq` refusal makes it
 * reload the snapshot; a rules rejection is counted (there should be none). It keeps every
 * acknowledged action.
 */
export class SeatPlayer {
  readonly acks: Ack[] = []
  readonly refusals: { seq: number; code: string }[] = []
  view: PlayerView | undefined
  seq = 0
  private readonly o: SeatPlayerOptions
  private readonly rand: RngState
  private inFlight = false
  private stopped = false
  private finish: ((end: SeatPlayerEnd) => void) | undefined
  private keyCounter = 0

  constructor(options: SeatPlayerOptions) {
    this.o = options
    this.rand = seedRng(options.seed)
  }

  /** Plays until the game has `stopAt` actions, ends, or the connection fails. */
  run(): Promise<SeatPlayerEnd> {
    const done = new Promise<SeatPlayerEnd>((resolve) => {
      this.finish = (end) => {
        if (this.stopped) return
        this.stopped = true
        resolve(end)
      }
    })
    this.o.socket.onMessage = (m, at) => this.onMessage(m, at)
    this.o.socket.onClose = () => this.finish?.('disconnected')
    for (const m of this.o.socket.received) this.onMessage(m, performance.now())
    return done
  }

  /** Stops submitting (the run resolves `done`). */
  stop(): void {
    this.finish?.('done')
  }

  private onMessage(m: ServerMessage, at: number): void {
    if (m.type === 'sync') this.update(m.snapshot.seq, m.snapshot.view)
    else if (m.type === 'action' && m.gameId === this.o.gameId) {
      if (m.action.side !== this.o.side) this.o.onPush?.(m, at)
      this.update(m.seq, m.view)
    }
    this.step()
  }

  private update(seq: number, view: PlayerView): void {
    if (seq < this.seq) return
    this.seq = seq
    this.view = view
  }

  private step(): void {
    if (this.stopped || this.inFlight || !this.view) return
    if (this.view.result) return this.finish?.('game-over')
    if (this.seq >= this.o.stopAt) return this.finish?.('done')
    const view = this.view
    const state = { ...view, rng: seedRng(1) } as unknown as GameState
    if (actingSide(state) !== this.o.side) return
    const action = chooseAction(legalActions(this.o.rules, state), this.rand, this.o.policy)
    if (!action) return
    const think = this.o.thinkMs?.() ?? 0
    if (think <= 0) return void this.submit(action)
    this.inFlight = true
    setTimeout(() => {
      this.inFlight = false
      // The view may have moved on while thinking (a push): choose again from the newest one.
      if (this.view === view) void this.submit(action)
      else this.step()
    }, think)
  }

  private async submit(action: BaseAction): Promise<void> {
    this.inFlight = true
    const seq = this.seq + 1
    const key = `${this.o.side}-${seq}-${++this.keyCounter}-${nextInt(this.rand, 1e9)}`.replace(/[^A-Za-z0-9_-]/g, '_')
    const sentAt = performance.now()
    this.o.onSubmit?.(seq, sentAt)
    try {
      const r = await this.o.client.submit(this.o.gameId, this.o.token, { seq, key, action: action as BaseAction & Record<string, unknown> })
      const answeredAt = performance.now()
      if (r.ok) {
        this.acks.push({ gameId: this.o.gameId, seq: r.seq, stateHash: r.stateHash, sentAt, answeredAt })
        this.update(r.seq, r.view)
      } else {
        this.refusals.push({ seq, code: r.code })
        if (r.code === 'server/stale-seq') await this.reload()
      }
    } catch {
      this.inFlight = false
      return this.finish?.('disconnected')
    }
    this.inFlight = false
    this.step()
  }

  private async reload(): Promise<void> {
    const s = await this.o.client.snapshot(this.o.gameId, this.o.token)
    if ('ok' in s) return
    this.update((s as GameSnapshot).seq, (s as GameSnapshot).view)
  }
}
