import { parseScenario, type GameEvent } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { skirmishDice } from '@hexes/plugin-skirmish'
import { warMachines } from '@hexes/plugin-war-machines'
import { describe, expect, it } from 'vitest'
import raw from '../castillon-1453.json' with { type: 'json' }
import { randomGame } from './randomGame'

/**
 * Seeded random play of `castillon-1453` with its three plugins: the scenario is there to show
 * war machines in a HEXES Med game (I-10), so random games must see the batteries reload and
 * fire, their shots take HP from Anglo-Gascon units, misfires, and a unit reduced by a gun.
 * `hexes simulate` checks the invariants of such games; this test counts what happens in them.
 */

const scenario = parseScenario(raw)
const plugins = [hexesMed, skirmishDice, warMachines]
const english = new Set(scenario.units.filter((u) => u.side === 'english').map((u) => u.id))

/** What an event shows, as one of the kinds counted below (or `undefined`). */
function kindOf(e: GameEvent): string | undefined {
  if (e.type === 'wm/shot') return 'battery shot'
  if (e.type === 'wm/loaded' || e.type === 'wm/banked') return 'battery reload'
  if (e.type === 'wm/misfire') return 'misfire'
  if (e.type === 'wm/hit' && english.has(e.unit as string) && (e.hp as number) > 0) return 'HP lost to a gun'
  // A template's damage records the HEXES Med step under its own rule (SK-WM-7/8/10/11, I-02).
  if (e.type === 'stepLost' && english.has(e.unit as string) && String(e.ruleId).startsWith('SK-WM')) return 'step lost to a gun'
  return undefined
}

const KINDS = ['battery shot', 'battery reload', 'misfire', 'HP lost to a gun', 'step lost to a gun']

describe('scenarios/castillon-1453: random play', () => {
  it('I-10 SK-WM-2/5/8/10/11 30 seeded random games end, and the batteries reload, fire, misfire and take HP and steps from Anglo-Gascon units', () => {
    const seen: Record<string, number> = Object.fromEntries(KINDS.map((k) => [k, 0]))
    for (let seed = 1; seed <= 30; seed++) {
      const game = randomGame({ scenario, plugins, seed, stream: `castillon/${seed}` })
      expect(game.state.result, `seed ${seed}`).not.toBeNull()
      for (const e of game.events) {
        const k = kindOf(e)
        if (k) seen[k] = seen[k]! + 1
      }
    }
    for (const k of KINDS) expect(seen[k], k).toBeGreaterThan(0)
  }, 60_000)
})
