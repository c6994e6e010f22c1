import type { DiceSource } from '@hexes/core'
import { attackResolver } from '../combat/attackResolver'
import type { Fighter } from '../combat/AttackSituation'
import type { MeleeRoundResult, MeleeStrike } from '../combat/meleeRoundResolver'
import { shareDamage } from '../combat/shareDamage'
import { livingFigures } from '../model/skProfile'

/**
 * A melee round's strikes resolved as the combat math's `meleeRoundResolver` resolves them (every
 * strike rolls, in order; each side's losses summed, capped by its HP and shared from the primary
 * target, SK-MELEE-2/4, `shareDamage`), with a merge point after each strike on what the rest of
 * the combat depends on: the HP each side has lost so far and the push-backs scored
 * (`DiceSource.merge`). In play nothing changes; for exact odds the enumerator goes on once per
 * distinct state instead of once per sequence of dice, so a fight of several units stays exact and
 * cheap. The resolver's `tag` is what the combat has done before this round (its merge keys begin
 * with it: the rest of the combat may depend on it). Only with `merge` set: the caller's result
 * must then not depend on the strikes' own details (a `forOdds` answer keeps only the losses and
 * the push-backs); an enumeration that keys by every strike (the skirmish UI's) runs without.
 */
export function mergedRound(strikes: readonly MeleeStrike[], sides: readonly [readonly Fighter[], readonly Fighter[]]): (dice: DiceSource, tag: string, merge: boolean) => MeleeRoundResult {
  const resolvers = strikes.map((s) => attackResolver(s.plan))
  const sideHp = sides.map((units) => units.reduce((t, u) => t + Math.max(0, u.hp), 0))
  return (dice, tag, merge) => {
    const results = []
    const lost: [number, number] = [0, 0]
    let pushes = ''
    for (let i = 0; i < resolvers.length; i++) {
      const r = resolvers[i]!(dice)
      results.push(r)
      lost[strikes[i]!.targetSide] += r.hpLost
      if (r.push > 0) pushes += `${i}:${r.push};`
      if (merge) dice.merge?.(`${tag}:${i}:${Math.min(lost[0], sideHp[0]!)}:${Math.min(lost[1], sideHp[1]!)}:${pushes}`)
    }
    const sideHpLost: [number, number] = [Math.min(lost[0], sideHp[0]!), Math.min(lost[1], sideHp[1]!)]
    const hpLost: [number[], number[]] = [shareDamage(sideHpLost[0], sides[0]), shareDamage(sideHpLost[1], sides[1])]
    const figures = (s: 0 | 1) => sides[s].map((u, j) => livingFigures(u.hp, u.type.hp) - livingFigures(u.hp - hpLost[s][j]!, u.type.hp))
    return { strikes: results, sideHpLost, hpLost, figuresLost: [figures(0), figures(1)] }
  }
}
