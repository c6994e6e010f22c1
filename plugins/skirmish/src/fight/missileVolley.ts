import { artilleryDie, type CombatCtx, type DiceSource, type GameRules, type GameState, type UnitState } from '@hexes/core'
import { attackResolver } from '../combat/attackResolver'
import type { AttackSituation } from '../combat/AttackSituation'
import { intoMeleeResolver } from '../combat/intoMeleeResolver'
import { rangeBand } from '../combat/rangeBand'
import type { SkTables } from '../config/SkTables'
import { gapPaces } from '../geometry/gapPaces'
import { fightAround, isLocked } from '../melee/contacts'
import { targetCover } from '../missile/targetCover'
import { skState } from '../state/SkState'
import type { BuiltCombat } from './BuiltCombat'
import { fighterOf, planFor } from './fighterOf'
import type { IntoMeleeUnitRecord, UnitLoss } from './SkCombatData'
import { SK_MODES } from './skModes'
import { strikeRecord } from './strikeRecord'

/**
 * An isolated target (GAP-SK-21): a single living figure whose gap to every friendly unit on the
 * map is more than `isolatedGap` paces.
 */
export function isIsolated(rules: GameRules, state: GameState, tables: SkTables, unit: UnitState): boolean {
  if (tables.figures(unit) !== 1) return false
  const { grid } = rules
  const h = grid.indexOfRef(unit.hex!)
  return state.units.every((u) => u === unit || u.side !== unit.side || u.status !== 'active' || u.hex === null
    || gapPaces(grid, h, grid.indexOfRef(u.hex), tables.pacesPerHex) > tables.config.isolatedGap)
}

/** The situation of a volley (SK-MISSILE-7..14, SK-MELEE-8): range band, moving fire, isolated target, cover, a locked target. */
export function volleySituation(rules: GameRules, state: GameState, tables: SkTables, shooter: UnitState, target: UnitState): AttackSituation {
  const s = plainVolleySituation(rules, state, tables, shooter, target)
  // A defenceless target (fleeing, SK-MORALE-6): every die hits.
  return tables.isDefenceless(state, target) ? { ...s, targetDefenceless: true } : s
}

/** {@link volleySituation} before the defenceless rule. */
function plainVolleySituation(rules: GameRules, state: GameState, tables: SkTables, shooter: UnitState, target: UnitState): AttackSituation {
  const { grid } = rules
  const from = grid.indexOfRef(shooter.hex!)
  const to = grid.indexOfRef(target.hex!)
  if (tables.mix) {
    // I-05: the base rules' range and dice (ranged strength + 1 at short range), nothing else of the missile table.
    const v = tables.mix.volley(rules, state, shooter, target)
    const dice = 'ok' in v ? 0 : v.dice
    const attacker = fighterOf(rules, state, tables, shooter)
    return { kind: 'missile', attacker: { ...attacker, type: { ...attacker.type, attacks: dice } }, target: fighterOf(rules, state, tables, target), range: 'short', targetLocked: isLocked(state, target.id) }
  }
  const bands = tables.weaponOf(tables.typeOf(shooter))!
  return {
    kind: 'missile',
    attacker: fighterOf(rules, state, tables, shooter),
    target: fighterOf(rules, state, tables, target),
    range: rangeBand(gapPaces(grid, from, to, tables.pacesPerHex), bands) ?? 'long',
    moved: skState(state).moved.some((m) => m.unit === shooter.id),
    targetIsolated: isIsolated(rules, state, tables, target),
    cover: targetCover(rules, state, tables, from, to),
    targetLocked: isLocked(state, target.id),
  }
}

/** Flaming arrows roll the artillery die first: MISFIRE (SK-MISSILE-16, GAP-SK-04/05). */
function misfireOf(dice: DiceSource, flaming: boolean): boolean {
  return flaming && dice.roll(artilleryDie(), 'SK-MISSILE-16 flaming arrows: the artillery die').symbol === 'misfire'
}

/**
 * The resolver of a volley (SK-MISSILE-1..16, SK-MELEE-8/9), pure, for play and exact odds. A
 * flaming volley first rolls the artillery die: MISFIRE loses one archer and the volley still
 * resolves (SK-MISSILE-16, GAP-SK-04/05). A volley at a unit locked in melee has the target's
 * defence −2 and its hits go to both sides of that melee by 1d6 each (SK-MELEE-8/9, GAP-SK-24,
 * `intoMeleeResolver`), the shooter's friends included, and the data records the assignment dice
 * and what each unit of the melee took; otherwise the target alone takes it. Every `detail`
 * records the volley's one strike (its plan is fixed).
 */
export function missileVolley(ctx: CombatCtx, tables: SkTables): BuiltCombat {
  const { rules, state, decl } = ctx
  const shooter = ctx.attackers[0]!
  const target = ctx.defender!
  const flaming = decl.mode === SK_MODES.flaming
  const mode = flaming ? SK_MODES.flaming : SK_MODES.missile
  const situation = volleySituation(rules, state, tables, shooter, target)
  const plan = planFor(rules, state, tables, shooter, target, situation)
  const strikes = [{ unit: shooter.id, target: target.id, plan, fixed: true }]

  if (situation.targetLocked) {
    // The melee the target is in: the units in contact with it, and its side with their other contacts.
    const [other, own] = fightAround(state, target, (u) => !tables.allied(u.side, target.side))
    const fighters = [own.map((u) => fighterOf(rules, state, tables, u)), other.map((u) => fighterOf(rules, state, tables, u))] as const
    const into = intoMeleeResolver(plan, fighters, tables.config)
    return {
      plan,
      strikes,
      resolve: (dice) => {
        const misfire = misfireOf(dice, flaming)
        const r = into(dice)
        const losses: UnitLoss[] = []
        const units: IntoMeleeUnitRecord[] = []
        ;[own, other].forEach((side, s) => side.forEach((u, j) => {
          const hpLost = r.hpLost[s]![j]!
          if (hpLost > 0) losses.push({ unit: u.id, hpLost, figuresLost: r.figuresLost[s]![j]! })
          units.push({ unit: u.id, side: s as 0 | 1, hits: r.unitHits[s]![j]!, constitution: fighters[s]![j]!.type.constitution, damageFaces: r.damageFaces[s]![j]!, hpLost })
        }))
        return {
          source: 'skirmish', mode, sideHits: r.sideHits, misfire, losses, pushes: [],
          intoMelee: { targetSideUpTo: tables.config.intoMeleeTargetSide, assignFaces: r.assignFaces, units },
          // One strike: its HP lost is the whole melee's, its damage dice each unit's (`intoMelee`).
          strikes: [strikeRecord(shooter.id, target.id, plan, {
            chargeBonus: null, chargeFace: null, dice: plan.dice, hits: r.hits, naturalHits: null, hpLost: losses.reduce((t, l) => t + l.hpLost, 0),
            figuresLost: 0, push: 0, attackFaces: r.attackFaces, damageFaces: null,
          }, dice.merge !== undefined)],
        }
      },
    }
  }
  const attack = attackResolver(plan)
  return {
    plan,
    strikes,
    resolve: (dice) => {
      const misfire = misfireOf(dice, flaming)
      const r = attack(dice)
      return {
        source: 'skirmish', mode, misfire, pushes: [],
        losses: r.hpLost > 0 ? [{ unit: target.id, hpLost: r.hpLost, figuresLost: r.figuresLost }] : [],
        strikes: [strikeRecord(shooter.id, target.id, plan, r, dice.merge !== undefined)],
      }
    },
  }
}
