import type { CombatCtx, GameRules, GameState, UnitState } from '@hexes/core'
import type { AttackKind, AttackSituation, Fighter } from '../combat/AttackSituation'
import type { MeleeRoundResult, MeleeStrike } from '../combat/meleeRoundResolver'
import { mergedRound, strikeSummary } from './mergedRound'
import type { SkTables } from '../config/SkTables'
import { pairOf } from '../melee/contacts'
import { meleeParties } from '../melee/meleeParties'
import { skState } from '../state/SkState'
import { targetCover } from '../missile/targetCover'
import type { MeleePair } from '../state/SkState'
import type { BuiltCombat, PlannedStrike } from './BuiltCombat'
import { fighterOf, planFor } from './fighterOf'
import type { PushRequest, StrikeRecord, UnitLoss } from './SkCombatData'
import { strikeRecord } from './strikeRecord'

/** The two sides of a melee (SK-MELEE-3): side 0 the acting side's units, side 1 the primary opponent first. */
export interface MeleeSides {
  sides: [UnitState[], UnitState[]]
  /** Every contact pair between the two sides. */
  pairs: MeleePair[]
  /** Every pair is locked: the round is simultaneous (SK-MELEE-2). */
  locked: boolean
}

/** The sides of the melee of a declaration (`meleeParties` around the primary opponent): the attackers with their allies, and the primary opponent first with its allies. */
export function meleeSides(state: GameState, tables: SkTables, attackers: readonly UnitState[], defender: UnitState): MeleeSides {
  const [side0, side1] = meleeParties(state, tables, attackers[0]!.side, defender, skState(state).fought).sides
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

/** The unit of `side0` that charged `u` (its charge pending), if any: `u` strikes back at it first. */
function chargerOf(state: GameState, side0: readonly UnitState[], u: UnitState): string | undefined {
  return side0.find((a) => chargeBy(state, u.id, a.id, a.id))?.id
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
  // Each unit's fighter and whether it stands, once (allies are every other living unit of a side).
  const fromFighters = from.map((u) => fighterOf(rules, state, tables, u, hp.get(u.id)))
  const toFighters = to.map((u) => fighterOf(rules, state, tables, u, hp.get(u.id)))
  const living = to.filter((u) => (hp.get(u.id) ?? 0) > 0)
  const g = rules.grid
  for (let i = 0; i < from.length; i++) {
    const unit = from[i]!
    // A defenceless unit (fleeing, SK-MORALE-6) never strikes.
    if ((hp.get(unit.id) ?? 0) <= 0 || tables.isDefenceless(state, unit)) continue
    const target = opponentOf(state, unit, living, preferred(unit))
    if (!target) continue
    const charge = chargeBy(state, unit.id, target.id, unit.id)
    const charged = chargeBy(state, unit.id, target.id, target.id)
    const kind: AttackKind = locked ? 'locked' : charge ? 'charge' : charged ? 'return' : 'strike'
    const attackerAllies: Fighter[] = []
    for (let j = 0; j < from.length; j++) if (j !== i && (hp.get(from[j]!.id) ?? 0) > 0) attackerAllies.push(fromFighters[j]!)
    const targetAllies: Fighter[] = []
    let targetFighter: Fighter | undefined
    for (let j = 0; j < to.length; j++) {
      if (to[j] === target) targetFighter = toFighters[j]
      else if ((hp.get(to[j]!.id) ?? 0) > 0) targetAllies.push(toFighters[j]!)
    }
    const s: AttackSituation = {
      kind,
      attacker: fromFighters[i]!,
      target: targetFighter!,
      cover: targetCover(rules, state, tables, g.indexOfRef(unit.hex!), g.indexOfRef(target.hex!)),
      attackerAllies,
      targetAllies,
      ...(charge ? { targetLocked: charge.intoMelee } : {}),
      ...(charged ? { chargeArc: charged.arc } : {}),
      ...(tables.isDefenceless(state, target) ? { targetDefenceless: true } : {}),
    }
    out.push({ strike: { plan: planFor(rules, state, tables, unit, target, s), targetSide }, unit, target })
  }
  return out
}

/** Fighters of a side with the HP given (side order: the primary target first). */
function sideFighters(rules: GameRules, state: GameState, tables: SkTables, side: readonly UnitState[], hp: ReadonlyMap<string, number>): Fighter[] {
  return side.map((u) => fighterOf(rules, state, tables, u, hp.get(u.id)))
}

/** Adds a round's losses (per side, in side order) to the per-unit arrays (side 0 first, then side 1). */
function takeLosses(r: MeleeRoundResult, n0: number, hp: number[], lost: number[], figures: number[]): void {
  for (let s = 0; s < 2; s++) {
    const h = r.hpLost[s]!
    const f = r.figuresLost[s]!
    const base = s === 0 ? 0 : n0
    for (let j = 0; j < h.length; j++) {
      const l = h[j]!
      if (l === 0) continue
      hp[base + j]! -= l
      lost[base + j]! += l
      figures[base + j]! += f[j]!
    }
  }
}

/** The push-backs a round scored, for merge keys. */
function pushesOf(r: MeleeRoundResult): string {
  let out = ''
  for (let i = 0; i < r.strikes.length; i++) if (r.strikes[i]!.push > 0) out += `${i}:${r.strikes[i]!.push};`
  return out
}

/** The units that lost HP, in side order. */
function lossesOf(units: readonly UnitState[], lost: readonly number[], figures: readonly number[]): UnitLoss[] {
  const out: UnitLoss[] = []
  for (let i = 0; i < units.length; i++) if (lost[i]! > 0) out.push({ unit: units[i]!.id, hpLost: lost[i]!, figuresLost: figures[i]! })
  return out
}

/** The strike records of a round; under an enumeration without the natural hits (see `mergedRound`'s `detail`). */
function records(planned: readonly Planned[], r: MeleeRoundResult, enumerating: boolean): StrikeRecord[] {
  return planned.map((p, i) => strikeRecord(p.unit.id, p.target.id, p.strike.plan, r.strikes[i]!, enumerating))
}

/** Planned strikes as the combat's preview lists them. */
function listed(planned: readonly Planned[], fixed: boolean): PlannedStrike[] {
  return planned.map((p) => ({ unit: p.unit.id, target: p.target.id, plan: p.strike.plan, fixed }))
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
export function meleeExchange(ctx: CombatCtx, tables: SkTables): BuiltCombat {
  const { rules, state, attackers, defender } = ctx
  const m = meleeSides(state, tables, attackers, defender!)
  const [side0, side1] = m.sides
  const units = [...side0, ...side1]
  const n0 = side0.length
  const startHp = units.map((u) => tables.stats(u).hp)
  const start = new Map<string, number>(units.map((u, i) => [u.id, startHp[i]!]))
  const zeros = units.map(() => 0)
  const primary = defender!.id

  const sideIds: [string[], string[]] = [side0.map((u) => u.id), side1.map((u) => u.id)]
  const first = planStrikes(rules, state, tables, side0, side1, start, 1, m.locked, () => primary)
  if (m.locked) {
    const back = planStrikes(rules, state, tables, side1, side0, start, 0, true, () => undefined)
    const all = [...first, ...back]
    const round = mergedRound(all.map((p) => p.strike), [sideFighters(rules, state, tables, side0, start), sideFighters(rules, state, tables, side1, start)], true)
    return {
      plan: first[0]?.strike.plan,
      strikes: listed(all, true),
      resolve: (dice, detail = 'all') => {
        const every = detail === 'all'
        const r = round(dice, 'locked', every)
        const lost = zeros.slice()
        const figures = zeros.slice()
        takeLosses(r, n0, startHp.slice(), lost, figures)
        return { source: 'skirmish', mode: 'melee', round: 'locked', sides: sideIds, strikes: every ? records(all, r, dice.merge !== undefined) : [], losses: lossesOf(units, lost, figures), pushes: [] }
      },
    }
  }
  const strike = mergedRound(first.map((p) => p.strike), [sideFighters(rules, state, tables, side0, start), sideFighters(rules, state, tables, side1, start)])
  // The return strikes depend on what the first strikes left: planned per outcome, once each.
  const returns = new Map<string, { planned: Planned[]; round: ReturnType<typeof mergedRound> }>()
  const returnsAt = (hp: readonly number[]) => {
    let key = ''
    for (let i = n0; i < units.length; i++) key += `${hp[i]},`
    let back = returns.get(key)
    if (!back) {
      const after = new Map<string, number>(units.map((u, i) => [u.id, hp[i]!]))
      const planned = planStrikes(rules, state, tables, side1, side0, after, 0, false, (u) => chargerOf(state, side0, u))
      back = { planned, round: mergedRound(planned.map((p) => p.strike), [sideFighters(rules, state, tables, side0, after), sideFighters(rules, state, tables, side1, after)], true) }
      returns.set(key, back)
    }
    return { key, back }
  }
  return {
    plan: first[0]?.strike.plan,
    strikes: [...listed(first, true), ...listed(returnsAt(startHp).back.planned, false)],
    resolve: (dice, detail = 'all') => {
      const enumerating = dice.merge !== undefined
      const every = detail === 'all'
      const r1 = strike(dice, 'strike', every)
      const hp = startHp.slice()
      const lost = zeros.slice()
      const figures = zeros.slice()
      takeLosses(r1, n0, hp, lost, figures)
      const { key, back } = returnsAt(hp)
      // With every detail, the return round's merge keys carry the first strikes' too: the result records them.
      const r2 = back.round(dice, enumerating ? `return:${key}:${pushesOf(r1)}${every ? `:${r1.strikes.map(strikeSummary).join('')}` : ''}` : '', detail !== 'none')
      takeLosses(r2, n0, hp, lost, figures)
      const pushes: PushRequest[] = []
      for (let i = 0; i < first.length; i++) {
        const p = first[i]!
        const push = r1.strikes[i]!.push
        if (p.strike.plan.kind === 'charge' && push > 0 && hp[units.indexOf(p.target)]! > 0) pushes.push({ unit: p.target.id, paces: push, from: p.unit.hex! })
      }
      const strikes = detail === 'none' ? [] : every ? [...records(first, r1, enumerating), ...records(back.planned, r2, enumerating)] : records(back.planned, r2, enumerating)
      return { source: 'skirmish', mode: 'melee', round: 'exchange', sides: sideIds, strikes, losses: lossesOf(units, lost, figures), pushes }
    },
  }
}
