import { parseScenario, type BaseAction, type GameEvent } from '@hexes/core'
import { skirmish } from '@hexes/plugin-skirmish'
import { skirmishMorale } from '@hexes/plugin-skirmish-morale'
import { describe, expect, it } from 'vitest'
import raw from '../lewes-1264.json' with { type: 'json' }
import { randomGame } from './randomGame'

/**
 * Seeded random play of `lewes-1264` with the skirmish and morale rules: the scenario is there to
 * exercise the morale rules and prisoners (issue #18), so random games must reach each of them.
 * `hexes simulate` checks the invariants of such games; this test counts what happens in them.
 */

const scenario = parseScenario(raw)

/**
 * The events of one game of the seeded random player ({@link randomGame}), except that a guard
 * next to a building always leaves its prisoners there (rare in uniform play, and one of the
 * things looked for).
 */
function randomEvents(seed: number): readonly GameEvent[] {
  const intoBuilding = (actions: readonly BaseAction[]) => actions.find((a) => a.type === 'sk-morale/hand-over' && typeof (a as { building?: unknown }).building === 'string')
  return randomGame({ scenario, plugins: [skirmish, skirmishMorale], seed, stream: `lewes/${seed}`, prefer: intoBuilding }).events
}

/** What a morale event shows, as one of the kinds counted below (or `undefined`). */
function kindOf(e: GameEvent): string | undefined {
  switch (e.type) {
    case 'sk-morale/test': {
      const trigger = String(e.trigger)
      return trigger.startsWith('panic:') ? 'panic test' : trigger === 'fear' || trigger === 'terror' ? 'fear or terror test' : trigger === 'rally' ? 'rally test' : 'post-melee test'
    }
    case 'sk-morale/flight':
      return e.lost === true ? 'flight off the edge' : 'flight'
    case 'sk-morale/pursuit':
      return 'pursuit'
    case 'sk-morale/rallied':
      return 'rally'
    case 'characterCaptured':
      return 'capture'
    case 'sk-morale/handed-over':
      return typeof e.building === 'string' ? 'prisoner into a building' : undefined
    default:
      return undefined
  }
}

const KINDS = ['panic test', 'post-melee test', 'fear or terror test', 'flight', 'flight off the edge', 'pursuit', 'rally test', 'rally', 'capture', 'prisoner into a building']

describe('scenarios/lewes-1264 random play', () => {
  it('SK-MORALE-1/3/4/7/8/10/19, SK-PRIS-5, GAP-SK-27: 60 seeded random games reach panic, fear, flight (off the edge too), pursuit, rally, capture and a prisoner left in a building', () => {
    const games: Record<string, number> = Object.fromEntries(KINDS.map((k) => [k, 0]))
    for (let seed = 1; seed <= 60; seed++) {
      const seen = new Set<string>()
      for (const e of randomEvents(seed)) {
        const k = kindOf(e)
        if (k) seen.add(k)
      }
      for (const k of seen) games[k]! += 1
    }
    for (const k of KINDS) expect(games[k], k).toBeGreaterThan(0)
    // The common ones happen in most games, not by luck.
    for (const k of ['panic test', 'fear or terror test', 'flight off the edge', 'capture']) expect(games[k], k).toBeGreaterThanOrEqual(20)
  }, 60_000)
})
