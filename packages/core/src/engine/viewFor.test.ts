import { describe, expect, it } from 'vitest'
import { injectable } from 'tsyringe'
import { definePlugin } from '../plugin/definePlugin'
import type { HookRegistry } from '../hooks/HookRegistry'
import type { RulePlugin } from '../plugin/RulePlugin'
import { coreTestPlugin, endPhase, move, play, testGame } from './testPlugins.fixture'
import { createGame } from './createGame'
import { hashState } from './hashState'
import { viewFor } from './viewFor'
import type { RngState, Sfc32State } from '../dice/rng'

/**
 * Whether `value` holds the dice generator anywhere: an `rng` key, the sfc32 words, or the hmac key
 * (or a quarter of it).
 */
function leaksGenerator(value: unknown, rng: RngState): boolean {
  const json = JSON.stringify(value)
  if (/"rng"\s*:/.test(json)) return true
  if (rng.algo === 'hmac-sha256') return [0, 16, 32, 48].some((i) => json.toLowerCase().includes(rng.key.slice(i, i + 16)))
  return rng.s.some((w) => w >= 100_000 && new RegExp(`(^|[^0-9])${w}([^0-9]|$)`).test(json))
}

const units = [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '2,5' }]

describe('core/viewFor', () => {
  it('strips the dice generator: no rng, no word of its state, for a side and for a spectator; the state is untouched', () => {
    const game = testGame({ units }, { seed: 'a secret seed' })
    play(game, move('a1', '2,3'), endPhase('a'))
    const state = game.state
    const hash = hashState(state)
    for (const viewer of ['a', 'b', null]) {
      const view = viewFor(game.rules, state, viewer)
      expect(view.viewer).toBe(viewer)
      expect('rng' in view).toBe(false)
      expect(leaksGenerator(view, state.rng)).toBe(false)
      expect(view.units).toEqual(state.units)
      expect(view.units).not.toBe(state.units)
    }
    expect(hashState(state)).toBe(hash)
    // The check itself sees a leak.
    expect(leaksGenerator(state, state.rng)).toBe(true)
    const rng = state.rng as Sfc32State
    expect(leaksGenerator({ x: [...rng.s] }, rng)).toBe(rng.s.some((w) => w >= 100_000))
  })

  it('strips the hmac-sha256 generator too: neither rng nor its secret key reach a side or a spectator', () => {
    const key = '3c'.repeat(16) + '9e'.repeat(16)
    const game = testGame({ units }, { seed: key, rng: 'hmac-sha256' })
    play(game, move('a1', '2,3'), endPhase('a'))
    const state = game.state
    expect(state.rng).toMatchObject({ algo: 'hmac-sha256', key })
    for (const viewer of ['a', 'b', null]) {
      const view = viewFor(game.rules, state, viewer)
      expect('rng' in view).toBe(false)
      expect(leaksGenerator(view, state.rng)).toBe(false)
    }
    expect(leaksGenerator({ note: key.slice(16, 32).toUpperCase() }, state.rng)).toBe(true)
  })

  it('lets a plugin hide what its rules keep secret (viewFor hook), per viewer', () => {
    @injectable()
    class Fog implements RulePlugin {
      apply(hooks: HookRegistry): void {
        hooks.setupState.tap('fog', ({ draft }) => {
          draft.plugins['fog'] = { plans: { a: 'flank left', b: 'hold the ford' } }
        })
        hooks.viewFor.tap('fog', (view, { viewer }) => {
          const plans = (view.plugins['fog'] as { plans: Record<string, string> }).plans
          for (const side of Object.keys(plans)) if (side !== viewer) delete plans[side]
          return view
        })
      }
    }
    const fog = definePlugin({ manifest: { id: 'fog', name: 'Fog', version: '0.0.0', engine: '^0.1.0' }, plugin: Fog })
    const game = createGame({ scenario: { ...testGame({ units }).rules.scenario, plugins: [{ id: 'core-test' }, { id: 'fog' }] }, plugins: [coreTestPlugin, fog] })
    expect(viewFor(game.rules, game.state, 'a').plugins['fog']).toEqual({ plans: { a: 'flank left' } })
    expect(viewFor(game.rules, game.state, null).plugins['fog']).toEqual({ plans: {} })
    expect(game.state.plugins['fog']).toEqual({ plans: { a: 'flank left', b: 'hold the ford' } })
  })
})
