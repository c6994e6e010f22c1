import type { CombatEffect, CombatOutcome, TargetResult } from '@hexes/core'
import type { SkCombatData } from './SkCombatData'

/** The odds key of one unit's result: HP lost and push-back (`hp:2`, `hp:0+push:1`). */
function unitKey(hp: number, push: number): string {
  return push > 0 ? `hp:${hp}+push:${push}` : `hp:${hp}`
}

/**
 * A skirmish combat's outcome for the core (RES): the key groups equal results for the exact odds
 * (every unit's HP lost, the push-backs, a misfire), per-unit results (`targets`, for `targetOdds`:
 * the chance of each HP loss and of a push-back), the summary effects, and the data for the log
 * and the dice shown die by die.
 *
 * @param defenderHp - the primary target's HP before the combat (for "eliminated")
 * @param attackerSide - ids of the acting side's units (for "attacker loses")
 */
export function skOutcome(data: SkCombatData, defender: string, defenderHp: number, attackerSide: readonly string[]): CombatOutcome {
  const push = new Map(data.pushes.map((p) => [p.unit, p.paces]))
  const units = [...new Set([...data.losses.map((l) => l.unit), ...push.keys()])]
  const lostOf = (u: string) => data.losses.find((l) => l.unit === u)?.hpLost ?? 0
  const targets: TargetResult[] = units.map((u) => ({ unit: u, key: unitKey(lostOf(u), push.get(u) ?? 0), label: `${u} loses ${lostOf(u)} HP${push.has(u) ? `, pushed back ${push.get(u)}` : ''}` }))
  const key = `${units.map((u) => `${u}=${unitKey(lostOf(u), push.get(u) ?? 0)}`).join(',')}${data.misfire ? '|misfire' : ''}`
  const defenderLost = lostOf(defender)
  const attackersLost = data.losses.some((l) => attackerSide.includes(l.unit) && l.hpLost > 0)
  const effects: CombatEffect[] = []
  if (defenderLost >= defenderHp && defenderHp > 0) effects.push('defender-eliminated')
  else if (push.has(defender)) effects.push('defender-retreats')
  if (defenderLost > 0 && defenderLost < defenderHp) effects.push(attackersLost ? 'exchange' : 'defender-loses')
  else if (attackersLost) effects.push('attacker-loses')
  if (effects.length === 0) effects.push('no-effect')
  const label = units.length ? targets.map((t) => t.label).join('; ') : 'no loss'
  return { key, label: data.misfire ? `misfire, ${label}` : label, data, effects, targets }
}
