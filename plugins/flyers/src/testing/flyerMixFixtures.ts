import { hexesMed } from '@hexes/plugin-hexes-med'
import { skirmishDice } from '@hexes/plugin-skirmish'
import { createTestGame, testScenario, type TestGame, type TestScenarioOptions } from '@hexes/testing'
import { flyers } from '../flyersPlugin'

/** HEXES Med unit types for the mix tests, over HEXES Med's own: giant bats, F2 infantry of 5 MP, given the keyword `flyer` through `skirmish-dice`'s `adapter.keywords`. */
const MIX_TYPES = { bats: { name: 'Giant bats', kind: 'infantry', strength: 2, mp: 5 } }

/** Options of {@link flyerMixGame}. */
export interface FlyerMixOptions extends Omit<TestScenarioOptions, 'plugins' | 'units'> {
  /** The units: giant bats of side a unless told. */
  units: TestScenarioOptions['units']
  /** `flyers`' config. */
  flyers?: Record<string, unknown>
  /** Leave the flyers rules out (the same battle without them). */
  withoutFlyers?: boolean
}

/**
 * A HEXES Med game with skirmish dice and the flyers rules (the mix: I-04) on the testing
 * package's 8 × 8 map (side a from the south edge, b from the north), in side a's first movement
 * phase, with scripted dice when given.
 */
export function flyerMixGame(o: FlyerMixOptions, dice?: readonly number[]): TestGame {
  const { flyers: fly, withoutFlyers, units, ...rest } = o
  const scenario = testScenario({
    ...rest,
    units: units.map((u) => ({ type: 'bats', ...u })),
    plugins: [
      { id: 'hexes-med', config: { unitTypes: MIX_TYPES } },
      { id: 'skirmish-dice', config: { adapter: { keywords: { bats: ['flyer'] } } } },
      ...(withoutFlyers ? [] : [{ id: 'flyers', config: { ...fly } }]),
    ],
  })
  return createTestGame({ scenario, plugins: withoutFlyers ? [hexesMed, skirmishDice] : [hexesMed, skirmishDice, flyers], ...(dice ? { dice } : {}) })
}
