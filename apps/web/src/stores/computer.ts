import type { BaseAction } from '@hexes/core'
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, toRaw, watch } from 'vue'
import type { GameSetup } from '../lib/gameFactory'
import { botSeed, type FromBotWorker, type ToBotWorker } from '../workers/botProtocol'
import { usePlayStore } from './play'
import { useSessionStore } from './session'
import { readStored, writeStored } from '../lib/storage'

/** What the computer store needs of a worker (a real `Worker`, or a fake in tests). */
export interface BotWorkerLike {
  postMessage(message: ToBotWorker): void
  terminate(): void
  onmessage: ((event: { data: FromBotWorker }) => void) | null
  onerror: ((event: unknown) => void) | null
}

/** Makes the bot worker of a game. */
export type BotWorkerFactory = () => BotWorkerLike

const defaultFactory: BotWorkerFactory = () =>
  new Worker(new URL('../workers/botWorker.ts', import.meta.url), { type: 'module', name: 'hexes-bot' }) as unknown as BotWorkerLike
let workerFactory: BotWorkerFactory = defaultFactory

/** Replaces the worker factory (tests inject a fake worker); `null` restores the real one. */
export function setBotWorkerFactory(factory: BotWorkerFactory | null): void {
  workerFactory = factory ?? defaultFactory
}

/** How long each computer action stays on screen before the next one, by name (ms). */
export const PACES = { slow: 1500, normal: 700, fast: 250, instant: 0 } as const
export type Pace = keyof typeof PACES
/** localStorage key of the chosen pace. */
export const PACE_KEY = 'hexes.computerPace'
/** The bot a computer side plays when the setup names none (an older save). */
export const FALLBACK_BOT = 'random'

function readPace(): Pace {
  const p = readStored(PACE_KEY)
  return p && p in PACES ? (p as Pace) : 'normal'
}

/**
 * What the computer is doing: `idle` (a human acts, or no computer plays), `thinking` (a decision
 * is being searched in the worker), `playing` (its action waits for its turn on screen), `paused`
 * (the replay is open), `error`.
 */
export type ComputerStatus = 'idle' | 'thinking' | 'playing' | 'paused' | 'error'

/**
 * The computer players. When the side to act (the pending decision's, else the phase's) is a
 * computer side, the store sends the state to the bot worker, which decides off the main thread
 * (the page stays responsive), and applies the answer through the play store, like a click (so
 * undo, autosave, the log and the replay see it as any action). The bot's seed comes from the
 * game's seed and the number of actions played, so the same game decides the same.
 *
 * Actions are shown one at a time at the chosen pace (skippable for the rest of the computer's
 * turn). A decision in flight is abandoned whenever the history changes under it (an undo, a load,
 * a new game, leaving); the worker lives as long as the game.
 */
