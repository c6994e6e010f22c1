import type { TestGame } from '@hexes/testing'
import { createTestGame } from '@hexes/testing'
import { skirmish } from '../skirmishPlugin'
import { skScenario, type SkScenarioOptions } from '../testing/skFixtures'

/**
 * A three-army skirmish scenario for the tests of SK-MELEE-3 and GAP-SK-38: the skirmish test
 * scenario (`skScenario`: an 8x8 clear map, sides `a` and `b`) with a third side `c` ("Side C",
 * from the east edge), acting after `b`. Units of `c` say their `facing` (nothing defaults it).
 */
export function threeArmyScenario(o: SkScenarioOptions) {
  const s = skScenario(o)
  return { ...s, sides: [...s.sides, { id: 'c', name: 'Side C', edges: ['east'] }] }
}

/** A three-army skirmish game for a rule test, with scripted dice when given. */
export function threeArmyGame(o: SkScenarioOptions, dice?: readonly number[]): TestGame {
  return createTestGame({ scenario: threeArmyScenario(o), plugins: [skirmish], ...(dice ? { dice } : {}) })
}
