import { eliminateUnit, msg, recordLoss, reject, rejectWith, unitParam, type DraftCtx, type GameRules, type GameState, type LineOfSightService, type Rejection, type UnitState } from '@hexes/core'
import { HM, hmState, type HmTables } from '@hexes/plugin-hexes-med'
import { attackModifier, type AttackModifier, type AttackPlan } from '../combat/AttackPlan'
import type { SkConfig } from '../config/skConfig'
import type { MixCharge, SkMix } from '../config/SkMix'
import type { SkTables } from '../config/SkTables'
import { SK_STATS } from '../state/SkState'
import { HmCharge } from './HmCharge'
import { mixChargeDice } from './mixChargeDice'

const name = (u: { id: string; name?: string }) => u.name ?? u.id
const statsOf = (u: UnitState) => u.stats[SK_STATS]!

/** The best leader bonus riding a unit (GAP-HM-04: leaders never add up). */
function leaderBonus(state: GameState, hm: HmTables, unitId: string): number {
  let best = 0
  for (const l of state.leaders) if (l.status === 'active' && l.unit === unitId) best = Math.max(best, hm.leaderBonus(l.stats))
  return best
}

/**
 * The mix of skirmish dice with HEXES Med (catalogue I-02, I-05, R-15), on HEXES Med's tables:
 * - a shot goes by the HM counter's range in hexes and HEXES Med's line of sight (I-05), with the
 *   profile's `missileDice` (ranged strength + 1);
 * - HEXES Med's terrain defence of the target's hex (forest −1; a hill only when the target is
 *   higher than the attacker) and the leaders (+ the attacker's best, − the target's) are to-hit
 *   modifiers, −1 for each HM −1 (I-02); a reduced unit rolls `reducedDice` dice fewer, minimum 1
 *   (R-15);
 * - HP ≤ 50 % is HEXES Med's reduced state (I-02): the step is recorded when it happens, and at
 *   0 HP the unit is eliminated with the strength it still had;
 * - the charge (R-15: the skirmish rules are the charge provider) is declared under HEXES Med's
 *   movement ({@link HmCharge}) and its bonus read with HEXES Med's countercharge and terrain as
 *   the config says (`mixChargeDice`); a push-back stops at HEXES Med's impassable terrain.
 */
export class HmMix implements SkMix {
  private sk: SkTables | undefined
  readonly charge: MixCharge | undefined

  constructor(private readonly hm: HmTables, private readonly los: LineOfSightService, private readonly profiles: Readonly<Record<string, { missileDice?: number | undefined }>>, private readonly config: SkConfig) {
    this.charge = config.adapter.charge.enabled ? new HmCharge(hm, los, config.adapter.charge) : undefined
  }

  /** The skirmish tables this mix serves (set once they exist: they hold the mix). */
  bind(sk: SkTables): void {
    this.sk = sk
  }

  volley(rules: GameRules, state: GameState, shooter: UnitState, target: UnitState): { dice: number } | Rejection {
    const dice = this.profiles[shooter.type]?.missileDice ?? 0
    const range = this.hm.range(shooter)
    const who = { unit: unitParam(shooter.id), defender: unitParam(target.id) }
    if (dice <= 0 || range <= 0) return reject('combat/cannot-shoot', 'HM-COMBAT-4', `${name(shooter)} has no ranged capability`, who)
    const g = rules.grid
    const dist = g.distance(g.indexOfRef(shooter.hex!), g.indexOfRef(target.hex!))
    if (dist > range) return reject('combat/out-of-range', 'I-05', `${name(target)} is ${dist} hexes away, beyond the range of ${name(shooter)} (${range})`, { ...who, dist, range })
    if (!this.los.canSee({ state, rules }, shooter, target)) return rejectWith('combat/no-line-of-sight', 'HM-COMBAT-4', `${name(shooter)} has no line of sight to ${name(target)}`, msg('sk/no-line-of-sight', who))
    return { dice }
  }

  impassable(_rules: GameRules, state: GameState, hex: number): boolean {
    return this.hm.terrainAt(state, hex).cost === 'impassable'
  }

  adjust(rules: GameRules, state: GameState, attacker: UnitState, target: UnitState, planned: AttackPlan, attackerHp: number): AttackPlan {
    const plan = this.sk ? mixChargeDice(rules, state, this.hm, this.config, this.sk.typeOf(attacker), attacker, target, planned, attackerHp) : planned
    const mods: AttackModifier[] = []
    const g = rules.grid
    const t = this.hm.terrainAt(state, g.indexOfRef(target.hex!))
    if (t.defence !== 0 && !(t.elevated && this.hm.terrainAt(state, g.indexOfRef(attacker.hex!)).elevated)) mods.push(attackModifier('I-02', 'toHit', t.defence, `Target in ${t.name.toLowerCase()} (HEXES Med terrain)`))
    const mine = leaderBonus(state, this.hm, attacker.id)
    const theirs = leaderBonus(state, this.hm, target.id)
    if (mine > 0) mods.push(attackModifier('I-02', 'toHit', mine, 'Leader with the attacker'))
    if (theirs > 0) mods.push(attackModifier('I-02', 'toHit', -theirs, 'Leader with the target'))
    const reduced = 2 * attackerHp <= statsOf(attacker).startHp
    const fewer = reduced && plan.dice > 1 ? Math.min(this.config.adapter.reducedDice, plan.dice - 1) : 0
    if (fewer > 0) mods.push(attackModifier('R-15', 'dice', -fewer, 'Reduced unit: one die fewer'))
    if (mods.length === 0) return plan
    let toHit = plan.toHit
    for (const m of mods) if (m.kind === 'toHit') toHit += m.value
    return { ...plan, dice: plan.dice - fewer, toHit, modifiers: [...plan.modifiers, ...mods] }
  }

  leaveMorale(rule: (state: GameState, unit: UnitState) => boolean): void {
    this.hm.leaveMorale(rule)
  }

  movedThisTurn(state: GameState, unit: UnitState): boolean {
    return hmState(state).movedThisTurn.includes(unit.id)
  }

  sees(rules: GameRules, state: GameState, shooter: UnitState, target: UnitState): boolean {
    return this.los.canSee({ state, rules }, shooter, target)
  }

  afterLoss(ctx: DraftCtx, unit: UnitState, before: number, ruleId: string): void {
    const s = unit.stats[SK_STATS]!
    const reducedBefore = this.hm.isReduced(unit)
    const fullStrength = this.hm.strength(unit)
    if (!reducedBefore && 2 * s.hp <= s.startHp && s.hp > 0) {
      unit.stats[HM] = { ...unit.stats[HM], reduced: true }
      recordLoss(ctx, unit, 1, fullStrength - this.hm.strength(unit), ruleId)
    }
    if (s.hp === 0 && before > 0) {
      recordLoss(ctx, unit, reducedBefore ? 1 : 2, 0, ruleId)
      eliminateUnit(ctx, unit, fullStrength, ruleId)
    }
  }
}
