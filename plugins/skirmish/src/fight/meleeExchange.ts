import type { CombatCtx, DiceSource, GameRules, GameState, UnitState } from '@hexes/core'
import type { AttackPlan } from '../combat/AttackPlan'
import type { AttackKind, AttackSituation, Fighter } from '../combat/AttackSituation'
import { meleeRoundResolver, type MeleeRoundResult, type MeleeStrike } from '../combat/meleeRoundResolver'
import type { SkTables } from '../config/SkTables'
import { fightAround, pairOf } from '../melee/contacts'
import { skState } from '../state/SkState'
import { targetCover } from '../missile/targetCover'
import type { MeleePair } from '../state/SkState'
import { fighterOf, planFor } from './fighterOf'
import type { PushRequest, SkCombatData, StrikeRecord, UnitLoss } from './SkCombatData'

/** The two sides of a melee (SK-MELEE-3): side 0 the acting side's units, side 1 the primary opponent first. */
export interface MeleeSides {
  sides: [UnitState[], UnitState[]]
  /** Every contact pair between the two sides. */
  pairs: MeleePair[]
  /** Every pair is locked: the round is simultaneous (SK-MELEE-2). */
  locked: boolean
}

/** The sides of the melee of a declaration (`fightAround` the primary opponent): the attackers, and the primary opponent first with its allies. */
export function meleeSides(state: GameState, attackers: readonly UnitState[], defender: UnitState): MeleeSides {
  const side = attackers[0]!.side
  const [side0, side1] = fightAround(state, defender, (u) => u.side === side, skState(state).fought)
  const pairs: MeleePair[] = []
  for (const a of side0) for (const b of side1) {
    const p = pairOf(state, a.id, b.id)
    if (p) pairs.push(p)
  }
  return { sides: [side0, side1], pairs, locked: pairs.length > 0 && pairs.every((p) => p.locked) }
}

/** A unit's opponent this round: `preferred` if in contact, else the first unit of the other side in contact with it. */
function opponentOf(state: GameState, unit: UnitState, others: readonly UnitState[], preferred: string | undefined): UnitState | undefined {
  if (preferred !== undefined && pairOf(state, unit.id, preferred)) return others.find((o) => o.id === preferred)
  return others.find((o) => pairOf(state, unit.id, o.id) !== undefined)
}

/** A charge pending on the pair of `a` and `b`, if `by` made it. */
function chargeBy(state: GameState, a: string, b: string, by: string): MeleePair['charge'] {
  const c = pairOf(state, a, b)?.charge ?? null
  return c && c.by === by ? c : null
}

interface Planned {
  strike: MeleeStrike
  unit: UnitState
  target: UnitState
}

/**
 * Plans the strikes of one side on the other (from the HP given per unit): each unit of `from`
 * that is alive strikes its opponent (`preferred` when in contact, the unit that charged it for a
 * return strike), as a charge when it charged that opponent (SK-CHARGE-4..8; the target's lock
 * for SK-MELEE-7), a return strike when that opponent charged it (SK-CHARGE-9/10, SK-COMBAT-18),
 * a locked round's blow, or a plain strike; its side's other units are its allies and the target's
 * side the target's (R-03, SK-MELEE-4); cover as seen from its hex (GAP-SK-21).
 */
function planStrikes(
  rules: GameRules, state: GameState, tables: SkTables, from: readonly UnitState[], to: readonly UnitState[], hp: ReadonlyMap<string, number>,
  targetSide: 0 | 1, locked: boolean, preferred: (u: UnitState) => string | undefined,
): Planned[] {
  const out: Planned[] = []
  const fighter = (u: UnitState) => fighterOf(rules, state, tables, u, hp.get(u.id))
  const alive = (u: UnitState) => (hp.get(u.id) ?? 0) > 0
  for (const unit of from) {
    if (!alive(unit)) continue
    const target = opponentOf(state, unit, to.filter(alive), preferred(unit))
    if (!target) continue
    const charge = chargeBy(state, unit.id, target.id, unit.id)
    const charged = chargeBy(state, unit.id, target.id, target.id)
    const kind: AttackKind = locked ? 'locked' : charge ? 'charge' : charged ? 'return' : 'strike'
    const g = rules.grid
    const s: AttackSituation = {
      kind,
      attacker: fighter(unit),
      target: fighter(target),
      cover: targetCover(rules, state, tables, g.indexOfRef(unit.hex!), g.indexOfRef(target.hex!)),
      attackerAllies: from.filter((u) => u !== unit && alive(u)).map(fighter),
      targetAllies: to.filter((u) => u !== target && alive(u)).map(fighter),
      ...(charge ? { targetLocked: charge.intoMelee } : {}),
      ...(charged ? { chargeArc: charged.arc } : {}),
    }
    out.push({ strike: { plan: planFor(rules, state, tables, unit, target, s), targetSide }, unit, target })
  }
  return out
}

/** Fighters of a side with the HP given (side order: the primary target first). */
function sideFighters(rules: GameRules, state: GameState, tables: SkTables, side: readonly UnitState[], hp: ReadonlyMap<string, number>): Fighter[] {
  return side.map((u) => fighterOf(rules, state, tables, u, hp.get(u.id)))
}

