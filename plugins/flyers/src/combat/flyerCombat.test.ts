import { combatOdds, hashState, isRejection, renderMessage, type GameRules, type GameState } from '@hexes/core'
import { previewCombat, type CombatPreview } from '@hexes/plugin-skirmish'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { fight, flyerGame, move, toMelee, toMovement, TOWER, type FlyerScenarioOptions } from '../testing/flyerFixtures'

installMatchers()

/** The rule ids of the modifiers of each strike of a melee, by striking unit. */
function modifiersOf(rules: GameRules, state: GameState, unit: string, target: string): Record<string, string[]> {
  const p = previewCombat(rules, state, fight(unit, target))
  if (p === null || isRejection(p)) throw new Error(`no preview: ${JSON.stringify(p)}`)
  return Object.fromEntries((p as CombatPreview).strikes.map((s) => [s.unit, s.plan.modifiers.map((m) => m.ruleId)]))
}

/** An archer on a tower top (level 2, heavy cover) at 5,7, facing south; side a's attacker at 5,8 below it. */
function atTower(type: string, extra: Partial<FlyerScenarioOptions> = {}) {
  const t = toMelee(flyerGame({ terrain: { '5,7': 'tower' }, skirmish: { terrain: TOWER }, units: [{ id: 'a1', type, hex: '5,8' }, { id: 'b1', side: 'b', type: 'archer', hex: '5,7', facing: 3 }], ...extra }))
  return modifiersOf(t.game.rules, t.state, 'a1', 'b1')
}

describe('flyers/combat', () => {
  it('SK-FLY-3 a flyer\u2019s charge is refused, the state untouched; it may still attack, with no charge bonus', () => {
    const t = flyerGame({ units: [{ id: 'a1', hex: '5,10' }, { id: 'b1', side: 'b', type: 'foot', hex: '5,6', facing: 3 }] }, [1, 1])
    expect(t.state.turn.phase).toBe('charges')
    const before = hashState(t.state)
    expect(t.act({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })).toBeRejectedWith('charge/flyer', 'SK-FLY-3')
    expect(hashState(t.state)).toBe(before)
    toMovement(t).play(move('a1', '5,7'))
    toMelee(t)
    const mods = modifiersOf(t.game.rules, t.state, 'a1', 'b1')
    expect(mods.a1!.filter((id) => id.startsWith('SK-CHARGE'))).toEqual([])
    expect(t.act(fight('a1', 'b1'))).toBeAccepted()
  })

  it('SK-FLY-5 a flyer attacking archers on a tower: no cover or elevation modifier for either side', () => {
    const mods = atTower('bat')
    expect(mods.a1).not.toContain('SK-COMBAT-14') // not lower
    expect(mods.a1).not.toContain('SK-COMBAT-17') // no heavy cover
    expect(mods.b1).not.toContain('SK-COMBAT-13') // the archers are not higher
  })

  it('SK-FLY-5 the same attack on foot, or without the flyers rules, has them', () => {
    for (const mods of [atTower('runner'), atTower('bat', { withoutFlyers: true }), atTower('bat', { flyers: { ignoreCoverAndHeight: false } })]) {
      expect(mods.a1).toEqual(expect.arrayContaining(['SK-COMBAT-14', 'SK-COMBAT-17']))
      expect(mods.b1).toContain('SK-COMBAT-13')
    }
  })

  it('SK-FLY-5 a grounded flyer fights as a ground unit (SK-FLY-2)', () => {
    const mods = atTower('bat', { terrain: { '5,7': 'tower', '5,8': 'woods' } })
    expect(mods.a1).toEqual(expect.arrayContaining(['SK-COMBAT-14', 'SK-COMBAT-17']))
  })

  it('SK-FLY-5 the odds explain what the flyer\u2019s attack withholds: the tower\u2019s cover and height, both ways', () => {
    const t = toMelee(flyerGame({ terrain: { '5,7': 'tower' }, skirmish: { terrain: TOWER }, units: [{ id: 'a1', hex: '5,8', name: 'Bats' }, { id: 'b1', side: 'b', type: 'archer', hex: '5,7', facing: 3 }] }))
    const odds = combatOdds(t.game.rules, t.state, 'a', { attackers: ['a1'], defender: 'b1', mode: 'melee' })
    if (isRejection(odds)) throw new Error(odds.message)
    expect(odds.withheld.map((w) => [w.ruleId, w.label, w.value])).toEqual([
      ['SK-FLY-5', 'Lower position (SK-COMBAT-14)', -1],
      ['SK-FLY-5', 'Elevated position of the return strike (SK-COMBAT-13)', 1],
      ['SK-FLY-5', 'Target in heavy cover (SK-COMBAT-17)', -2],
    ])
    expect(renderMessage(odds.withheld[2]!.text!, { rules: t.game.rules, state: t.state, lang: 'fr' })).toBe('Bats vole : le couvert de la cible ne compte pas')
    const foot = toMelee(flyerGame({ terrain: { '5,7': 'tower' }, skirmish: { terrain: TOWER }, units: [{ id: 'a1', type: 'runner', hex: '5,8' }, { id: 'b1', side: 'b', type: 'archer', hex: '5,7', facing: 3 }] }))
    const plain = combatOdds(foot.game.rules, foot.state, 'a', { attackers: ['a1'], defender: 'b1', mode: 'melee' })
    if (isRejection(plain)) throw new Error(plain.message)
    expect(plain.withheld).toEqual([])
  })
})
