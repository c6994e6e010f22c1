import { d6, enumerateOutcomes, poolTotal, rollPool, ScriptedDice, toFloat, type DiceSource } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { RecordingDice, replayFaces } from './RecordingDice'

/**
 * A resolver written on every kind of request: one plain roll, a 6-dice pool counted in three
 * classes, a damage total over the hits, a merge point on what the rest depends on, then a last
 * pool. Its result names everything the later requests saw.
 */
function resolve(dice: DiceSource): string {
  const first = dice.roll(d6(), 'first').value
  const hits = rollPool(dice, { die: d6(), n: 6, reason: 'to hit', classes: [0, 0, 0, 1, 1, 2] }).counts
  const damage = poolTotal(dice, [{ die: d6(), n: hits[2]!, values: [0, 1, 1, 1, 2, 2] }, { die: d6(), n: hits[1]!, values: [0, 0, 1, 1, 1, 2] }], 'damage').total
  const lost = Math.min(damage, 4)
  dice.merge?.(`${first > 3}:${lost}`)
  const back = rollPool(dice, { die: d6(), n: 2, reason: 'strike back', classes: [0, 0, 0, 0, 1, 1] }).counts[1]!
  return `${first > 3}:${lost}:${back}`
}

/** The odds of `run` enumerated behind a recorder, each outcome with the record of its example. */
function enumerateRecorded(run: (dice: DiceSource) => string) {
  let rec: RecordingDice | undefined
  return enumerateOutcomes((dice) => {
    if (rec?.inner !== dice) rec = new RecordingDice(dice)
    rec.take()
    return { key: run(rec), record: rec.take() }
  }, (r) => r.key)
}

describe('ai/RecordingDice', () => {
  it('enumerates through pools, totals and merge points like the odds do, and each outcome replays through ScriptedDice', () => {
    const direct = enumerateOutcomes(resolve, (k) => k)
    const recorded = enumerateRecorded(resolve)
    // Same leaves (die by die, the pool alone would be 6^6 sequences) and same odds.
    expect(recorded.leaves).toBe(direct.leaves)
    expect(recorded.outcomes.map((o) => [o.key, toFloat(o.probability)])).toEqual(direct.outcomes.map((o) => [o.key, toFloat(o.probability)]))
    for (const o of recorded.outcomes) {
      const script = new ScriptedDice(replayFaces(o.example.record))
      expect(resolve(script), o.key).toBe(o.key)
      expect(script.remaining).toBe(0)
    }
  })

  it('passes a total\'s cap on (one branch for every sum at or past it, as the odds do) and replays a capped total, even one below what the dice can make', () => {
    // Three hits of damage 1-3 capped at 2: the least sum, 3, is already past the cap.
    const capped = (dice: DiceSource) => {
      const hits = rollPool(dice, { die: d6(), n: 4, reason: 'to hit', classes: [0, 0, 0, 1, 1, 1] }).counts[1]!
      return `${hits}:${poolTotal(dice, [{ die: d6(), n: hits, values: [1, 1, 1, 2, 2, 3] }], 'damage', 2).total}`
    }
    const direct = enumerateOutcomes(capped, (k) => k)
    const recorded = enumerateRecorded(capped)
    expect(recorded.leaves).toBe(direct.leaves)
    expect(recorded.outcomes.map((o) => [o.key, o.probability])).toEqual(direct.outcomes.map((o) => [o.key, o.probability]))
    expect(recorded.outcomes.map((o) => o.key)).toContain('3:2')
    for (const o of recorded.outcomes) expect(capped(new ScriptedDice(replayFaces(o.example.record))), o.key).toBe(o.key)
  })

  it('records the faces a play source rolls, pool and total dice included, in roll order', () => {
    const faces = [5, 1, 2, 3, 4, 5, 6, 6, 4, 4, 1, 3, 2, 6, 6, 5, 2, 1, 1, 1]
    const script = new ScriptedDice(faces)
    const rec = new RecordingDice(script)
    const key = resolve(rec)
    expect(replayFaces(rec.take())).toEqual(faces.slice(0, script.count))
    expect(resolve(new ScriptedDice(faces))).toBe(key)
  })

  it('a total that its dice cannot make is a dice error', () => {
    expect(() => replayFaces([{ kind: 'total', groups: [{ die: d6(), n: 2, values: [0, 0, 0, 0, 1, 1] }], total: 3, atMost: undefined }])).toThrow(expect.objectContaining({ code: 'dice/invalid-argument' }))
  })
})
