// Test fixture of the combat tests: HEXES Med combats on the teaching scenario (real engine games).
import { createGame, type Game, type Scenario } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'

/**
 * The teaching scenario (seed 1) in the Free Company's first combat phase, with units placed: the
 * men-at-arms (and Sir Geoffrey) and the dismounted men-at-arms next to the village militia (unless `at` places them
 * elsewhere); the `reduced` units start reduced. Neither moved: no charge (HM-CHG-5).
 */
export function teachingCombat(at: Record<string, string> = { 'r-hc-1': '4,5', 'r-hi-1': '4,4' }, reduced: string[] = []): Game {
  const base = findScenario('teaching-ford') as Scenario
  const scenario = { ...base, units: base.units.map((u) => ({ ...u, hex: at[u.id] ?? u.hex, ...(reduced.includes(u.id) ? { reduced: true } : {}) })) }
  const g = createGame({ scenario, plugins: builtinPlugins, seed: 1 })
  while (g.state.turn.phase !== 'combat') g.act({ type: 'end-phase', side: g.state.turn.activeSide! })
  return g
}

