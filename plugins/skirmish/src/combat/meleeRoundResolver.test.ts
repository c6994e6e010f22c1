import { ScriptedDice } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import type { Fighter } from './AttackSituation'
import { fighter, testConfig, UNITS } from './combat.fixture'
import { meleeRoundResolver } from './meleeRoundResolver'
import { planAttack } from './planAttack'

const config = testConfig()

function round(strikes: Parameters<typeof meleeRoundResolver>[0], sides: [Fighter[], Fighter[]], faces: number[]) {
  const dice = new ScriptedDice(faces)
  const result = meleeRoundResolver(strikes, sides)(dice)
  expect(dice.remaining, 'scripted faces left over').toBe(0)
  return result
}

describe('skirmish/combat/melee round', () => {
  it('SK-MELEE-2: all units attack simultaneously: a unit wiped out in the round still rolls its attacks', () => {
    const spearmen = fighter(UNITS.spearmen, { hp: 2 }) // 2 figures left
    const troll = fighter(UNITS.troll)
    const trollStrike = planAttack({ kind: 'locked', attacker: troll, target: spearmen }, config)
    const spearStrike = planAttack({ kind: 'locked', attacker: spearmen, target: troll }, config)
    // The troll strikes first and kills both figures (3 hits of 2 HP); the spearmen, planned from the HP
    // before the round, still roll their 2 dice (at half HP: −1 to hit, −1 damage): two natural 6s hit,
    // 1 HP each against constitution 4.
    const r = round([{ plan: trollStrike, targetSide: 0 }, { plan: spearStrike, targetSide: 1 }], [[spearmen], [troll]], [4, 4, 4, 1, 1, 1, 6, 6, 6, 6])
    expect(r.strikes.map((s) => [s.hits, s.hpLost])).toEqual([[3, 2], [2, 2]])
    expect(r.sideHpLost).toEqual([2, 2])
    expect(r.hpLost).toEqual([[2], [2]])
    expect(r.figuresLost).toEqual([[2], [0]])
  })

  it('SK-MELEE-4: strikes on one side add up, capped by its HP, and are shared from its primary target', () => {
    const troll = fighter(UNITS.troll)
    const knights = fighter(UNITS.knights)
    const swords = fighter(UNITS.swordsmen)
    // Two strikes on side 1 (troll primary, knights allied): 2 + 1 HP = 3 HP, shared 2 / 1 from the troll.
    const a = planAttack({ kind: 'locked', attacker: swords, target: troll, targetAllies: [knights] }, config)
    expect(a.hpPool).toBe(14)
    const strikes = [{ plan: a, targetSide: 1 as const }, { plan: a, targetSide: 1 as const }]
    // 8 swordsmen at +1 vs defence 4: one 4 hits, then one 5; damage 2 − constitution 4: die 6 → 4 → 2 HP, die 5 → 3 → 1 HP.
    const misses = [1, 1, 1, 1, 1, 1, 1]
    const r = round(strikes, [[swords], [troll, knights]], [4, ...misses, 6, 5, ...misses, 5])
    expect(r.strikes.map((s) => s.hpLost)).toEqual([2, 1])
    expect(r.sideHpLost).toEqual([0, 3])
    expect(r.hpLost).toEqual([[0], [2, 1]])
    expect(r.figuresLost).toEqual([[0], [0, 0]])
    // Capped by the side's HP (14), each strike by its pool.
    const big = round(strikes, [[swords], [troll, knights]], [...Array(8).fill(6), ...Array(8).fill(6), ...Array(8).fill(6), ...Array(8).fill(6)])
    expect(big.strikes.map((s) => s.hpLost)).toEqual([14, 14])
    expect(big.hpLost).toEqual([[0], [4, 10]])
    expect(big.figuresLost).toEqual([[0], [1, 5]])
  })
})
