import { describe, expect, it } from 'vitest'
import { battery, HIT_ON_FOOT, keyWords, misfireThen, SCATTER_ON_BRIDGE, SHOT } from './battery.fixture'
import { shotDice } from './shotDice'

const dice = (t: ReturnType<typeof battery>, type: string) => shotDice(t.game.events.find((e) => e.type === type)!, keyWords)!

describe('war machines UI: the dice of a shot in the event log', () => {
  it('GAP-SK-04, SK-WM-6: the scatter die (an arrow), its direction die (south), the artillery die (4 paces)', () => {
    const t = battery(SCATTER_ON_BRIDGE)
    t.play(SHOT)
    const [scatter, artillery] = dice(t, 'wm/shot')
    expect(scatter!.dice).toEqual([{ face: 'dice.arrowFace', result: undefined, title: 'dice.arrowTitle' }, { face: 4, title: 'dice.directionTitle{"dir":"dirs.3"}' }])
    expect(artillery!.dice).toEqual([{ face: 4, title: 'dice.artilleryTitle{"paces":4}' }])
    expect(artillery!.summary).toBe('dice.scatterSummary{"paces":4,"dir":"dirs.3","hexes":1}')
  })

  it('SK-WM-7: a HIT and the damage of the foot under the template (5 figures, 4 HP)', () => {
    const t = battery(HIT_ON_FOOT)
    t.play(SHOT)
    expect(dice(t, 'wm/shot')[0]!.dice).toEqual([{ face: 'dice.hitFace', result: 'success', title: 'dice.hitTitle' }])
    expect(dice(t, 'wm/hit')).toEqual([{ id: 'hit', label: 'dice.hitLabel{"unit":"b1","part":"parts.centre"}', dice: [], facts: [{ id: 'figures', label: 'dice.figures', value: '5' }, { id: 'hp', label: 'dice.hp', value: '4' }], summary: 'dice.hitDamage{"figures":5,"hp":4}' }])
  })

  it('GAP-SK-05: MISFIRE on the artillery die, then the misfire table in words: 2 jams, 4 disables, 6 destroys', () => {
    for (const [roll, result] of [[2, 'jam'], [4, 'disabled'], [6, 'destroyed']] as const) {
      const t = battery(misfireThen(roll))
      t.play(SHOT)
      expect(dice(t, 'wm/shot')[1]).toMatchObject({ dice: [{ face: 'dice.misfireFace', result: 'failure' }], summary: 'dice.misfireSummary' })
      expect(dice(t, 'wm/misfire')).toMatchObject([{ dice: [{ face: roll }], facts: [{ id: 'malus', value: '0' }, { id: 'total', value: String(roll) }], summary: `misfire.${result}` }])
    }
  })

  it('nothing for another event', () => {
    expect(shotDice({ type: 'moveCommitted' } as never, keyWords)).toBeUndefined()
  })
})
