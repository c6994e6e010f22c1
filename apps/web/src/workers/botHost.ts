import { checkAction, createGame, seedRng, type BaseAction, type GameRules, type GameState } from '@hexes/core'
import { createBot, type Bot } from '@hexes/ai'
import { plugins } from '../lib/catalog'
import type { FromBotWorker, ToBotWorker } from './botProtocol'

/** Options of one sliced decision, as bots that search asynchronously take them. */
interface DecideOptions {
  seed?: number | string
  signal?: AbortSignal
  onProgress?(stats: { nodes: number }): void
}

/**
 * A bot that can also decide in slices, returning to the event loop between them so that an
 * `abort` message is heard (the real AI's `decide`), and forget its plans after an undo (`reset`).
 * Any plain {@link Bot} works too: it then decides in one go with `chooseAction`.
 */
interface SlicedBot extends Bot {
  decide?(rules: GameRules, state: GameState, options?: DecideOptions): Promise<{ action: BaseAction | null }>
  reset?(): void
}

/** Progress messages at most this often (ms). */
const PROGRESS_EVERY = 100

/**
 * What the bot worker does, without the worker (so it is testable in-process): builds the rules
 * once per game, keeps one bot per computer side, decides one request at a time in arrival
 * order, and checks every answer against the rules before sending it.
 */
export class BotHost {
  private game = -1
  private rules: GameRules | null = null
  private setupError: string | null = null
  private readonly bots = new Map<string, SlicedBot>()
  private readonly aborted = new Set<number>()
  private readonly running = new Map<number, AbortController>()
  private queue: Promise<void> = Promise.resolve()

  constructor(
    private readonly post: (m: FromBotWorker) => void,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Handles a message; decisions run one after the other. Resolves when this one is done. */
  handle(m: ToBotWorker): Promise<void> {
    if (m.type === 'abort') {
      this.aborted.add(m.id)
      this.running.get(m.id)?.abort()
      return Promise.resolve()
    }
    this.queue = this.queue.then(() => (m.type === 'init' ? this.init(m) : this.decide(m))).catch((e: unknown) => {
      this.post({ type: 'error', id: m.type === 'decide' ? m.id : null, message: e instanceof Error ? e.message : String(e) })
    })
    return this.queue
  }

  private init(m: Extract<ToBotWorker, { type: 'init' }>): void {
    this.game = m.game
    this.rules = null
    this.setupError = null
    this.bots.clear()
    try {
      this.rules = createGame({ scenario: m.scenario, plugins, seed: m.seed }).rules
    } catch (e) {
      this.setupError = e instanceof Error ? e.message.split('\n')[0]! : String(e)
      this.post({ type: 'error', id: null, message: this.setupError })
    }
  }

  private async decide(m: Extract<ToBotWorker, { type: 'decide' }>): Promise<void> {
    if (this.aborted.delete(m.id)) return this.post({ type: 'aborted', id: m.id })
    const rules = this.rules
    if (!rules || m.game !== this.game) throw new Error(this.setupError ?? `The bot worker has no rules for game ${m.game}`)
    if (m.reset) for (const b of this.bots.values()) b.reset?.()
    const key = `${m.side}/${m.bot}`
    let bot = this.bots.get(key)
    if (!bot) {
      bot = createBot(m.bot) as SlicedBot | undefined
      if (!bot) throw new Error(`Unknown bot "${m.bot}"`)
      this.bots.set(key, bot)
    }
    const t0 = this.clock()
    let action: BaseAction | null
    if (bot.decide) {
      const controller = new AbortController()
      this.running.set(m.id, controller)
      let last = t0
      try {
        const d = await bot.decide(rules, m.state, {
          seed: m.seed,
          signal: controller.signal,
          onProgress: (stats) => {
            const now = this.clock()
            if (now - last < PROGRESS_EVERY) return
            last = now
            this.post({ type: 'progress', id: m.id, nodes: stats.nodes })
          },
        })
        action = d.action
      } catch (e) {
        if (controller.signal.aborted) return this.post({ type: 'aborted', id: m.id })
        throw e
      } finally {
        this.running.delete(m.id)
        this.aborted.delete(m.id)
      }
    } else {
      action = bot.chooseAction(rules, m.state, seedRng(m.seed))
    }
    if (action) {
      const checked = checkAction(rules, m.state, action)
      if ('ok' in checked) throw new Error(`The bot "${m.bot}" chose an illegal action (${checked.ruleId}: ${checked.message})`)
    }
    this.post({ type: 'decision', id: m.id, action, ms: Math.round(this.clock() - t0) })
  }
}
