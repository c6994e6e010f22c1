import type { BaseAction, CombatDeclaration, CombatOdds, Rejection } from '@hexes/core'

/** Why the engine refuses a planned combat in one mode. */
export interface CombatRefusal {
  /** The combat mode the engine was asked about (`close`, `ranged`...). */
  mode: string
  /** The engine's typed rejection: code, rule ID, English message and text. */
  rejection: Rejection
}

/** A legal attack as `legalActions` lists it. */
type LegalAttack = BaseAction & { attackers: readonly string[]; mode: string }

/**
 * Why the rules refuse a combat the player planned that no legal attack matches: the engine's
 * rejection in each mode the rules offer (`combatModes`), so that a refusal is never silent.
 * Only the modes in which every planned attacker takes part in some legal attack are asked when
 * there are such modes (a shooter is told why it cannot shoot this target, not that it is not
 * adjacent to it); otherwise every offered mode. The same refusal in several modes is given once.
 * A mode the engine accepts (none, when `legal` is complete) gives no refusal.
 *
 * @param plan the planned attackers and defender
 * @param offered the combat modes the rules offer now, in their order
 * @param legal the legal actions of the moment (only `attack` ones are read)
 * @param odds the engine's `odds` (a rejection for an illegal declaration)
 * @example combatRefusals({ attackers: ['c-e24'], defender: 'z-sk1' }, ['close', 'ranged'], game.legalActions(), (d) => game.odds(d))
 */
export function combatRefusals(
  plan: { attackers: readonly string[]; defender: string },
  offered: readonly string[],
  legal: readonly BaseAction[],
  odds: (decl: CombatDeclaration) => CombatOdds | Rejection | null,
): CombatRefusal[] {
  const attacks = legal.filter((a): a is LegalAttack => a.type === 'attack' && Array.isArray((a as Partial<LegalAttack>).attackers))
  const usual = offered.filter((m) => plan.attackers.every((id) => attacks.some((a) => a.mode === m && a.attackers.includes(id))))
  const out: CombatRefusal[] = []
  for (const mode of usual.length ? usual : offered) {
    const r = odds({ attackers: [...plan.attackers], defender: plan.defender, mode })
    if (!r || !('ok' in r)) continue
    if (out.some((x) => x.rejection.code === r.code && x.rejection.ruleId === r.ruleId && x.rejection.message === r.message)) continue
    out.push({ mode, rejection: r })
  }
  return out
}