/** Applies a round's losses to the HP map; returns each unit's loss. */
function takeLosses(sides: readonly [readonly UnitState[], readonly UnitState[]], r: MeleeRoundResult, hp: Map<string, number>, into: Map<string, UnitLoss>): void {
  for (const s of [0, 1] as const) {
    sides[s].forEach((u, j) => {
      const lost = r.hpLost[s][j]!
      if (lost === 0) return
      hp.set(u.id, (hp.get(u.id) ?? 0) - lost)
      const e = into.get(u.id) ?? { unit: u.id, hpLost: 0, figuresLost: 0 }
      e.hpLost += lost
      e.figuresLost += r.figuresLost[s][j]!
      into.set(u.id, e)
    })
  }
}

function records(planned: readonly Planned[], r: MeleeRoundResult): StrikeRecord[] {
  return planned.map((p, i) => {
    const x = r.strikes[i]!
    return { unit: p.unit.id, target: p.target.id, kind: p.strike.plan.kind, dice: x.dice, hits: x.hits, naturalHits: x.naturalHits, hpLost: x.hpLost, chargeBonus: x.chargeBonus, attackFaces: x.attackFaces, damageFaces: x.damageFaces }
  })
}

/**
 * The resolver of one melee of the melee step (SK-MELEE-1..4, GAP-SK-08, R-04), pure: the same
 * function rolls it in play and gives its exact odds.
 *
 * - Before the lock, a sequential **exchange**: every unit of the acting side strikes (at the
 *   primary opponent when in contact with it), as a charge when it charged; the losses are shared
 *   in each side (SK-MELEE-4, `shareDamage`); then every unit of the other side still standing
 *   strikes back (a return strike at its charger, with the flank / rear malus and −1 to hit);
 *   each pair has made one attack each.
 * - Once every pair is locked, a simultaneous **locked round**: every unit strikes from the HP
 *   before the round and the casualties come after (SK-MELEE-2, `meleeRoundResolver`).
 * - A charge whose skulls reach `pushSkulls` pushes its target back 1 pace (1 hex) per full
 *   `pushSkulls`, even if it lost no HP, once the whole exchange is over and if it still stands
 *   (SK-CHARGE-12/13, R-04): the pushes are requests the outcome applies.
 */
export function meleeExchange(ctx: CombatCtx, tables: SkTables): { plan: AttackPlan | undefined; resolve: (dice: DiceSource) => SkCombatData } {
  const { rules, state, attackers, defender } = ctx
  const m = meleeSides(state, attackers, defender!)
  const [side0, side1] = m.sides
  const start = new Map<string, number>([...side0, ...side1].map((u) => [u.id, tables.stats(u).hp]))
  const primary = defender!.id
  const chargerOf = (u: UnitState) => side0.find((a) => chargeBy(state, u.id, a.id, a.id))?.id
  const sideIds: [string[], string[]] = [side0.map((u) => u.id), side1.map((u) => u.id)]
  const first = planStrikes(rules, state, tables, side0, side1, start, 1, m.locked, () => primary)
  if (m.locked) {
    const back = planStrikes(rules, state, tables, side1, side0, start, 0, true, () => undefined)
    const all = [...first, ...back]
    const round = meleeRoundResolver(all.map((p) => p.strike), [sideFighters(rules, state, tables, side0, start), sideFighters(rules, state, tables, side1, start)])
    return {
      plan: first[0]?.strike.plan,
      resolve: (dice) => {
        const r = round(dice)
        const hp = new Map(start)
        const losses = new Map<string, UnitLoss>()
        takeLosses(m.sides, r, hp, losses)
        return { source: 'skirmish', mode: 'melee', round: 'locked', sides: sideIds, strikes: records(all, r), losses: [...losses.values()], pushes: [] }
      },
    }
  }
  const strike = meleeRoundResolver(first.map((p) => p.strike), [sideFighters(rules, state, tables, side0, start), sideFighters(rules, state, tables, side1, start)])
  // The return strikes depend on what the first strikes left: planned per outcome, once each.
  const returns = new Map<string, { planned: Planned[]; round: ReturnType<typeof meleeRoundResolver> }>()
  return {
    plan: first[0]?.strike.plan,
    resolve: (dice) => {
      const r1 = strike(dice)
      const hp = new Map(start)
      const losses = new Map<string, UnitLoss>()
      takeLosses(m.sides, r1, hp, losses)
      const key = side1.map((u) => hp.get(u.id)).join(',')
      let back = returns.get(key)
      if (!back) {
        const planned = planStrikes(rules, state, tables, side1, side0, hp, 0, false, chargerOf)
        back = { planned, round: meleeRoundResolver(planned.map((p) => p.strike), [sideFighters(rules, state, tables, side0, hp), sideFighters(rules, state, tables, side1, hp)]) }
        returns.set(key, back)
      }
      const r2 = back.round(dice)
      takeLosses(m.sides, r2, hp, losses)
      const pushes: PushRequest[] = []
      first.forEach((p, i) => {
        const push = r1.strikes[i]!.push
        if (p.strike.plan.kind === 'charge' && push > 0 && (hp.get(p.target.id) ?? 0) > 0) pushes.push({ unit: p.target.id, paces: push, from: p.unit.hex! })
      })
      return { source: 'skirmish', mode: 'melee', round: 'exchange', sides: sideIds, strikes: [...records(first, r1), ...records(back.planned, r2)], losses: [...losses.values()], pushes }
    },
  }
}
