import type { DiceSource } from '@hexes/core'
import { attackResolver, type AttackResult } from '../combat/attackResolver'
import type { Fighter } from '../combat/AttackSituation'
import type { MeleeRoundResult, MeleeStrike } from '../combat/meleeRoundResolver'
import { shareDamage } from '../combat/shareDamage'
import { livingFigures } from '../model/skProfile'

/** What a strike did that a caller keying by every strike reads: dice, skulls, HP, the charge roll (`dice/hits/hp/bonus;`). */
export function strikeSummary(r: AttackResult): string {
  return `${r.dice}/${r.hits}/${r.hpLost}/${r.chargeBonus === null ? '' : Number(r.chargeBonus)};`
}

/**
 * A melee round's strikes resolved as the combat math's `meleeRoundResolver` resolves them (every
 * strike rolls, in order; each side's losses summed, capped by its HP and shared from the primary
 * target, SK-MELEE-2/4, `shareDamage`), with a merge point after each strike on what the rest of
 * the combat depends on (`DiceSource.merge`, asked only of an enumerating source): the HP each side
 * has lost so far and the push-backs scored, and with `detail` each strike's dice, skulls, HP and
 * charge roll too ({@link strikeSummary}). In play nothing changes; for exact odds the enumerator
 * goes on once per distinct state instead of once per sequence of dice, so a fight of several
 * units stays exact and cheap. The resolver's `tag` is what the combat has done before this round
 * (its merge keys begin with it: the rest of the combat may depend on it). `final`: no die is
 * rolled after this round (the combat's last), so its last strike needs no merge point.
 *
 * Without `detail` (a `forOdds` answer: the losses and the push-backs only) the caller's result
 * must not depend on the strikes' details. With it (an enumeration that keys by every strike, the
 * skirmish UI's), it must not depend on their natural hits or faces: the strike records of an
 * enumeration leave them out (`null`), as they leave out the faces.
 */
export function mergedRound(strikes: readonly MeleeStrike[], sides: readonly [readonly Fighter[], readonly Fighter[]], final = false): (dice: DiceSource, tag: string, detail: boolean) => MeleeRoundResult {
  const resolvers = strikes.map((s) => attackResolver(s.plan))
  const sideHp = sides.map((units) => units.reduce((t, u) => t + Math.max(0, u.hp), 0))
  // After the last strike of the combat's last round no die follows: a merge point there saves nothing.
  const points = final ? resolvers.length - 1 : resolvers.length
  return (dice, tag, detail) => {
    const merging = dice.merge !== undefined
    const results = []
    const lost: [number, number] = [0, 0]
    let pushes = ''
    let done = ''
    for (let i = 0; i < resolvers.length; i++) {
      const r = resolvers[i]!(dice)
      results.push(r)
      lost[strikes[i]!.targetSide] += r.hpLost
      if (r.push > 0) pushes += `${i}:${r.push};`
      if (merging && i < points) {
        if (detail) done += strikeSummary(r)
        dice.merge!(`${tag}:${i}:${Math.min(lost[0], sideHp[0]!)}:${Math.min(lost[1], sideHp[1]!)}:${pushes}${detail ? `:${done}` : ''}`)
      }
    }
    const sideHpLost: [number, number] = [Math.min(lost[0], sideHp[0]!), Math.min(lost[1], sideHp[1]!)]
    const hpLost: [number[], number[]] = [shareDamage(sideHpLost[0], sides[0]), shareDamage(sideHpLost[1], sides[1])]
    return { strikes: results, sideHpLost, hpLost, figuresLost: [figuresLost(sides[0], hpLost[0]), figuresLost(sides[1], hpLost[1])] }
  }
}

/** The figures each unit of a side loses with the HP given (R-01). (Module level: no closure per leaf of an enumeration.) */
function figuresLost(side: readonly Fighter[], hpLost: readonly number[]): number[] {
  const out: number[] = []
  for (let j = 0; j < side.length; j++) {
    const u = side[j]!
    out.push(livingFigures(u.hp, u.type.hp) - livingFigures(u.hp - hpLost[j]!, u.type.hp))
  }
  return out
}
