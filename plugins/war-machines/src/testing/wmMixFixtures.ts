import { hexesMed } from '@hexes/plugin-hexes-med'
import { skirmishDice } from '@hexes/plugin-skirmish'
import { createTestGame, testScenario, type TestGame, type TestScenarioOptions } from '@hexes/testing'
import { warMachines } from '../warMachinesPlugin'

/**
 * Test fixtures of the war machines in a HEXES Med game (catalogue I-10): HEXES Med with skirmish
 * dice (`skirmish-dice`, I-02) and the war-machine rules. Three HM unit types are machines, each
 * served by 3 crew figures of 2 HP (6 HP: two steps of 3, as every HM unit under the adapter), M1;
 * every other unit is HEXES Med's heavy infantry (6 HP, constitution 3). Side `a` deploys on the
 * south edge, `b` on the north.
 */
const gun = (name: string) => ({ name, kind: 'infantry', strength: 1, mp: 1 })
const crew = { figures: 3, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 3, hp: 2, command: 6 }

/** The HM unit types of the machines, their adapter profiles and keywords, and their machine profiles. */
export const WM_MIX_TYPES = { catapult: gun('Trebuchet'), bombard: gun('Bombard'), cannon: gun('Culverin') }

/** Options of {@link wmMixGame}. */
export interface WmMixOptions extends Omit<TestScenarioOptions, 'plugins' | 'units'> {
  units: TestScenarioOptions['units']
  /** Config of `war-machines` on top of the machines. */
  wm?: Record<string, unknown>
  /** Machine profiles over the defaults (`{ cannon: { kind: 'cannon', hexRange: 4 } }`). */
  machines?: Record<string, unknown>
}

/** A HEXES Med scenario with skirmish dice and war machines, on a 10 × 10 clear map unless told. */
export function wmMixScenario(o: WmMixOptions) {
  const { wm, machines, units, ...rest } = o
  const plugins = [
    { id: 'hexes-med', config: { unitTypes: WM_MIX_TYPES } },
    { id: 'skirmish-dice', config: { adapter: { profiles: { catapult: crew, bombard: crew, cannon: crew }, keywords: { catapult: ['warMachine'], bombard: ['warMachine'], cannon: ['warMachine'] } } } },
    { id: 'war-machines', config: { machines: { catapult: { kind: 'catapult' }, bombard: { kind: 'bombard' }, cannon: { kind: 'cannon' }, ...machines }, ...wm } },
  ]
  return testScenario({ width: 10, height: 10, ...rest, units: units.map((u) => ({ type: 'heavy-infantry', ...u })), plugins })
}

/** The plugins of {@link wmMixScenario}. */
export const WM_MIX_PLUGINS = [hexesMed, skirmishDice, warMachines]

/** A game of {@link wmMixScenario}, in side a's first movement phase, with scripted dice when given. */
export function wmMixGame(o: WmMixOptions, dice?: readonly number[]): TestGame {
  return createTestGame({ scenario: wmMixScenario(o), plugins: WM_MIX_PLUGINS, ...(dice ? { dice } : {}) })
}

/** Ends phases until `side`'s HEXES Med phase `phase` (`movement`, `combat`), of a later turn if it is past. */
export function toHmPhase(t: TestGame, phase: string, side = 'a'): TestGame {
  t.advanceUntil((s) => s.turn.phase === phase && s.turn.activeSide === side)
  return t
}

/** Ends phases until side a's combat phase of the next turn. */
export function toNextCombat(t: TestGame): TestGame {
  const turn = t.state.turn.turn
  t.advanceUntil((s) => s.turn.turn > turn && s.turn.phase === 'combat' && s.turn.activeSide === 'a')
  return t
}
