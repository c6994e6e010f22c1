import type { Scenario } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { createTestGame, testScenario, type TestGame, type TestScenarioOptions } from '@hexes/testing'
import { successiveWaves } from '../successiveWavesPlugin'
import { swTestKit } from './swTestKit'

/**
 * Test fixtures of the Successive Waves tests (not part of the plugin's API): the `testScenario`
 * map (8x8 clear unless told, sides `a` = Camp 1 and `b`), HEXES Med plus Successive Waves with
 * `nativeSide` (default `a`), heavy infantry unless told, and the test kit (`test/reduce`,
 * `test/eliminate`).
 *
 * Hex reminder (flat-top, odd-q offset): `c,r` and `c,r+1` are adjacent; from an even column `c`
 * the east neighbours are `c+1,r-1` and `c+1,r`, from an odd column `c+1,r` and `c+1,r+1`.
 */
export function swScenario(o: TestScenarioOptions & { sw?: Record<string, unknown>; hm?: Record<string, unknown> }): Scenario {
  const { sw, hm, ...rest } = o
  return testScenario({
    plugins: [
      { id: 'hexes-med', ...(hm ? { config: hm } : {}) },
      { id: 'successive-waves', config: { nativeSide: 'a', ...sw } },
      { id: 'sw-test-kit' },
    ],
    ...rest,
    units: o.units.map((u) => ({ type: 'heavy-infantry', ...u })),
  })
}

/** A test game of {@link swScenario}. */
export function swGame(o: Parameters<typeof swScenario>[0], extra: { dice?: number[] } = {}): TestGame {
  return createTestGame({ scenario: swScenario(o), plugins: [hexesMed, successiveWaves, swTestKit], ...(extra.dice ? { dice: extra.dice } : {}) })
}

/** Ends phases until the Successive Waves phase of the current (or next) turn. */
export function toWavePhase(t: TestGame): void {
  t.advanceUntil((s) => s.turn.phase === 'successive-waves')
}

/** Action builders. */
export const declare = (removeUnits: string[] = [], removeLeader?: string, side = 'a') => ({
  type: 'sw/declare', side, removeUnits, ...(removeLeader !== undefined ? { removeLeader } : {}),
})
export const place = (unit: string, hex: string, side = 'a') => ({ type: 'sw/place', side, unit, hex })
export const placeLeader = (leader: string, unit: string, side = 'a') => ({ type: 'sw/place-leader', side, leader, unit })
export const setAside = (side = 'a') => ({ type: 'sw/set-aside', side })
export const restart = (side = 'a') => ({ type: 'sw/restart', side })
export const endPhase = (side = 'a') => ({ type: 'end-phase', side })
export const reduce = (unit: string, side = 'a') => ({ type: 'test/reduce', side, unit })
export const eliminate = (unit: string, side = 'a') => ({ type: 'test/eliminate', side, unit })

/**
 * The corridor of the pure tests as a HEXES Med map: 11x7, river everywhere except row 3 and the
 * enemy's hex. From 3,3 the nearest edge hex a unit can enter is 0,3 (the enemy's own hex may be
 * another). The Native units a1..a3 wait at the east end of the corridor; `remove` are reduced
 * and removed by a declaration.
 */
export function corridorGame(enemyHex: string, remove = ['a1']) {
  const terrain: Record<string, string> = {}
  for (let row = 0; row < 7; row++) for (let col = 0; col < 11; col++) if (row !== 3 && `${col},${row}` !== enemyHex) terrain[`${col},${row}`] = 'river'
  const t = swGame({ width: 11, height: 7, terrain, units: [{ id: 'a1', hex: '8,3' }, { id: 'a2', hex: '9,3' }, { id: 'a3', hex: '10,3' }, { id: 'b1', side: 'b', hex: enemyHex }] })
  t.play(...remove.map((id) => reduce(id)))
  toWavePhase(t)
  t.play(declare(remove))
  return t
}

/**
 * An 8x1 strip: every hex is on the edge; the enemy on 5,0 leaves room for three units (0..2,0).
 * All five Native units are gathered (a1 weakened and removed, the others eliminated).
 */
export function stripGame(sw: Record<string, unknown> = {}, leaders: { id: string; side: string; name: string; unit: string | null }[] = []) {
  const t = swGame({
    width: 8,
    height: 1,
    sw,
    leaders,
    units: [
      { id: 'a1', hex: '0,0' },
      { id: 'a2', hex: '1,0' },
      { id: 'a3', hex: '2,0' },
      { id: 'a4', hex: '3,0' },
      { id: 'a5', hex: '4,0' },
      { id: 'b1', side: 'b', hex: '5,0' },
    ],
  })
  t.play(reduce('a1'), ...['a2', 'a3', 'a4', 'a5'].map((id) => eliminate(id)))
  toWavePhase(t)
  t.play(declare(['a1']))
  return t
}
