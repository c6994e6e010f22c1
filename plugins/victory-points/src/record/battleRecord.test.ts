import { renderMessage, resultText } from '@hexes/core'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { scoreVictoryPoints } from '../score/scoreVictoryPoints'
import { fight, recordOf, shoot, sideOf, toMelee, toShooting, vpGame, type VpGameOptions } from '../testing/vpFixtures'

installMatchers()

/** The points of one rule in a side's score. */
const pointsOf = (t: ReturnType<typeof vpGame>, side: string, ruleId: string) => scoreVictoryPoints(recordOf(t)).find((s) => s.side === side)!.lines.find((l) => l.ruleId === ruleId)!.points

/** a1 (a duo) strikes b's character `type` at 5,6 in side a's melee step; b9 stands far away so that side b lives on. */
const strike = (type: string, dice: number[], o: Partial<VpGameOptions> = {}) => toMelee(vpGame({
  ...o, units: [{ id: 'a1', hex: '5,7' }, { id: 'c', side: 'b', type, hex: '5,6' }, { id: 'b9', side: 'b', hex: '0,0' }, ...(o.units ?? [])],
}, dice))

/** The duo's two dice both hit (5, 5), damage 6, 6: enough to fell any character of the test types. */
const FELLED = [5, 5, 6, 6]

