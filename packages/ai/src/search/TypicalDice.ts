import {
  type DiceSource, type DieRoll, type DieSpec, type PoolRoll, type PoolSpec, type PoolTotal, type TotalGroup,
} from '@hexes/core'

/**
 * A dice source with no randomness that gives the typical result of every request: a roll shows
 * the face whose value is nearest the die's mean (the lower face on a tie); a pool is counted
 * with each class's expected share of the dice, rounded by largest remainder (ties to the lower
 * class); a total is the expected sum, rounded half up. Pools and totals come back without faces,
 * as under enumeration (rules read their counts and sums only).
 *
 * The search passes phases with it (ending a phase may resolve what the rules make compulsory,
 * a skirmish melee step fights every engaged pair): the position the search goes on from is then
 * the same on every line and the same at every search, not a random sample that makes one line
 * look lucky. The search still values its own attacks over every outcome, never with these dice.
 *
 * @example new TypicalDice().roll(d6(), 'x').value // 3 (mean 3.5, nearest faces 3 and 4)
 */
export class TypicalDice implements DiceSource {
  /** Rolls one die: the face nearest the mean. */
  roll(die: DieSpec, reason: string): DieRoll {
    let mean = 0
    for (const f of die.faces) mean += f.value
    mean /= die.faces.length
    let best = 0
    for (let k = 1; k < die.faces.length; k++) if (Math.abs(die.faces[k]!.value - mean) < Math.abs(die.faces[best]!.value - mean)) best = k
    const f = die.faces[best]!
    const roll: DieRoll = { die: die.id, face: best + 1, value: f.value, reason }
    if (f.label !== undefined) roll.label = f.label
    if (f.symbol !== undefined) roll.symbol = f.symbol
    return roll
  }

  /** Counts a pool by each class's expected share of the dice (largest remainder). */
  pool(spec: PoolSpec): PoolRoll {
    const faces = spec.die.faces.length
    const classOf = (k: number) => (spec.classes === undefined ? k : spec.classes[k]!)
    let c = 0
    for (let k = 0; k < faces; k++) c = Math.max(c, classOf(k) + 1)
    const size: number[] = new Array(c).fill(0)
    for (let k = 0; k < faces; k++) size[classOf(k)]!++
    const counts = size.map((s) => Math.floor((spec.n * s) / faces))
    let left = spec.n - counts.reduce((a, b) => a + b, 0)
    const order = size.map((s, j) => ({ j, rest: ((spec.n * s) % faces) / faces })).sort((a, b) => b.rest - a.rest || a.j - b.j)
    for (const o of order) {
      if (left <= 0) break
      counts[o.j]!++
      left--
    }
    return { die: spec.die.id, n: spec.n, reason: spec.reason, counts, faces: null }
  }

  /** The expected sum of every group's dice, rounded half up. */
  total(groups: readonly TotalGroup[]): PoolTotal {
    let sum = 0
    for (const g of groups) {
      let mean = 0
      for (const v of g.values) mean += v
      sum += (g.n * mean) / g.values.length
    }
    return { total: Math.round(sum), faces: null }
  }
}

/**
 * The one typical source the search uses (it keeps no state): phases are passed with it
 * (`passPhase`), plugin actions and answers valued with it (`planStep`).
 */
export const TYPICAL_DICE = new TypicalDice()
