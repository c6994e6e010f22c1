import { parseScenario, type GameEvent } from '@hexes/core'
import { flyers } from '@hexes/plugin-flyers'
import { skirmish } from '@hexes/plugin-skirmish'
import { skirmishMorale } from '@hexes/plugin-skirmish-morale'
import { victoryPoints } from '@hexes/plugin-victory-points'
import { warMachines } from '@hexes/plugin-war-machines'
import { describe, expect, it } from 'vitest'
import raw from '../ford-of-the-dead.json' with { type: 'json' }
import { randomGame } from './randomGame'

/**
 * Seeded random play of `ford-of-the-dead` (S5) with its five plugins: the scenario is there to
 * exercise the war machines, the bridge, the flyers and the undead (issue #19), so random games
 * must reach each of them. `hexes simulate` checks the invariants of such games; this test counts
 * what happens in them.
 */

const scenario = parseScenario(raw)
const plugins = [skirmish, skirmishMorale, warMachines, flyers, victoryPoints]

/** The events of one game of the seeded random player ({@link randomGame}), which must end. */
function randomEvents(seed: number): readonly GameEvent[] {
  const game = randomGame({ scenario, plugins, seed, stream: `ford/${seed}` })
  expect(game.state.result, `seed ${seed}`).not.toBeNull()
  return game.events
}

/** What an event shows, as one of the kinds counted below (or `undefined`). */
function kindOf(e: GameEvent): string | undefined {
  if (e.type === 'wm/shot') return 'machine shot'
  if (e.type === 'wm/misfire') return 'misfire'
  if (e.type === 'sk/structure-destroyed') return e.structure === 'bridge' ? 'bridge destroyed' : undefined
  if (e.type === 'wm/structure-hit' && e.structure === 'tower') return 'tower hit'
  if (e.type === 'sk-morale/dispelled') return 'undead dispelled'
  if (e.type === 'sk-morale/test' && (e.trigger === 'fear' || e.trigger === 'terror')) return 'fear or terror test'
  return undefined
}

const KINDS = ['machine shot', 'misfire', 'bridge destroyed', 'tower hit', 'undead dispelled', 'fear or terror test']

describe('scenarios/ford-of-the-dead: random play', () => {
  it('SK-WM-5/8/12/13, SK-MORALE-23, GAP-SK-36: 40 seeded random games end, and reach machine shots, misfires, the bridge\'s fall, hits on the tower, the undead dispelled and fear or terror tests', () => {
    const seen: Record<string, number> = Object.fromEntries(KINDS.map((k) => [k, 0]))
    for (let seed = 1; seed <= 40; seed++) {
      for (const e of randomEvents(seed)) {
        const k = kindOf(e)
        if (k) seen[k] = seen[k]! + 1
      }
    }
    for (const k of KINDS) expect(seen[k], k).toBeGreaterThan(0)
  }, 60_000)
})
