import { BATTLE_RECORD, type BattleRecord, type BattleRecordService, type SideRecord } from '@hexes/core'
import { skirmish, type SkUnitType } from '@hexes/plugin-skirmish'
import { skirmishMorale } from '@hexes/plugin-skirmish-morale'
import { createTestGame, testScenario, type TestGame, type TestScenarioOptions } from '@hexes/testing'
import { victoryPoints } from '../victoryPointsPlugin'

/** Unit types with few dice, so that scripted dice stay short (the morale rules' test types). */
export const VP_TEST_TYPES: Readonly<Record<string, SkUnitType>> = {
  /** Two figures of 2 HP (4 HP), one attack each. */
  duo: { name: 'Duo', figures: 2, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 2, hp: 2, command: 7, keywords: ['infantry'] },
  /** Ten men of 1 HP. */
  foot: { name: 'Men-at-arms', figures: 10, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 1, command: 7, keywords: ['infantry'] },
  /** The general: one figure of 3 HP. */
  general: { name: 'General', figures: 1, move: 4, attacks: 2, attackBonus: 1, defence: 4, damage: 2, constitution: 3, hp: 3, command: 9, keywords: ['infantry', 'general'] },
  /** The great banner's bearer: one figure of 2 HP. */
  banner: { name: 'Great banner', figures: 1, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 2, command: 7, keywords: ['infantry', 'greatBanner'] },
  /** An enchanter with 2 spells and 1 item (the Ford of the Dead's). */
  wizard: { name: 'Enchanter', figures: 1, move: 6, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 2, command: 8, keywords: ['infantry', 'enchanter'], spells: 2, items: 1 },
  /** Skeletons: five figures of 1 HP, undead. */
  skeletons: { name: 'Skeletons', figures: 5, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 1, command: 5, keywords: ['infantry', 'undead'] },
  /** The necromancer, the undead host's general: one figure of 3 HP. */
  necromancer: { name: 'Necromancer', figures: 1, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 3, command: 8, keywords: ['infantry', 'necromancer', 'general'] },
  /** Two short-bow archers of 1 HP (damage 2). */
  bowmen: { name: 'Bowmen', figures: 2, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 2, hp: 1, command: 7, keywords: ['infantry', 'archer'], missile: { weapon: 'shortBow' } },
}

/** Options of {@link vpGame}. */
export interface VpGameOptions extends Omit<TestScenarioOptions, 'plugins'> {
  /** Config of the `skirmish-morale` plugin. */
  morale?: Record<string, unknown>
  /** Config of the `victory-points` plugin. */
  vp?: Record<string, unknown>
}

/** A skirmish game (12 × 12, side `a` south facing north, `b` north) with the morale and victory-point rules. */
export function vpGame(o: VpGameOptions, dice?: readonly number[]): TestGame {
  const { morale, vp, units, ...rest } = o
  const plugins = [{ id: 'skirmish', config: { unitTypes: VP_TEST_TYPES } }, { id: 'skirmish-morale', config: { ...morale } }, { id: 'victory-points', config: { ...vp } }]
  const scenario = testScenario({ width: 12, height: 12, ...rest, units: units.map((u) => ({ type: 'duo', ...u })), plugins })
  return createTestGame({ scenario, plugins: [skirmish, skirmishMorale, victoryPoints], ...(dice ? { dice } : {}) })
}

/** The game's battle record (`BATTLE_RECORD`). */
export function recordOf(t: TestGame): BattleRecord {
  return t.game.rules.container.resolve<BattleRecordService>(BATTLE_RECORD).record({ state: t.state, rules: t.game.rules })
}

/** One side's part of the game's battle record. */
export function sideOf(t: TestGame, side: string): SideRecord {
  return recordOf(t).sides.find((s) => s.side === side)!
}

/** Plays side a's steps until its shooting step, or its melee step. */
export const toShooting = (t: TestGame): TestGame => (t.advanceUntil((s) => s.turn.phase === 'shooting' && s.turn.activeSide === 'a'), t)
export const toMelee = (t: TestGame): TestGame => (t.advanceUntil((s) => s.turn.phase === 'melee' && s.turn.activeSide === 'a'), t)

/** A volley, a melee attack of side a. */
export const shoot = (unit: string, target: string) => ({ type: 'attack', side: 'a', attackers: [unit], defender: target, mode: 'missile' })
export const fight = (unit: string, target: string) => ({ type: 'attack', side: 'a', attackers: [unit], defender: target, mode: 'melee' })
