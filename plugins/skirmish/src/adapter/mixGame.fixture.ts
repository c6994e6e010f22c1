import type { GameEvent } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { createTestGame, testScenario, type TestGame, type TestScenarioOptions } from '@hexes/testing'
import type { StrikeRecord } from '../fight/SkCombatData'
import { skirmishDice } from './skirmishDicePlugin'

/** Options of a test game of HEXES Med with skirmish dice: heavy infantry unless told, the two plugins' configs. */
export interface MixGameOptions extends Omit<TestScenarioOptions, 'plugins' | 'units'> {
  /** The units (heavy infantry of side a unless told), with a facing if wanted. */
  units: (TestScenarioOptions['units'][number] & { facing?: number })[]
  /** `skirmish-dice`'s config. */
  config?: Record<string, unknown>
  /** `hexes-med`'s config. */
  hmConfig?: Record<string, unknown>
}

/** A HEXES Med test game with skirmish dice (side a from the south edge, b from the north), in side a's first movement phase. */
export function mixGame(o: MixGameOptions, dice?: readonly number[]): TestGame {
  const { config, hmConfig, ...rest } = o
  const scenario = testScenario({
    ...rest,
    plugins: [{ id: 'hexes-med', ...(hmConfig ? { config: hmConfig } : {}) }, { id: 'skirmish-dice', ...(config ? { config } : {}) }],
    units: o.units.map((u) => ({ type: 'heavy-infantry', ...u })),
  })
  return createTestGame({ scenario, plugins: [hexesMed, skirmishDice], ...(dice ? { dice: [...dice] } : {}) })
}

/** Plays end-phase until `side`'s `phase` (side a by default). */
export function toPhase(t: TestGame, phase: string, side = 'a'): void {
  t.advanceUntil((s) => s.turn.phase === phase && s.turn.activeSide === side)
}

/** The events of a type, in order. */
export function eventsOf(t: TestGame, type: string): GameEvent[] {
  return t.game.events.filter((e) => e.type === type)
}

/** The skirmish combat data of the last combat: its round and strikes. */
export function lastFight(t: TestGame): { round?: string; strikes: StrikeRecord[] } {
  return (eventsOf(t, 'combatResolved').at(-1)!.outcome as { data: { round?: string; strikes: StrikeRecord[] } }).data
}
