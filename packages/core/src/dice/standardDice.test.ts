import { describe, expect, it } from 'vitest'
import { DiceError } from './DiceError'
import { assertDieSpec, type DieSpec } from './DieSpec'
import { artilleryDie, combatDie, d10, d6, dN, hexDirectionDie, MAX_DIE_FACES, scatterDie } from './standardDice'

const values = (die: DieSpec) => die.faces.map((f) => f.value)
const symbols = (die: DieSpec) => die.faces.map((f) => f.symbol)

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (e) {
    return e instanceof DiceError ? e.code : 'not-a-DiceError'
  }
  return undefined
}

describe('core/dice/standardDice', () => {
  it('GAP-HM-06 d6: faces 1..6, face k has value k, no labels', () => {
    expect(d6()).toEqual({ id: 'd6', faces: [1, 2, 3, 4, 5, 6].map((value) => ({ value })) })
  })

  it('d10: faces 1..10', () => {
    expect(d10().id).toBe('d10')
    expect(values(d10())).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('dN(n): id dN, face k has value k; dN(6) and dN(10) are the shared d6 and d10', () => {
    expect(dN(20).id).toBe('d20')
    expect(values(dN(20))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(dN(1)).toEqual({ id: 'd1', faces: [{ value: 1 }] })
    expect(dN(6)).toBe(d6())
    expect(dN(10)).toBe(d10())
    expect(dN(MAX_DIE_FACES).faces).toHaveLength(MAX_DIE_FACES)
  })

  it('dN rejects a bad face count', () => {
    for (const n of [0, -6, 2.5, NaN, MAX_DIE_FACES + 1]) {
      expect(codeOf(() => dN(n))).toBe('dice/invalid-argument')
    }
  })

  it('GAP-SK-04 artillery die: 2, 4, 6, 8, 10 and MISFIRE on face 6', () => {
    const die = artilleryDie()
    expect(die.id).toBe('artillery')
    expect(values(die)).toEqual([2, 4, 6, 8, 10, 0])
    expect(die.faces[5]).toEqual({ value: 0, label: 'MISFIRE', symbol: 'misfire' })
    expect(symbols(die).slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined])
  })

  it('GAP-SK-04 scatter die: faces 1–2 HIT, faces 3–6 arrow', () => {
    const die = scatterDie()
    expect(die.id).toBe('scatter')
    expect(symbols(die)).toEqual(['hit', 'hit', 'arrow', 'arrow', 'arrow', 'arrow'])
    expect(die.faces.map((f) => f.label)).toEqual(['HIT', 'HIT', 'ARROW', 'ARROW', 'ARROW', 'ARROW'])
    expect(values(die)).toEqual([0, 0, 1, 1, 1, 1])
  })

  it('GAP-SK-04 / GAP-X-02 hex direction die: face k is direction index k − 1', () => {
    const die = hexDirectionDie()
    expect(die.id).toBe('hex-direction')
    expect(values(die)).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('GAP-SK-03 combat die: 1–3 shield (0), 4–6 skull (1)', () => {
    const die = combatDie()
    expect(die.id).toBe('combat')
    expect(symbols(die)).toEqual(['shield', 'shield', 'shield', 'skull', 'skull', 'skull'])
    expect(values(die)).toEqual([0, 0, 0, 1, 1, 1])
  })

  it('factories return frozen, valid, JSON-round-trippable specs', () => {
    for (const die of [d6(), d10(), dN(8), artilleryDie(), scatterDie(), hexDirectionDie(), combatDie()]) {
      expect(assertDieSpec(die)).toBe(die)
      expect(Object.isFrozen(die)).toBe(true)
      expect(Object.isFrozen(die.faces)).toBe(true)
      expect(die.faces.every((f) => Object.isFrozen(f))).toBe(true)
      expect(JSON.parse(JSON.stringify(die))).toEqual(die)
    }
  })

  it('assertDieSpec reports malformed dice with dice/invalid-die', () => {
    const bad = [
      { id: '', faces: [{ value: 1 }] },
      { id: 'x', faces: [] },
      { id: 'x', faces: [{ value: NaN }] },
      { id: 'x', faces: [{ label: 'no value' }] },
      null,
    ]
    for (const die of bad) expect(codeOf(() => assertDieSpec(die as unknown as DieSpec))).toBe('dice/invalid-die')
  })
})
