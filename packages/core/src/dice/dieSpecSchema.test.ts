import { describe, expect, it } from 'vitest'
import { DiceError } from './DiceError'
import { parseDieSpec, dieSpecSchema } from './dieSpecSchema'
import { enumerateOutcomes } from './enumerateOutcomes'
import { poolTotal } from './poolTotal'
import { rational } from './Rational'
import { rollPool } from './rollPool'
import { ScriptedDice } from './ScriptedDice'
import { artilleryDie, combatDie, d6, hexDirectionDie, scatterDie } from './standardDice'

function messageOf(fn: () => unknown): string {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(DiceError)
    expect((e as DiceError).code).toBe('dice/invalid-die')
    return (e as DiceError).message
  }
  throw new Error('expected a DiceError')
}

/** A plugin's own die, as in its JSON config: a d6 with a blank face and a double skull. */
const bloodDie = {
  id: 'blood',
  faces: [{ value: 0, label: 'BLANK' }, { value: 1 }, { value: 1 }, { value: 1 }, { value: 1 }, { value: 2, label: 'DOUBLE', symbol: 'double-skull' }],
}

describe('core/dice/dieSpecSchema', () => {
  it('GAP-X-02: every standard die round-trips through JSON, frozen like the built-in ones', () => {
    for (const die of [d6(), artilleryDie(), scatterDie(), hexDirectionDie(), combatDie()]) {
      const parsed = parseDieSpec(JSON.parse(JSON.stringify(die)))
      expect(parsed).toEqual(die)
      expect(Object.isFrozen(parsed) && Object.isFrozen(parsed.faces) && Object.isFrozen(parsed.faces[0])).toBe(true)
    }
    expect(dieSpecSchema.safeParse(bloodDie).success).toBe(true)
  })

  it('names every bad field in one readable message', () => {
    const message = messageOf(() => parseDieSpec({ id: 'Blood Die', faces: [{ value: '1' }, { value: 1, colour: 'red' }, { value: 2, symbol: 'Skull!' }] }, 'plugins[0].config.dice[1]'))
    expect(message).toContain('plugins[0].config.dice[1].id: must be lowercase letters, digits and dashes')
    expect(message).toContain('plugins[0].config.dice[1].faces[0].value: must be a finite number')
    expect(message).toContain('plugins[0].config.dice[1].faces[1].colour: unknown field "colour"')
    expect(message).toContain('plugins[0].config.dice[1].faces[2].symbol')
    expect(messageOf(() => parseDieSpec({ id: 'x', faces: [] }))).toContain('die.faces: a die needs at least one face')
    expect(messageOf(() => parseDieSpec(null))).toMatch(/^Invalid die definition: die: /)
  })

  it('a die from JSON works in pools and totals, in play and exactly under enumeration', () => {
    const die = parseDieSpec(bloodDie)
    const values = die.faces.map((f) => f.value)
    expect(poolTotal(new ScriptedDice([6, 1, 3]), [{ die, n: 3, values }], 'r')).toEqual({ total: 3, faces: [[6, 1, 3]] })
    const doubles = enumerateOutcomes((dice) => rollPool(dice, { die, n: 4, reason: 'r', classes: die.faces.map((f) => (f.symbol === 'double-skull' ? 1 : 0)) }).counts[1], String)
    expect(doubles.outcomes.find((o) => o.key === '0')?.probability).toEqual(rational(5 ** 4, 6 ** 4))
    const skulls = enumerateOutcomes((dice) => poolTotal(dice, [{ die, n: 2, values }], 'r').total, String)
    expect(skulls.outcomes.map((o) => o.key)).toEqual(['0', '1', '2', '3', '4'])
    expect(skulls.outcomes.find((o) => o.key === '2')?.probability).toEqual(rational(16 + 2, 36))
  })
})
