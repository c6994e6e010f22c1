/**
 * The plain baseline of the dice benchmark: the exact odds of a {@link BenchAttack} by a
 * hand-written dynamic programme, without `enumerateOutcomes` nor any dice source.
 */

import { exactRational, type Rational } from '@hexes/core'
import { damageTables, type BenchAttack } from './benchAttack'

/** `ways[j][t]`: face sequences of `j` damage dice removing `t` HP, out of `6^j` (safe up to 20 dice). */
function damagePowers(hpPerFace: number[], dice: number): number[][] {
  const ways: number[][] = [[1]]
  for (let j = 1; j <= dice; j++) {
    const prev = ways[j - 1]
    const next: number[] = new Array(prev.length + 3).fill(0)
    for (let t = 0; t < prev.length; t++) for (const hp of hpPerFace) next[t + hp] += prev[t]
    ways.push(next)
  }
  return ways
}

/**
 * Exact probability of every `hits:hpLost` outcome of the attack: a DP over the attack dice counts
 * the face sequences giving each (hits, natural hits) pair; a DP over damage dice counts those
 * giving each HP total, for natural-6 and plain hits; the two are multiplied and the HP capped.
 *
 * @param a - the attack (at most 20 attack dice: the counts stay safe integers)
 * @returns the outcomes by key, by hits then HP lost
 * @throws Error for more than 20 attack dice
 */
export function directAttackOdds(a: BenchAttack): Map<string, Rational> {
  if (a.dice > 20) throw new Error(`directAttackOdds counts in safe integers: at most 20 attack dice, got ${a.dice}`)
  // To-hit classes by hand (SK-COMBAT-3..5): 1 misses, 6 hits naturally, others when die + bonus > defence.
  let plain = 0
  for (let face = 2; face <= 5; face++) if (face + a.attackBonus > a.defence) plain++
  const miss = 5 - plain
  // hits[h][n]: sequences of the attack dice with h hits, n of them natural 6s.
  let hits: number[][] = [[1]]
  for (let i = 0; i < a.dice; i++) {
    const next: number[][] = Array.from({ length: i + 2 }, (_, h) => new Array(h + 1).fill(0))
    for (let h = 0; h <= i; h++) {
      for (let n = 0; n <= h; n++) {
        const w = hits[h][n]
        next[h][n] += w * miss
        next[h + 1][n] += w * plain
        next[h + 1][n + 1] += w
      }
    }
    hits = next
  }
  const { hp, naturalHp } = damageTables(a)
  const plainWays = damagePowers(hp, a.dice)
  const naturalWays = damagePowers(naturalHp, a.dice)
  const out = new Map<string, Rational>()
  for (let h = 0; h <= a.dice; h++) {
    // byTotal[t]: sequences of all 20 + h dice with h hits and t HP removed, out of 6^(dice + h).
    const byTotal: bigint[] = new Array(3 * h + 1).fill(0n)
    for (let n = 0; n <= h; n++) {
      const w = BigInt(hits[h][n])
      if (w === 0n) continue
      const nat = naturalWays[n]
      const pl = plainWays[h - n]
      const both: number[] = new Array(nat.length + pl.length - 1).fill(0)
      for (let x = 0; x < nat.length; x++) if (nat[x] !== 0) for (let y = 0; y < pl.length; y++) both[x + y] += nat[x] * pl[y]
      for (let t = 0; t < both.length; t++) if (both[t] !== 0) byTotal[t] += w * BigInt(both[t])
    }
    const capped: bigint[] = new Array(Math.min(3 * h, a.hp) + 1).fill(0n)
    byTotal.forEach((ways, t) => (capped[Math.min(t, a.hp)] += ways))
    const den = 6n ** BigInt(a.dice + h)
    capped.forEach((ways, lost) => ways !== 0n && out.set(`${h}:${lost}`, exactRational(ways, den)))
  }
  return out
}
