import { describe, expect, it } from 'vitest'
import { DiceError } from './DiceError'
import { seedRng } from './rng'
import { ScriptedDice } from './ScriptedDice'
import { SeededDice } from './SeededDice'
import { artilleryDie, combatDie, d10, d6, scatterDie } from './standardDice'

function errorOf(fn: () => unknown): DiceError {
  try {
    fn()
  } catch (e) {
    if (e instanceof DiceError) return e
    throw e
  }
  throw new Error('expected a DiceError')
}

describe('core/dice/ScriptedDice', () => {
  it('returns the scripted faces in order; for numeric dice the face is the value', () => {
    const dice = new ScriptedDice([6, 1, 3])
    expect(dice.roll(d6(), 'a')).toStrictEqual({ die: 'd6', face: 6, value: 6, reason: 'a' })
    expect(dice.roll(d6(), 'b').value).toBe(1)
    expect(dice.roll(d10(), 'c').value).toBe(3)
    expect(dice.remaining).toBe(0)
  })

  it('scripts special dice by face index: artillery 6 = MISFIRE, scatter 1 = HIT, combat 4 = skull', () => {
    const dice = new ScriptedDice([6, 1, 4])
    expect(dice.roll(artilleryDie(), 'shot').symbol).toBe('misfire')
    expect(dice.roll(scatterDie(), 'scatter').label).toBe('HIT')
    expect(dice.roll(combatDie(), 'SK-WM-7')).toMatchObject({ face: 4, value: 1, symbol: 'skull' })
  })

  it('records the rolls and counts them', () => {
    const dice = new ScriptedDice([2, 5])
    const a = dice.roll(d6(), 'x')
    const b = dice.roll(d6(), 'y')
    expect(dice.rolls).toEqual([a, b])
    expect(dice.count).toBe(2)
  })

  it('throws dice/script-exhausted past the end of the script', () => {
    const dice = new ScriptedDice([4])
    dice.roll(d6(), 'first')
    const e = errorOf(() => dice.roll(d6(), 'second'))
    expect(e.code).toBe('dice/script-exhausted')
    expect(e.name).toBe('DiceError')
    expect(e).toBeInstanceOf(Error)
    expect(dice.count).toBe(1)
  })

  it('starts after the faces earlier sources used, and numbers rolls from the start of the script', () => {
    const dice = new ScriptedDice([6, 1, 3], { start: 2 })
    expect(dice.remaining).toBe(1)
    expect(dice.roll(d6(), 'third').value).toBe(3)
    expect(dice.count).toBe(1)
    expect(errorOf(() => dice.roll(d6(), 'fourth')).message).toMatch(/exhausted after 3 roll\(s\)/)
    expect(errorOf(() => new ScriptedDice([6], { start: 2 })).code).toBe('dice/script-out-of-range')
    expect(errorOf(() => new ScriptedDice([6], { start: -1 })).code).toBe('dice/script-out-of-range')
  })

  it('throws dice/script-out-of-range for a face the die does not have, without consuming it', () => {
    const dice = new ScriptedDice([7, 0, 2.5])
    expect(errorOf(() => dice.roll(d6(), 'r')).code).toBe('dice/script-out-of-range')
    expect(dice.remaining).toBe(3)
    expect(dice.roll(d10(), 'r').value).toBe(7)
    expect(errorOf(() => dice.roll(d6(), 'r')).code).toBe('dice/script-out-of-range')
  })

  it('falls back to a seeded source once the script is used up, if constructed so', () => {
    const fallback = new SeededDice(seedRng(42))
    const dice = new ScriptedDice([1], { fallback })
    expect(dice.roll(d6(), 'scripted').value).toBe(1)
    const rest = [dice.roll(d6(), 'f1').value, dice.roll(d6(), 'f2').value]
    expect(rest).toEqual([5, 4]) // the pinned first two d6 of seed 42
    expect(dice.count).toBe(3)
    expect(fallback.count).toBe(2)
  })

  it('pool: takes the next n scripted faces, each checked as a roll, then the fallback', () => {
    const dice = new ScriptedDice([6, 1, 3, 2], { fallback: new SeededDice(seedRng(42)) })
    const roll = dice.pool({ die: d6(), n: 3, reason: 'SK-COMBAT-1', classes: [0, 0, 0, 1, 1, 2] })
    expect(roll).toMatchObject({ counts: [2, 0, 1], faces: [6, 1, 3] })
    expect(dice.remaining).toBe(1)
    expect(dice.pool({ die: d6(), n: 3, reason: 'more' }).faces).toEqual([2, 5, 4]) // then seed 42's 5, 4
    expect(dice.count).toBe(6)
    const strict = new ScriptedDice([1, 7])
    expect(errorOf(() => strict.pool({ die: d6(), n: 2, reason: 'r' })).code).toBe('dice/script-out-of-range')
    expect(errorOf(() => new ScriptedDice([1]).pool({ die: d6(), n: 2, reason: 'r' })).code).toBe('dice/script-exhausted')
  })

  it('copies the script: later changes to the caller array do not leak in', () => {
    const script = [2, 3]
    const dice = new ScriptedDice(script)
    script[0] = 6
    expect(dice.roll(d6(), 'r').value).toBe(2)
  })
})