describe('victory-points/record', () => {
  it('SK-VP-3 GAP-VP-04 kill a 3-HP general → +3 (SK-VP-1) − 10 = −7 net, for the side whose attack took him to 0 HP', () => {
    // No capture: the blow kills him; his army's panic test (1) holds.
    const t = strike('general', [...FELLED, 1], { morale: { capture: 'never' } })
    t.play(fight('a1', 'c'))
    expect(t.unit('c').status).toBe('eliminated')
    const a = sideOf(t, 'a')
    expect(a).toMatchObject({ hpKilled: 3, generalsKilled: ['c'], generalsCaptured: [] })
    expect(sideOf(t, 'b').generalsKilled).toEqual([])
    expect(pointsOf(t, 'a', 'SK-VP-1') + pointsOf(t, 'a', 'SK-VP-3')).toBe(-7)
    // GAP-CAMP-01: the unit that felled him put an enemy character out of action.
    expect(a.units.find((u) => u.unit === 'a1')!.charactersOutOfAction).toEqual(['c'])
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-VP-2 GAP-VP-01 capture the enemy general → +25, and the HP his capture takes are not HP killed', () => {
    const t = strike('general', FELLED)
    t.play(fight('a1', 'c'))
    expect(t.unit('c').status).toBe('reserve')
    const a = sideOf(t, 'a')
    expect(a).toMatchObject({ hpKilled: 0, generalsCaptured: ['c'], generalsKilled: [] })
    expect(pointsOf(t, 'a', 'SK-VP-2')).toBe(25)
    expect(pointsOf(t, 'a', 'SK-VP-3')).toBe(0)
    const b = sideOf(t, 'b')
    expect(b.roles).toEqual([expect.objectContaining({ piece: 'c', role: 'general', fate: 'captured' })])
    expect(b.commandersCaptured).toEqual(['c'])
    expect(b.unscathed.general).toBe(false)
  })

  it('SK-VP-4 GAP-CAMP-06 R-12 capture the enchanter → +10, with the 2 spells and 1 item his type carries', () => {
    const t = strike('wizard', FELLED)
    t.play(fight('a1', 'c'))
    expect(sideOf(t, 'a').spellcastersCaptured).toEqual([{ piece: 'c', spells: 2, items: 1 }])
    expect(pointsOf(t, 'a', 'SK-VP-4')).toBe(10)
  })

  it('SK-VP-5 take the enemy great banner → +20', () => {
    const t = strike('banner', FELLED)
    t.play(fight('a1', 'c'))
    expect(sideOf(t, 'a').bannersTaken).toEqual(['c'])
    expect(pointsOf(t, 'a', 'SK-VP-5')).toBe(20)
    expect(sideOf(t, 'b').unscathed).toEqual({ general: null, greatBanner: false, spellcaster: null, all: false })
  })

  it('SK-VP-1 GAP-VP-01 a unit that flees off the table gives only the HP the attack removed, not the HP it takes away', () => {
    // Two hits (5, 5) on b1's 3 HP: damage 1 and 3 take 2 HP; more than half: panic, 10 fails; it flees M + 6 off the north edge.
    const t = toShooting(vpGame({ units: [{ id: 'a1', type: 'bowmen', hex: '5,4' }, { id: 'b1', side: 'b', hex: '5,1', stats: { sk: { hp: 3 } } }, { id: 'b9', side: 'b', hex: '0,0' }] }, [5, 5, 1, 3, 10, 6]))
    t.play(shoot('a1', 'b1'))
    const b = sideOf(t, 'b')
    expect(b.fled).toEqual(['b1'])
    expect(b.units.find((u) => u.unit === 'b1')).toMatchObject({ fate: 'fled', hp: 1 })
    expect(sideOf(t, 'a').hpKilled).toBe(2)
    expect(t.diceLeft()).toBe(0)
  })

  it('GAP-SK-29 GAP-VP-01 R-11 the necromancer shot: the remaining HP of his dispelled undead count for the side that felled him, and he is a general killed', () => {
    const t = toShooting(vpGame({ units: [
      { id: 'a1', type: 'bowmen', hex: '5,9' },
      { id: 'n', side: 'b', type: 'necromancer', hex: '5,5', stats: { sk: { hp: 1 } } },
      { id: 's1', side: 'b', type: 'skeletons', hex: '2,2' },
      { id: 's2', side: 'b', type: 'skeletons', hex: '8,2', stats: { sk: { hp: 3 } } },
      { id: 'b4', side: 'b', hex: '10,1' },
    ] }, [5, 6, 3]))
    t.play(shoot('a1', 'n'))
    expect(t.unit('s1').status).toBe('eliminated')
    expect(sideOf(t, 'a')).toMatchObject({ hpKilled: 1 + 5 + 3, generalsKilled: ['n'] })
    expect(t.diceLeft()).toBe(0)
  })

  it('GAP-VP-02 an objective is controlled by the side whose units are the only non-fleeing ones in or next to it', () => {
    const t = vpGame({
      units: [
        { id: 'a1', hex: '5,6' }, { id: 'a2', hex: '8,9' },
        { id: 'b1', side: 'b', hex: '8,7' }, { id: 'b2', side: 'b', hex: '1,2', stats: { skMorale: { fleeing: true } } },
      ],
      vp: { objectives: ['5,5', '8,8', '1,1', '10,10'] },
    })
    const r = recordOf(t)
    expect(r.objectives).toEqual(['5,5', '8,8', '1,1', '10,10'])
    // 5,5: a1 next to it alone. 8,8: a2 and b1 both next to it. 1,1: only b2 near, and it flees. 10,10: nobody.
    expect(sideOf(t, 'a').objectivesControlled).toEqual(['5,5'])
    expect(sideOf(t, 'b').objectivesControlled).toEqual([])
    // SK-VP-6 by control: a controls the most (+50); b controls none and gets nothing.
    expect(pointsOf(t, 'a', 'SK-VP-6')).toBe(50)
    expect(pointsOf(t, 'b', 'SK-VP-6')).toBe(0)
  })

  it('GAP-CAMP-07 general, great banner and spellcaster on the table, alive, not captured, not fleeing: unscathed; with unscathedStrict, not if one lost HP', () => {
    const units = [
      { id: 'g', type: 'general', hex: '2,9', stats: { sk: { hp: 2 } } }, { id: 'f', type: 'banner', hex: '3,9' }, { id: 'w', type: 'wizard', hex: '4,9' },
      { id: 'b1', side: 'b', hex: '5,1' }, { id: 'b2', side: 'b', type: 'banner', hex: '6,1', stats: { skMorale: { fleeing: true } } },
    ]
    const t = vpGame({ units })
    expect(sideOf(t, 'a').unscathed).toEqual({ general: true, greatBanner: true, spellcaster: true, all: true })
    // Side b fielded no general nor spellcaster, and its banner flees.
    expect(sideOf(t, 'b').unscathed).toEqual({ general: null, greatBanner: false, spellcaster: null, all: false })
    const strict = vpGame({ units, vp: { unscathedStrict: true } })
    expect(sideOf(strict, 'a').unscathed).toEqual({ general: false, greatBanner: true, spellcaster: true, all: false })
  })

  it('GAP-CAMP-12 a unit counts the game turns at whose end it was on the table: killed in turn 2 → 1, still there at the end of turn 3 → 3', () => {
    // Shot in turn 2: one die at the lone bearer hits (5), damage 6 takes his last HP.
    const t = vpGame({ units: [{ id: 'a1', type: 'bowmen', hex: '5,9' }, { id: 'c', side: 'b', type: 'banner', hex: '5,5', stats: { sk: { hp: 1 } } }, { id: 'b9', side: 'b', hex: '0,0' }] }, [5, 6])
    t.advanceUntil((s) => s.turn.turn === 2 && s.turn.phase === 'shooting' && s.turn.activeSide === 'a')
    t.play(shoot('a1', 'c'))
    expect(t.unit('c').status).toBe('eliminated')
    t.advanceUntil((s) => s.turn.turn === 4)
    const turns = (side: string, unit: string) => sideOf(t, side).units.find((u) => u.unit === unit)!.turnsOnTable
    expect(turns('b', 'c')).toBe(1)
    expect(turns('a', 'a1')).toBe(3)
    expect(turns('b', 'b9')).toBe(3)
    expect(recordOf(t).attributed).toBe(true)
  })

  it('SK-VP-1 SK-VP-6 the most victory points win when the last turn ends; equal points are a draw', () => {
    const units = [{ id: 'a1', hex: '5,7' }, { id: 'c', side: 'b', type: 'banner', hex: '5,6' }, { id: 'b9', side: 'b', hex: '0,0' }]
    const won = toMelee(vpGame({ units, turns: 1, morale: { capture: 'never' } }, FELLED))
    won.play(fight('a1', 'c'))
    won.advanceUntil((s) => s.result !== null)
    // a: 2 HP killed and the most HP on the table (4 against 4: shared, 50 each): 52 against 50.
    expect(won.state.result).toMatchObject({ winner: 'a', condition: 'victory-points', ruleId: 'SK-VP-1' })
    // The score lines of the `scoring` hook: each side's points by rule.
    expect(won.game.rules.hooks.scoring.call({ state: won.state, rules: won.game.rules })).toEqual([
      { side: 'a', points: 2, ruleId: 'SK-VP-1', label: 'SK-VP-1 × 2' },
      { side: 'a', points: 50, ruleId: 'SK-VP-6', label: 'SK-VP-6 × 1' },
      { side: 'b', points: 50, ruleId: 'SK-VP-6', label: 'SK-VP-6 × 1' },
    ])
    const drawn = vpGame({ units: [{ id: 'a1', hex: '5,7' }, { id: 'b1', side: 'b', hex: '0,0' }], turns: 1 })
    drawn.advanceUntil((s) => s.result !== null)
    expect(drawn.state.result).toMatchObject({ winner: null, condition: 'victory-points-tie' })
    // The results' texts in every language (the plugin's messages).
    const text = (t: typeof won, lang: string) => renderMessage(resultText(t.state.result!), { rules: t.game.rules, lang })
    expect(text(won, 'fr')).toBe('Le plus de points de victoire à la fin de la bataille')
    expect(text(drawn, 'en')).toBe('The battle ends with the victory points tied: a draw')
  })
})
