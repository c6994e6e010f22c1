import type { BaseAction, PluginRequest } from '@hexes/core'
import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadScenario } from '../lib/catalog'
import type { PlayerKind } from '../lib/gameFactory'
import { BotHost } from '../workers/botHost'
import { botSeed, type FromBotWorker, type ToBotWorker } from '../workers/botProtocol'
import { PACES, setBotWorkerFactory, useComputerStore, type BotWorkerLike } from './computer'
import { usePlayStore } from './play'
import { useSessionStore } from './session'

type Decide = Extract<ToBotWorker, { type: 'decide' }>

/** A worker the test answers by hand: it records what the store sends. */
class FakeWorker implements BotWorkerLike {
  sent: ToBotWorker[] = []
  terminated = false
  onmessage: ((event: { data: FromBotWorker }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  postMessage(m: ToBotWorker): void {
    this.sent.push(structuredClone(m))
  }
  terminate(): void {
    this.terminated = true
  }
  reply(m: FromBotWorker): void {
    this.onmessage?.({ data: m })
  }
  decides(): Decide[] {
    return this.sent.filter((m): m is Decide => m.type === 'decide')
  }
  lastDecide(): Decide {
    return this.decides().at(-1)!
  }
}

/** A worker running the real bot host in-process (messages delivered asynchronously, as a worker does). */
class InProcessWorker implements BotWorkerLike {
  onmessage: ((event: { data: FromBotWorker }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  private readonly host = new BotHost((m) => setTimeout(() => this.onmessage?.({ data: structuredClone(m) }), 0))
  postMessage(m: ToBotWorker): void {
    void this.host.handle(structuredClone(m))
  }
  terminate(): void {}
}

async function teachingGame(players: Record<string, PlayerKind>, opts: { seed?: number; bots?: Record<string, string>; pace?: keyof typeof PACES; worker?: () => BotWorkerLike } = {}) {
  setActivePinia(createPinia())
  const workers: FakeWorker[] = []
  setBotWorkerFactory(opts.worker ?? (() => {
    const w = new FakeWorker()
    workers.push(w)
    return w
  }))
  const session = useSessionStore()
  const play = usePlayStore()
  const computer = useComputerStore()
  computer.setPace(opts.pace ?? 'instant')
  const scenario = (await loadScenario('teaching-ford'))!
  const bots = opts.bots ?? Object.fromEntries(Object.entries(players).filter(([, k]) => k === 'computer').map(([s]) => [s, 'test-bot']))
  const ok = await session.start({ scenarioId: scenario.id, plugins: scenario.plugins.map((p) => ({ ...p })) as PluginRequest[], players, bots, seed: opts.seed ?? 4 })
  if (!ok) throw new Error(session.error?.message)
  await flushPromises()
  return { session, play, computer, workers, worker: () => workers.at(-1)! }
}

/** Lets the store's watchers and its pacing timer run. */
async function settle(ms = 0): Promise<void> {
  await flushPromises()
  await vi.advanceTimersByTimeAsync(ms)
  await flushPromises()
}

/** Answers the decision in flight with `action`, and lets it be applied. */
/**
 * The computer (routiers) moves its men-at-arms next to the village militia, ends its phases up
 * to combat and attacks: with seed 4 the militia must retreat, a decision of the human side.
 */
async function playToMilitiaRetreat(w: FakeWorker, session: ReturnType<typeof useSessionStore>): Promise<void> {
  await answer(w, { type: 'move', side: 'routiers', unit: 'r-hc-1', to: '5,5' } as BaseAction)
  while (phaseId(session) !== 'combat') await answer(w, { type: 'end-phase', side: 'routiers' })
  await answer(w, { type: 'attack', side: 'routiers', attackers: ['r-hc-1'], defender: 'f-mi-1', mode: 'close' } as BaseAction)
}

async function answer(w: FakeWorker, action: BaseAction | null): Promise<void> {
  w.reply({ type: 'decision', id: w.lastDecide().id, action, ms: 1 })
  await settle()
}

const phaseId = (session: ReturnType<typeof useSessionStore>) => session.phase?.id

beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
})
afterEach(() => {
  setBotWorkerFactory(null)
  vi.useRealTimers()
})

describe('web/computer store', () => {
  it('asks the worker to decide for the computer side with a seed from the game, shows it thinking, and plays the answer like a click', async () => {
    const { session, play, computer, worker } = await teachingGame({ routiers: 'computer', french: 'human' }, { pace: 'normal' })
    const w = worker()
    // One worker per game: it gets the scenario (with the start screen's rules) once, then states.
    expect(w.sent[0]).toMatchObject({ type: 'init', game: 1, seed: 4, scenario: { id: 'teaching-ford', plugins: session.setup!.plugins } })
    const d = w.lastDecide()
    expect(d).toMatchObject({ game: 1, side: 'routiers', bot: 'test-bot', seed: botSeed(4, 0, 'routiers'), reset: false })
    expect(d.state).toEqual(session.state)
    expect(computer.status).toBe('thinking')
    expect(computer.busy).toBe(true)
    expect(computer.side).toBe('routiers')

    // The human cannot act for the computer: the map only selects.
    expect(session.computerToAct).toBe(true)
    expect(play.canMove).toBe(false)
    play.clickHex('2,4')
    expect(play.selected).toBe('r-hc-1')
    play.clickHex('5,5')
    expect(play.endPhase()).toBe(false)
    expect(session.actionCount).toBe(0)

    w.reply({ type: 'progress', id: d.id, nodes: 1234 })
    expect(computer.nodes).toBe(1234)
    // A stale answer (another request) is ignored.
    w.reply({ type: 'decision', id: d.id - 1, action: { type: 'end-phase', side: 'routiers' }, ms: 1 })
    await settle()
    expect(session.actionCount).toBe(0)

    // The answer waits for its turn on screen (the pace), then goes through the session like a click.
    w.reply({ type: 'decision', id: d.id, action: { type: 'move', side: 'routiers', unit: 'r-hc-1', to: '5,5' } as BaseAction, ms: 1 })
    await settle(PACES.normal - 100)
    expect(computer.status).toBe('playing')
    expect(session.actionCount).toBe(0)
    await settle(100)
    expect(session.actionCount).toBe(1)
    expect(session.state!.units.find((u) => u.id === 'r-hc-1')!.hex).toBe('5,5')
    expect(session.events.some((e) => e.type === 'moveCommitted' && e.unit === 'r-hc-1')).toBe(true)
    expect(computer.lastAction).toMatchObject({ type: 'move', unit: 'r-hc-1' })
    expect(session.canUndo).toBe(true)

    // The next decision: a new seed (one more action played).
    const d2 = w.lastDecide()
    expect(d2.id).toBeGreaterThan(d.id)
    expect(d2.seed).toBe(botSeed(4, 1, 'routiers'))
    // Skip: the rest of the computer's turn is played at once.
    computer.skip()
    w.reply({ type: 'decision', id: d2.id, action: { type: 'end-phase', side: 'routiers' }, ms: 1 })
    await settle()
    expect(session.actionCount).toBe(2)
    expect(phaseId(session)).toBe('leaders')
  })

  it('answers its own pending decisions, hands over to the human, sums up its turn and waits while the replay is open', async () => {
    const { session, computer, worker } = await teachingGame({ routiers: 'computer', french: 'human' })
    const w = worker()
    await playToMilitiaRetreat(w, session)
    // Seed 4: the militia must retreat: a decision of the human side.
    expect(session.pending).toMatchObject({ kind: 'hm/retreat', side: 'french' })
    expect(session.computerToAct).toBe(false)
    expect(computer.status).toBe('idle')
    expect(computer.playedSinceHuman).toBe(4)
    // The autosave, written in batches during the computer's turn, holds all of it once the human is to act.
    expect(session.readAutosave()!.save).toMatchObject({ actions: { length: 4 } })
    expect(session.readAutosave()!.setup.players).toEqual({ routiers: 'computer', french: 'human' })
    const asked = w.decides().length
    const retreat = session.legal.at(-1)!
    expect((await session.act(retreat as BaseAction & Record<string, unknown>)).ok).toBe(true)
    await settle()
    // The attacker's advance is the computer's decision.
    expect(session.pending).toMatchObject({ kind: 'hm/advance', side: 'routiers' })
    expect(computer.playedSinceHuman).toBe(0)
    expect(w.decides()).toHaveLength(asked + 1)

    // The replay holds the answer back until it closes (applying would close the replay).
    await session.openReplay('since-my-turn')
    expect(session.replay!.from).toBe(0)
    await answer(w, session.legal.at(-1)!)
    expect(computer.status).toBe('paused')
    expect(session.replay).not.toBeNull()
    expect(session.pending?.kind).toBe('hm/advance')
    session.closeReplay()
    await settle()
    expect(session.pending?.kind).not.toBe('hm/advance')
    expect(w.decides()).toHaveLength(asked + 2)
  })

  it('keeps the unit the human selected during the computer\'s turn while the computer moves, and clears it when the phase ends', async () => {
    const { session, play, worker } = await teachingGame({ routiers: 'computer', french: 'human' })
    const w = worker()
    const militia = session.state!.units.find((u) => u.id === 'f-mi-1')!
    play.clickHex(militia.hex!)
    expect(play.selected).toBe('f-mi-1')
    await answer(w, { type: 'move', side: 'routiers', unit: 'r-hc-1', to: '5,5' } as BaseAction)
    expect(session.actionCount).toBe(1)
    expect(play.selected).toBe('f-mi-1')
    await answer(w, { type: 'end-phase', side: 'routiers' })
    expect(play.selected).toBeNull()
  })

  it('keeps a decided action that waits its turn on screen when the replay opens, and plays it once the replay closes', async () => {
    const { session, computer, worker } = await teachingGame({ routiers: 'computer', french: 'human' }, { pace: 'normal' })
    const w = worker()
    const asked = w.decides().length
    w.reply({ type: 'decision', id: w.lastDecide().id, action: { type: 'move', side: 'routiers', unit: 'r-hc-1', to: '5,5' } as BaseAction, ms: 1 })
    await settle(100)
    expect(computer.status).toBe('playing')
    await session.openReplay('all')
    await settle(PACES.normal)
    expect(session.actionCount).toBe(0)
    expect(computer.status).toBe('paused')
    session.closeReplay()
    await settle(PACES.normal)
    expect(session.actionCount).toBe(1)
    expect(session.state!.units.find((u) => u.id === 'r-hc-1')!.hex).toBe('5,5')
    // Played as decided: the worker was not asked again for that action.
    expect(w.decides()).toHaveLength(asked + 1)
  })

  it('undoes back to the human decision point, drops the decision in flight, and never goes past a die roll', async () => {
    const { session, computer, worker } = await teachingGame({ routiers: 'computer', french: 'human' })
    const w = worker()
    await playToMilitiaRetreat(w, session)
    const atRetreat = { hash: JSON.stringify(session.state), count: session.actionCount }
    session.act(session.legal.at(-1)! as BaseAction & Record<string, unknown>) // the human retreats
    await settle()
    await answer(w, session.legal.at(-1)!) // the computer advances
    expect(session.actionCount).toBe(atRetreat.count + 2)
    const inFlight = w.lastDecide()
    expect(computer.status).toBe('thinking')

    // Undo: the computer's advance and the human's retreat go; the decision in flight is dropped.
    expect(session.undo()).toBe(true)
    await settle()
    expect(session.actionCount).toBe(atRetreat.count)
    expect(JSON.stringify(session.state)).toBe(atRetreat.hash)
    expect(w.sent).toContainEqual({ type: 'abort', id: inFlight.id })
    expect(computer.status).toBe('idle')
    w.reply({ type: 'decision', id: inFlight.id, action: { type: 'end-phase', side: 'routiers' }, ms: 1 })
    await settle()
    expect(session.actionCount).toBe(atRetreat.count)

    // Nothing goes back past the attack's die roll.
    expect(session.undo()).toBe(false)
    expect(session.rejection?.code).toBe('undo/irreversible')
    expect(JSON.stringify(session.state)).toBe(atRetreat.hash)

    // The next decision tells the bots to forget the plans made on the old history.
    session.act(session.legal.at(-1)! as BaseAction & Record<string, unknown>)
    await settle()
    expect(w.lastDecide()).toMatchObject({ reset: true, seed: botSeed(4, atRetreat.count + 1, 'routiers') })
  })

  it('refuses an undo that would only take back computer actions after a die roll, and leaves the game as it was', async () => {
    const { session, worker } = await teachingGame({ routiers: 'human', french: 'computer' })
    session.act({ type: 'move', side: 'routiers', unit: 'r-hc-1', to: '5,5' })
    while (phaseId(session) !== 'combat') session.act({ type: 'end-phase', side: 'routiers' })
    session.act({ type: 'attack', side: 'routiers', attackers: ['r-hc-1'], defender: 'f-mi-1', mode: 'close' })
    await settle()
    const w = worker()
    expect(w.lastDecide().side).toBe('french')
    await answer(w, session.legal.at(-1)!) // the computer's retreat
    expect(session.pending).toMatchObject({ kind: 'hm/advance', side: 'routiers' })
    const before = { state: JSON.stringify(session.state), events: session.events.length, count: session.actionCount, epoch: session.epoch, revision: session.revision }
    expect(session.undo()).toBe(false)
    expect(session.rejection?.code).toBe('undo/irreversible')
    // Same revision: a decision the computer is making on this position stays valid.
    expect({ state: JSON.stringify(session.state), events: session.events.length, count: session.actionCount, epoch: session.epoch, revision: session.revision }).toEqual(before)
    // Undo is no longer offered: it would fail again until the game moves on.
    expect(session.canUndo).toBe(false)
  })

  it('shows a worker error and tries again on request; a new game gets a new worker', async () => {
    const { session, computer, workers, worker } = await teachingGame({ routiers: 'computer', french: 'human' })
    const w = worker()
    w.reply({ type: 'error', id: w.lastDecide().id, message: 'Unknown bot "test-bot"' })
    expect(computer.status).toBe('error')
    expect(computer.error).toBe('Unknown bot "test-bot"')
    const n = w.decides().length
    computer.retry()
    expect(w.decides()).toHaveLength(n + 1)
    expect(w.lastDecide().reset).toBe(true)

    session.quit()
    await settle()
    expect(w.terminated).toBe(true)
    expect(workers).toHaveLength(1)
  })

  it('is idle in a hot-seat game: no worker at all', async () => {
    const { computer, workers, session } = await teachingGame({ routiers: 'human', french: 'human' })
    expect(computer.enabled).toBe(false)
    expect(computer.status).toBe('idle')
    expect(session.computerToAct).toBe(false)
    expect(workers).toHaveLength(0)
  })

  it('plays a whole game computer against computer through the real bot host, and the same seed plays the same game', async () => {
    const games: string[][] = []
    for (let run = 0; run < 2; run++) {
      const { session } = await teachingGame({ routiers: 'computer', french: 'computer' }, { bots: { routiers: 'random', french: 'random' }, worker: () => new InProcessWorker() })
      for (let i = 0; i < 2000 && !session.state!.result; i++) await settle(1)
      expect(session.state!.result).not.toBeNull()
      const save = session.saveFile()
      expect(save.actions.length).toBeGreaterThan(10)
      expect((save.meta as { setup: { players: unknown } }).setup.players).toEqual({ routiers: 'computer', french: 'computer' })
      games.push(save.actions.map((a) => JSON.stringify(a)))
    }
    expect(games[1]).toEqual(games[0])
  })
})
