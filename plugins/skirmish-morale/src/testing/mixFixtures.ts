import { hexesMed } from '@hexes/plugin-hexes-med'
import { skirmishDice } from '@hexes/plugin-skirmish'
import { createTestGame, testScenario, type TestGame, type TestScenarioOptions } from '@hexes/testing'
import { skirmishMorale } from '../skirmishMoralePlugin'

/**
 * HEXES Med unit types for the mix tests, over HEXES Med's own (`heavy-infantry` F3 and the rest):
 * a troll that causes fear, wights (undead) and their necromancer, all F3 infantry, given their
 * keywords through `skirmish-dice`'s `adapter.keywords` (I-13, I-14).
 */
const MIX_TYPES = {
  troll: { name: 'Troll', kind: 'infantry', strength: 3, mp: 4 },
  wights: { name: 'Wights', kind: 'infantry', strength: 3, mp: 4 },
  necromancer: { name: 'Necromancer', kind: 'infantry', strength: 3, mp: 4 },
}

/** Their keywords (`skirmish-dice`'s `adapter.keywords`). */
const MIX_KEYWORDS = { troll: ['fear'], wights: ['undead'], necromancer: ['necromancer'] }

/** Options of {@link mixMoraleGame}. */
export interface MixMoraleOptions extends Omit<TestScenarioOptions, 'plugins' | 'units'> {
  /** The units: heavy infantry (F3, 6 HP, Cd 7) of side a unless told. */
  units: TestScenarioOptions['units']
  /** `skirmish-morale`'s config. */
  morale?: Record<string, unknown>
}

/**
 * A HEXES Med game with skirmish dice and the skirmish morale rules (the mix: I-03, I-13, I-14) on
 * the testing package's 8 × 8 map (side a from the south edge, b from the north), in side a's first
 * movement phase, with scripted dice when given.
 */
export function mixMoraleGame(o: MixMoraleOptions, dice?: readonly number[]): TestGame {
  const { morale, units, ...rest } = o
  const scenario = testScenario({
    ...rest,
    units: units.map((u) => ({ type: 'heavy-infantry', ...u })),
    plugins: [
      { id: 'hexes-med', config: { unitTypes: MIX_TYPES } },
      { id: 'skirmish-dice', config: { adapter: { keywords: MIX_KEYWORDS } } },
      { id: 'skirmish-morale', config: { ...morale } },
    ],
  })
  return createTestGame({ scenario, plugins: [hexesMed, skirmishDice, skirmishMorale], ...(dice ? { dice } : {}) })
}