export const useComputerStore = defineStore('computer', () => {
  const session = useSessionStore()
  const play = usePlayStore()

  const status = ref<ComputerStatus>('idle')
  /** The computer side acting (or last acting). */
  const side = ref<string | null>(null)
  /** Positions searched so far for the decision in flight (bots that report progress). */
  const nodes = ref(0)
  const error = ref<string | null>(null)
  const pace = ref<Pace>(readPace())
  /** The rest of this computer turn is played without waiting (until a human acts). */
  const skipping = ref(false)
  /** The computer's last action (to say what it just did). */
  const lastAction = shallowRef<BaseAction | null>(null)
  /** Time the last decision took in the worker (ms). */
  const decisionMs = ref<number | null>(null)
  /** Computer actions since a human last acted (for "see what happened"). */
  const playedSinceHuman = ref(0)

  /** A computer plays in this game. */
  const enabled = computed(() => session.computerSides.size > 0)
  /** The computer is taking its turn (or a decision): the page says so. */
  const busy = computed(() => session.computerToAct && status.value !== 'idle')

  let worker: BotWorkerLike | null = null
  let workerSetup: GameSetup | null = null
  let gameNo = 0
  let requestNo = 0
  let inFlight: { id: number; revision: number; epoch: number } | null = null
  /** A decided action waiting for its turn on screen (or for the replay to close). */
  let held: { action: BaseAction; revision: number; epoch: number } | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let lastChange = now()
  let resetPlans = true

  function now(): number {
    return typeof performance === 'undefined' ? Date.now() : performance.now()
  }

  function botOf(s: string): string {
    return session.setup?.bots?.[s] ?? FALLBACK_BOT
  }

  function ensureWorker(): BotWorkerLike {
    const setup = session.setup!
    if (worker && workerSetup === setup) return worker
    if (worker) disposeWorker()
    const w = workerFactory()
    worker = w
    workerSetup = setup
    gameNo++
    w.onmessage = (e) => {
      if (worker === w) onMessage(e.data)
    }
    w.onerror = (e) => {
      if (worker === w) fail((e as { message?: string } | null)?.message || 'The computer player stopped')
    }
    const scenario = toRaw(session.scenario)!
    w.postMessage({ type: 'init', game: gameNo, scenario: JSON.parse(JSON.stringify(scenario)), seed: setup.seed })
    resetPlans = false
    return w
  }

  function disposeWorker(): void {
    cancel()
    worker?.terminate()
    worker = null
    workerSetup = null
  }

  /** Forgets the decision in flight and the action waiting to be shown. */
  function cancel(): void {
    if (inFlight && worker) worker.postMessage({ type: 'abort', id: inFlight.id })
    inFlight = null
    held = null
    if (timer !== null) clearTimeout(timer)
    timer = null
  }

  function fail(message: string): void {
    cancel()
    error.value = message
    status.value = 'error'
  }

  const current = () => ({ revision: session.revision, epoch: session.epoch })
  const isCurrent = (x: { revision: number; epoch: number }) => x.revision === session.revision && x.epoch === session.epoch

  /** Decides what to do next; called whenever the game, the replay or the pace changes. */
  function step(): void {
    if (!session.state || !session.setup) {
      disposeWorker()
      status.value = 'idle'
      return
    }
    if (!session.computerToAct) {
      cancel()
      if (status.value !== 'error') status.value = 'idle'
      skipping.value = false
      return
    }
    if (status.value === 'error') return
    side.value = session.actingSide
    if (held && !isCurrent(held)) held = null
    if (inFlight && !isCurrent(inFlight)) cancel()
    if (session.replay) {
      status.value = 'paused'
      return
    }
    if (held) return show()
    if (inFlight) return
    const w = ensureWorker()
    const id = ++requestNo
    inFlight = { id, ...current() }
    nodes.value = 0
    status.value = 'thinking'
    const s = session.actingSide!
    w.postMessage({
      type: 'decide', id, game: gameNo, side: s, bot: botOf(s), state: toRaw(session.state), seed: botSeed(session.setup.seed, session.actionCount, s), reset: resetPlans,
    })
    resetPlans = false
  }

  function onMessage(m: FromBotWorker): void {
    if (m.type === 'error') {
      if (m.id === null || m.id === inFlight?.id) fail(m.message)
      return
    }
    if (!inFlight || m.id !== inFlight.id) return
    if (m.type === 'progress') {
      nodes.value = m.nodes
      return
    }
    const request = inFlight
    inFlight = null
    if (m.type === 'aborted' || !isCurrent(request)) return step()
    decisionMs.value = m.ms
    // For the bench: how long each decision took in the worker.
    if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark('hexes:computer-decision', { detail: { ms: m.ms } })
    if (!m.action) return fail('The computer player found no action to play')
    held = { action: m.action, ...current() }
    step()
  }

  /** Shows the held action once it has waited its turn on screen (at once when skipping). */
  function show(): void {
    status.value = 'playing'
    if (timer !== null) return
    const wait = skipping.value ? 0 : Math.max(0, PACES[pace.value] - (now() - lastChange))
    timer = setTimeout(apply, wait)
  }

  function apply(): void {
    timer = null
    // The replay opened while the action waited its turn: it keeps waiting (step shows "paused").
    if (session.replay) return step()
    const h = held
    held = null
    if (!h || !isCurrent(h) || !session.computerToAct) return step()
    if (!play.perform(h.action as BaseAction & Record<string, unknown>, 'computer')) {
      return fail(`The rules refused the computer's action: ${session.rejection?.message ?? h.action.type}`)
    }
    lastAction.value = h.action
    playedSinceHuman.value++
  }

  /** Plays the rest of this computer turn without waiting. */
  function skip(): void {
    skipping.value = true
    if (timer !== null && held) {
      clearTimeout(timer)
      timer = null
      apply()
    }
  }

  function setPace(p: Pace): void {
    pace.value = p
    writeStored(PACE_KEY, p) // without storage, the choice lasts for this visit
  }

  /** Hides the "the computer played n actions" note. */
  function dismissSummary(): void {
    playedSinceHuman.value = 0
  }

  /** After an error: try again from the current position. */
  function retry(): void {
    error.value = null
    status.value = 'idle'
    resetPlans = true
    step()
  }

  // One watcher, so that what changed is handled before deciding what to do next: a new game (or
  // leaving) gets a new worker, a rewritten history (undo, load) drops what was planned.
  let seen = { setup: session.setup, epoch: session.epoch, revision: session.revision }
  watch(() => [session.revision, session.epoch, session.replay, session.computerToAct, session.setup], () => {
    if (session.setup !== seen.setup) {
      if (session.setup !== workerSetup) disposeWorker()
      error.value = null
      status.value = 'idle'
      lastAction.value = null
      playedSinceHuman.value = 0
    }
    if (session.epoch !== seen.epoch) {
      cancel()
      resetPlans = true
      playedSinceHuman.value = 0
      if (status.value === 'error') {
        error.value = null
        status.value = 'idle'
      }
    }
    if (session.revision !== seen.revision) {
      lastChange = now()
      const last = session.lastAction
      if (last && !session.computerSides.has(last.side)) playedSinceHuman.value = 0
    }
    seen = { setup: session.setup, epoch: session.epoch, revision: session.revision }
    step()
  }, { immediate: true })

  return { status, side, nodes, decisionMs, error, pace, skipping, lastAction, playedSinceHuman, enabled, busy, skip, setPace, retry, dismissSummary }
})
