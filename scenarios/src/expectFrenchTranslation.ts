import type { Scenario } from '@hexes/core'
import { expect } from 'vitest'

/**
 * Test helper: the scenario's French translation is complete: its texts, every side, unit, label
 * and victory condition (and the default), and exactly the `messages` keys given (the names of
 * the scenario's own unit types and terrain, `unitType/<id>`, `terrain/<id>`).
 */
export function expectFrenchTranslation(scenario: Scenario, messages: readonly string[]): void {
  const fr = scenario.translations?.fr
  for (const key of ['name', 'date', 'summary', 'history', 'designNotes', 'scale'] as const) expect(fr?.[key], key).toBeTruthy()
  expect(Object.keys(fr?.sides ?? {}).sort()).toEqual(scenario.sides.map((s) => s.id).sort())
  expect(Object.keys(fr?.units ?? {}).sort()).toEqual(scenario.units.map((u) => u.id).sort())
  expect(Object.keys(fr?.labels ?? {}).sort()).toEqual(scenario.map.labels.map((l) => l.hex).sort())
  expect(Object.keys(fr?.victory ?? {}).sort()).toEqual([...scenario.victory.conditions.map((c) => c.id), 'default'].sort())
  expect(Object.keys(fr?.messages ?? {}).sort()).toEqual([...messages].sort())
}
