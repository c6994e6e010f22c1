import { createGame, isEngineError, type EngineError } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { swConfigSchema } from './config/swConfig'
import { successiveWaves } from './successiveWavesPlugin'
import { swInvariants } from './state/swInvariants'
import { swScenario } from './testing/swFixtures'
import { swTestKit } from './testing/swTestKit'

installMatchers()

const units = [
  { id: 'a1', hex: '1,6' },
  { id: 'a2', hex: '2,6' },
  { id: 'b1', side: 'b', hex: '6,1' },
]

function thrown(f: () => unknown): EngineError {
  try {
    f()
  } catch (e) {
    if (isEngineError(e)) return e
    throw e
  }
  throw new Error('expected an EngineError')
}

describe('successive-waves/plugin', () => {
  it('is refused without a base rule set, with a clear message (loader/missing-capability)', () => {
    const scenario = swScenario({ units })
    scenario.plugins = [{ id: 'successive-waves', config: { nativeSide: 'a' } }]
    const e = thrown(() => createGame({ scenario, plugins: [hexesMed, successiveWaves] }))
    expect(e.code).toBe('loader/invalid-mix')
    expect(e.issues).toEqual([expect.objectContaining({ code: 'loader/missing-capability', path: 'plugins[0]', plugin: 'successive-waves' })])
    expect(e.message).toContain('needs a plugin providing "base-rules"')
  })

  it('mixes into HEXES Med with no change to either: removing it gives a plain HEXES Med game', () => {
    const scenario = swScenario({ units })
    const mixed = createGame({ scenario, plugins: [hexesMed, successiveWaves, swTestKit] })
    expect(mixed.rules.phases.map((p) => p.slot)).toContain('6b')
    scenario.plugins = scenario.plugins.filter((p) => p.id !== 'successive-waves')
    const plain = createGame({ scenario, plugins: [hexesMed, successiveWaves, swTestKit] })
    expect(plain.rules.phases.map((p) => p.slot)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
    expect(plain.state.plugins['successive-waves']).toBeUndefined()
  })

  it('loads in either order of the scenario list (its phase is inserted after the base sequence)', () => {
    const scenario = swScenario({ units })
    scenario.plugins = [scenario.plugins[1]!, scenario.plugins[0]!, scenario.plugins[2]!]
    const g = createGame({ scenario, plugins: [hexesMed, successiveWaves, swTestKit] })
    expect(g.rules.phases.map((p) => p.slot)).toEqual(['1', '2', '3', '4', '5', '6', '6b', '7', '8'])
  })

  it('pins the catalogue defaults of its config (GAP-SW-04, -05, -06, -11)', () => {
    expect(swConfigSchema.parse({ nativeSide: 'zulus' })).toEqual({ nativeSide: 'zulus', minDistance: 3, edge: 'any', setAside: 'reserve', removalCountsAsLoss: false })
  })

  it('SW-1 requires the scenario to name the Native side in the config', () => {
    const scenario = swScenario({ units })
    scenario.plugins[1] = { id: 'successive-waves' }
    const e = thrown(() => createGame({ scenario, plugins: [hexesMed, successiveWaves, swTestKit] }))
    expect(e.code).toBe('loader/invalid-mix')
    expect(e.issues).toEqual([expect.objectContaining({ code: 'loader/bad-config', path: 'plugins[1].config.nativeSide' })])
  })

  it('SW-1 refuses a Native side that is not a side of the scenario', () => {
    const scenario = swScenario({ units, sw: { nativeSide: 'zulus' } })
    const e = thrown(() => createGame({ scenario, plugins: [hexesMed, successiveWaves, swTestKit] }))
    expect(e.code).toBe('scenario/invalid')
    expect(e.issues).toEqual([expect.objectContaining({ code: 'sw/unknown-native-side', path: 'plugins[1].config.nativeSide' })])
  })

  it('SW-10 with edge "nativeEdgesOnly" needs a Native side that owns an edge', () => {
    const scenario = swScenario({ units, sw: { edge: 'nativeEdgesOnly' } })
    scenario.sides[0]!.edges = []
    const e = thrown(() => createGame({ scenario, plugins: [hexesMed, successiveWaves, swTestKit] }))
    expect(e.issues).toEqual([expect.objectContaining({ code: 'sw/no-native-edges', path: 'plugins[1].config.edge' })])
  })
})

/** A tiny deterministic generator for picking random legal actions (no ambient randomness). */
function lcg(seed: number) {
  let s = seed >>> 0
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s % n
  }
}

describe('successive-waves/random play', () => {
  it('keeps every HEXES Med and Successive Waves invariant through random games that use the rule', () => {
    const scenario = swScenario({
      width: 10,
      height: 8,
      turns: 12,
      terrain: { '4,3': 'forest', '5,4': 'river', '2,2': 'hill' },
      units: [
        { id: 'a1', hex: '1,5' },
        { id: 'a2', hex: '2,5' },
        { id: 'a3', hex: '3,6', type: 'light-infantry' },
        { id: 'a4', hex: '4,6', type: 'light-infantry' },
        { id: 'b1', side: 'b', hex: '6,2', type: 'archer' },
        { id: 'b2', side: 'b', hex: '7,2' },
        { id: 'b3', side: 'b', hex: '8,3', type: 'heavy-cavalry' },
      ],
      leaders: [{ id: 'la', side: 'a', name: 'Native leader', unit: 'a1' }, { id: 'lb', side: 'b', name: 'Colonial leader', unit: 'b2' }],
    })
    scenario.plugins = scenario.plugins.filter((p) => p.id !== 'sw-test-kit')
    let waves = 0
    for (let seed = 1; seed <= 12; seed++) {
      const game = createGame({ scenario, plugins: [hexesMed, successiveWaves], seed })
      const pick = lcg(seed)
      for (let step = 0; step < 3000 && !game.state.result; step++) {
        const legal = game.legalActions()
        // Favour the procedure and combat so that waves actually happen.
        const preferred = legal.filter((a) => a.type.startsWith('sw/') || a.type === 'attack' || a.type === 'move')
        const pool = preferred.length > 0 && pick(4) !== 0 ? preferred : legal
        const action = pool[pick(pool.length)]!
        const r = game.act(action)
        if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(action)} → ${r.code}: ${r.message}`)
        if (action.type === 'sw/declare') waves++
        const issues = [...game.rules.hooks.invariants.call({ state: game.state, rules: game.rules }), ...swInvariants(game.state, successiveWaves.manifest.config!.parse({ nativeSide: 'a' }))]
        if (issues.length) throw new Error(`after ${JSON.stringify(action)}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`)
      }
      if (!game.state.result) {
        const counts: Record<string, number> = {}
        for (const a of game.log) counts[a.type] = (counts[a.type] ?? 0) + 1
        throw new Error(`seed ${seed}: no result after ${game.log.length} actions, turn ${JSON.stringify(game.state.turn)} ${JSON.stringify(counts)}`)
      }
    }
    expect(waves).toBeGreaterThan(0)
  })
})
