import { checkAction, createGame, type BaseAction, type GameRules, type GameState } from '@hexes/core'
import { describe, expect, it, vi } from 'vitest'
import { loadScenario, plugins } from '../lib/catalog'
import { BotHost } from './botHost'
import type { FromBotWorker } from './botProtocol'

// A bot that decides in slices like the real AI (`decide` with a signal), registered as "sliced".
const sliced = vi.hoisted(() => ({ calls: [] as { seed: unknown }[], resets: 0 }))
vi.mock('@hexes/ai', async (importOriginal) => {
  const ai = await importOriginal<typeof import('@hexes/ai')>()
  return {
    ...ai,
    createBot: (name: string) => name !== 'sliced' ? ai.createBot(name) : {
      name: 'sliced',
      chooseAction: () => null,
      reset: () => void sliced.resets++,
      async decide(_rules: GameRules, state: GameState, o: { seed?: unknown; signal?: AbortSignal; onProgress?(s: { nodes: number }): void }) {
        sliced.calls.push({ seed: o.seed })
        for (let i = 1; i <= 5; i++) {
          await new Promise((r) => setTimeout(r, 30))
          if (o.signal?.aborted) throw new Error('aborted')
          o.onProgress?.({ nodes: i * 100 })
        }
        return { action: { type: 'end-phase', side: state.turn.activeSide } }
      },
    },
  }
})

async function setup() {
  const scenario = (await loadScenario('teaching-ford'))!
  const game = createGame({ scenario, plugins, seed: 3 })
  const out: FromBotWorker[] = []
  let t = 0
  const host = new BotHost((m) => out.push(m), () => (t += 60))
  await host.handle({ type: 'init', game: 7, scenario, seed: 3 })
  return { game, out, host }
}

describe('web/botHost (the bot worker without the worker)', () => {
  it('decides a legal action for the side to act, the same one for the same seed', async () => {
    const { game, out, host } = await setup()
    await host.handle({ type: 'decide', id: 1, game: 7, side: 'routiers', bot: 'random', state: game.state, seed: 's/0', reset: false })
    await host.handle({ type: 'decide', id: 2, game: 7, side: 'routiers', bot: 'random', state: game.state, seed: 's/0', reset: false })
    const [a, b] = out as Extract<FromBotWorker, { type: 'decision' }>[]
    expect(a).toMatchObject({ type: 'decision', id: 1 })
    expect(b!.action).toEqual(a!.action)
    expect('ok' in checkAction(game.rules, game.state, a!.action as BaseAction)).toBe(false)
  })

  it('reports an unknown bot, a game it has no rules for and a scenario the loader refuses', async () => {
    const { game, out, host } = await setup()
    await host.handle({ type: 'decide', id: 1, game: 7, side: 'routiers', bot: 'nobody', state: game.state, seed: 's', reset: false })
    await host.handle({ type: 'decide', id: 2, game: 8, side: 'routiers', bot: 'random', state: game.state, seed: 's', reset: false })
    expect(out).toEqual([
      { type: 'error', id: 1, message: 'Unknown bot "nobody"' },
      { type: 'error', id: 2, message: 'The bot worker has no rules for game 8' },
    ])
    const scenario = (await loadScenario('teaching-ford'))!
    await host.handle({ type: 'init', game: 9, scenario: { ...scenario, plugins: [] }, seed: 1 })
    expect(out[2]).toMatchObject({ type: 'error', id: null })
  })

  it('runs a sliced bot with the seed, reports its progress, resets its plans on request, and stops when aborted', async () => {
    const { game, out, host } = await setup()
    await host.handle({ type: 'decide', id: 1, game: 7, side: 'routiers', bot: 'sliced', state: game.state, seed: 'seed-1', reset: false })
    expect(sliced.calls).toEqual([{ seed: 'seed-1' }])
    expect(out.filter((m) => m.type === 'progress').length).toBeGreaterThan(0)
    expect(out.at(-1)).toEqual({ type: 'decision', id: 1, action: { type: 'end-phase', side: 'routiers' }, ms: expect.any(Number) })

    out.length = 0
    const running = host.handle({ type: 'decide', id: 2, game: 7, side: 'routiers', bot: 'sliced', state: game.state, seed: 'seed-2', reset: true })
    await new Promise((r) => setTimeout(r, 40))
    void host.handle({ type: 'abort', id: 2 })
    await running
    expect(sliced.resets).toBe(1)
    expect(out.at(-1)).toEqual({ type: 'aborted', id: 2 })

    // Aborted before it started: never run.
    out.length = 0
    void host.handle({ type: 'abort', id: 3 })
    await host.handle({ type: 'decide', id: 3, game: 7, side: 'routiers', bot: 'sliced', state: game.state, seed: 'seed-3', reset: false })
    expect(out).toEqual([{ type: 'aborted', id: 3 }])
    expect(sliced.calls).toHaveLength(2)
  })
})
