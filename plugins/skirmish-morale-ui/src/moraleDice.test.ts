import { describe, expect, it } from 'vitest'
import { keyWords, lewes, stepOf } from './lewes.fixture'
import { keptDice, moraleDice } from './moraleDice'

const AURA = { aura: 12 }
const facts = (g: { facts?: readonly { id: string; value: string }[] }) => Object.fromEntries((g.facts ?? []).map((f) => [f.id, f.value]))

describe('skirmish morale UI: the dice of a morale event', () => {
  it('SK-MORALE-11: keeps the two lowest of a fear test\'s three dice, each kept face marking one die in roll order', () => {
    expect(keptDice([3, 2, 1], [1, 2])).toEqual([false, true, true])
    expect(keptDice([3, 3, 1], [1, 3])).toEqual([true, false, true])
    expect(keptDice([4], [4])).toEqual([true])
  })

  it('SK-MORALE-11, SK-MORALE-20: a fear test on a charge shows its three dice, the two kept, the total against the unit\'s own Cd, and that it held', () => {
    const { last } = lewes(stepOf('sk/charge'))
    const test = last.find((e) => e.type === 'sk-morale/test')!
    const [g] = moraleDice(test, AURA, keyWords)!
    expect(g!.id).toBe('test')
    expect(g!.label).toBe('dice.testLabel{"unit":"b-londoners-2","kind":"kinds.fear","why":"why.fear"}')
    expect(g!.dice.map((d) => [d.face, d.sides, d.result ?? null])).toEqual([[3, 6, null], [2, 6, 'success'], [1, 6, 'success']])
    expect(facts(g!)).toEqual({ total: '1 + 2 = 3', cd: '5', 'cd-source': 'dice.cdOwn' })
    expect(g!.summary).toBe('dice.holds{"total":3,"cd":5}')
  })

  it('SK-MORALE-8, SK-MORALE-21: a post-melee test re-rolled by the great banner shows the failed first roll, then the roll that counts with its casualty bonus and the banner', () => {
    const { last } = lewes(stepOf('attack'))
    const tests = last.filter((e) => e.type === 'sk-morale/test')
    const rearward = moraleDice(tests.find((e) => e.unit === 'b-londoners-2')!, AURA, keyWords)!
    expect(rearward.map((g) => g.id)).toEqual(['test'])
    expect(facts(rearward[0]!)).toEqual({ total: '2 + 4 = 6', cd: '5', 'cd-source': 'dice.cdOwn' })
    expect(rearward[0]!.summary).toBe('dice.fails{"total":6,"cd":5}')
    expect(rearward[0]!.dice).toEqual([{ face: 2, sides: 6, result: 'failure', title: 'dice.kept{"face":2}' }])
    const segrave = moraleDice(tests.find((e) => e.unit === 'b-londoners')!, AURA, keyWords)!
    expect(segrave.map((g) => g.id)).toEqual(['test-first', 'test'])
    expect(segrave[0]!.dice.map((d) => d.face)).toEqual([3])
    expect(facts(segrave[0]!)).toEqual({ total: '3 + 4 = 7' })
    expect(segrave[0]!.summary).toBe('dice.firstSummary{"total":7,"cd":5}')
    expect(facts(segrave[1]!)).toEqual({ total: '6 + 4 = 10', cd: '5', 'cd-source': 'dice.cdOwn', reroll: 'dice.rerollBy{"banner":"b-standard","paces":12}' })
  })

  it('SK-MORALE-1..3: a flight\'s die, M + 1d10 paces, and where it ended (off the battlefield, or a hex)', () => {
    const { last } = lewes(stepOf('attack'))
    const [lost, fled] = last.filter((e) => e.type === 'sk-morale/flight').map((e) => moraleDice(e, AURA, keyWords)![0]!)
    expect(lost!.dice).toEqual([{ face: 10, sides: 10, title: 'dice.flightDie{"face":10}' }])
    expect(facts(lost!)).toEqual({ paces: 'dice.pacesValue{"m":4,"roll":10,"paces":14}' })
    expect(lost!.summary).toBe('dice.flightLost{"paces":14}')
    expect(fled!.summary).toBe('dice.flightTo{"paces":5,"hex":"13,4"}')
  })

  it('SK-MORALE-4, SK-MORALE-5: a pursuit\'s die (M + 1d6), caught, then its automatic hits and damage dice', () => {
    const { last } = lewes(stepOf('sk-morale/pursue'))
    const [pursuit] = moraleDice(last.find((e) => e.type === 'sk-morale/pursuit')!, AURA, keyWords)!
    expect(pursuit!.dice.map((d) => d.face)).toEqual([5])
    expect(facts(pursuit!)).toEqual({ paces: 'dice.pacesValue{"m":7,"roll":5,"paces":12}' })
    expect(pursuit!.summary).toBe('dice.caught{"unit":"r-edward","target":"b-londoners","paces":12}')
    const [attack] = moraleDice(last.find((e) => e.type === 'sk-morale/pursuit-attack')!, AURA, keyWords)!
    expect(attack!.dice.map((d) => d.face)).toEqual([2, 3, 2, 2])
    expect(facts(attack!)).toEqual({ hits: '4' })
    expect(attack!.summary).toBe('dice.pursuitAttack{"hits":4,"hp":4,"target":"b-londoners"}')
  })

  it('SK-MORALE-7, SK-MORALE-20: a rally test on the general\'s Cd, within the aura, re-rolled by the banner', () => {
    const { last } = lewes(stepOf('sk-morale/rally'))
    const groups = moraleDice(last.find((e) => e.type === 'sk-morale/test')!, AURA, keyWords)!
    expect(groups.map((g) => g.id)).toEqual(['test-first', 'test'])
    expect(groups[1]!.label).toBe('dice.testLabel{"unit":"b-londoners","kind":"kinds.panic","why":"why.rally"}')
    expect(groups[1]!.dice).toEqual([{ face: 1, sides: 10, result: 'success', title: 'dice.kept{"face":1}' }])
    expect(facts(groups[1]!)).toEqual({ total: '1', cd: '9', 'cd-source': 'dice.cdGeneral{"general":"b-montfort","paces":12}', reroll: 'dice.rerollBy{"banner":"b-standard","paces":12}' })
    expect(groups[1]!.summary).toBe('dice.holds{"total":1,"cd":9}')
    expect(moraleDice({ type: 'sk-morale/rallied', message: '' }, AURA, keyWords)).toBeUndefined()
    expect(moraleDice({ type: 'sk-morale/test', message: '', test: { source: 'hexes-med' } }, AURA, keyWords)).toBeUndefined()
  })
})

describe('skirmish morale UI: HEXES Med\'s test in a mixed game', () => {
  it('I-03, R-16: an HM-model unit\'s HEXES Med test shows its d6 against the value and what it did', () => {
    const event = { type: 'sk-morale/hm-test', message: '', unit: 'e-hc-1', trigger: 'panic:friend-fled', key: 'retreat', test: { roll: 5, value: 3 } }
    expect(moraleDice(event, AURA, keyWords)).toEqual([{
      id: 'hm-test',
      label: 'dice.hmTestLabel{"unit":"e-hc-1","why":"why.friend-fled"}',
      dice: [{ face: 5, result: 'failure', title: 'dice.hmDie{"face":5}' }],
      facts: [{ id: 'value', label: 'dice.hmValue', value: '3' }],
      summary: 'dice.hm.retreat',
    }])
    expect(moraleDice({ ...event, key: 'reduce', test: { roll: 6, value: 2, eliminates: true } }, AURA, keyWords)![0]!.summary).toBe('dice.hm.eliminated')
    expect(moraleDice({ ...event, key: 'none', test: { roll: 1, value: 3 } }, AURA, keyWords)![0]!.dice[0]!.result).toBe('success')
  })
})
