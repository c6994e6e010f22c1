import { describe, expect, it } from 'vitest'
import { DiceError } from './DiceError'
import { rollMany } from './DiceSource'
import { rollPool } from './rollPool'
import { seedRng, type RngState } from './rng'
import { SeededDice } from './SeededDice'
import { artilleryDie, d10, d6, scatterDie } from './standardDice'

/** The slice of a game state the dice care about. */
interface Draft {
  rng: RngState
}

const faces = (dice: SeededDice) => dice.rolls.map((r) => r.face)

describe('core/dice/SeededDice', () => {
  it('rolls the pinned d6 sequence of seed 42 and advances the state held in the draft', () => {
    const draft: Draft = { rng: seedRng(42) }
    const before = JSON.stringify(draft.rng)
    const dice = new SeededDice(() => draft.rng)
    expect(rollMany(dice, d6(), 10, 'test').map((r) => r.value)).toEqual([5, 4, 2, 4, 6, 5, 3, 4, 1, 6])
    expect(JSON.stringify(draft.rng)).not.toBe(before)
  })

  it('accepts the state itself as well as a getter', () => {
    const a = new SeededDice(seedRng('x'))
    const b = new SeededDice(() => seedRng('x'))
    expect(a.roll(d10(), 'r').face).toBe(b.roll(d10(), 'r').face)
  })

  it('reads the state through the getter on every roll (the engine may swap drafts)', () => {
    const first: Draft = { rng: seedRng(7) }
    let current = first
    const dice = new SeededDice(() => current.rng)
    dice.roll(d6(), 'one')
    const second: Draft = JSON.parse(JSON.stringify(first))
    current = second
    const fromSecond = dice.roll(d6(), 'two')
    const control = new SeededDice(first.rng).roll(d6(), 'two')
    expect(fromSecond.face).toBe(control.face)
    expect(second.rng).toEqual(first.rng)
  })

  it('records every roll and counts them (undo stops at the last die roll)', () => {
    const dice = new SeededDice(seedRng(3))
    expect(dice.count).toBe(0)
    const a = dice.roll(artilleryDie(), 'SK-WM-3 shot')
    const b = dice.roll(scatterDie(), 'SK-WM-3 scatter')
    expect(dice.count).toBe(2)
    expect(dice.rolls).toEqual([a, b])
    expect(a.die).toBe('artillery')
    expect(a.reason).toBe('SK-WM-3 shot')
    expect(artilleryDie().faces[a.face - 1].value).toBe(a.value)
  })

  it('replays: the same seed gives the same rolls, whatever the dice mix', () => {
    const play = (seed: string) => {
      const dice = new SeededDice(seedRng(seed))
      for (let i = 0; i < 30; i++) dice.roll([d6(), d10(), artilleryDie(), scatterDie()][i % 4], `roll ${i}`)
      return dice.rolls
    }
    expect(play('game-1')).toEqual(play('game-1'))
    expect(play('game-1')).not.toEqual(play('game-2'))
  })

  it('replays across a JSON round-trip of the game state in mid-sequence', () => {
    const draft: Draft = { rng: seedRng('hastings-1066') }
    const dice = new SeededDice(() => draft.rng)
    rollMany(dice, d6(), 7, 'before save')
    const saved = JSON.stringify(draft)
    const restored: Draft = JSON.parse(saved)
    const continued = new SeededDice(() => draft.rng)
    const fromSave = new SeededDice(() => restored.rng)
    rollMany(continued, d10(), 25, 'after')
    rollMany(fromSave, d10(), 25, 'after')
    expect(faces(fromSave)).toEqual(faces(continued))
    expect(restored).toEqual(draft)
  })

  it('pool: rolls the n dice one by one, exactly as n rolls (same faces, same state after), and records each', () => {
    const pooled = new SeededDice(seedRng(42))
    const single = new SeededDice(seedRng(42))
    const roll = pooled.pool({ die: d6(), n: 10, reason: 'SK-COMBAT-1', classes: [0, 0, 0, 1, 1, 2] })
    const faces = rollMany(single, d6(), 10, 'SK-COMBAT-1').map((r) => r.face)
    expect(roll.faces).toEqual(faces)
    expect(faces).toEqual([5, 4, 2, 4, 6, 5, 3, 4, 1, 6]) // the pinned sequence of seed 42
    expect(roll.counts).toEqual([3, 5, 2])
    expect(pooled.rolls).toEqual(single.rolls)
    expect(pooled.count).toBe(10)
    expect(pooled.roll(d10(), 'after').face).toBe(single.roll(d10(), 'after').face)
    expect(rollPool(pooled, { die: d6(), n: 0, reason: 'none' }).faces).toEqual([])
    expect(pooled.count).toBe(11)
  })

  it('throws dice/invalid-die for a die without faces', () => {
    const dice = new SeededDice(seedRng(1))
    try {
      dice.roll({ id: 'empty', faces: [] }, 'r')
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(DiceError)
      expect((e as DiceError).code).toBe('dice/invalid-die')
    }
    expect(dice.count).toBe(0)
  })
})
