import { reject, unitParam, type CombatCtx, type Rejection } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { isLocked, pairOf } from '../melee/contacts'
import { meleeParties } from '../melee/meleeParties'
import { shooterCheck, volleyCheck } from '../missile/volleyCheck'
import { skState } from '../state/SkState'
import { isSkMode, SK_MODES } from './skModes'
import { alliesUndecided } from '../melee/allyDecision'

const name = (u: { id: string; name?: string }) => u.name ?? u.id

/** In a mix: a locked unit does not shoot (SK-MELEE-5), nor one that has fought this phase; no flaming arrows (the base rules have no structures). */
function mixShooterCheck(state: CombatCtx['state'], shooter: CombatCtx['attackers'][number], flaming: boolean): Rejection | undefined {
  const who = { unit: unitParam(shooter.id) }
  if (flaming) return reject('shoot/not-flaming', 'SK-MISSILE-15', 'Flaming arrows are not part of this mix', who)
  if (isLocked(state, shooter.id)) return reject('shoot/locked', 'SK-MELEE-5', `${name(shooter)} is locked in melee: units in melee can neither move nor shoot`, who)
  if (skState(state).shot.includes(shooter.id) || skState(state).fought.includes(shooter.id)) return reject('combat/already-fought', 'HM-COMBAT-5', `${name(shooter)} has already fought this phase`, who)
  return undefined
}

/** The step each mode is fought in (GAP-SK-07): melee in the melee step, volleys in the shooting step. */
function stepCheck(ctx: CombatCtx, standalone: boolean): Rejection | undefined {
  if (!standalone) return undefined
  const step = ctx.state.turn.phase
  const wanted = ctx.decl.mode === SK_MODES.melee ? 'melee' : 'shooting'
  return step === wanted ? undefined : reject('combat/wrong-step', 'GAP-SK-07', `A ${ctx.decl.mode} attack is made in the ${wanted} step, not in the ${step} step`, { mode: ctx.decl.mode, step })
}

/**
 * The checks of one attacker (the core's `combatCandidate`, and the first part of the whole
 * declaration's): in the right step; a volley is one unit's and one target's, with
 * {@link shooterCheck} and {@link volleyCheck}; a melee attacker is in contact with the primary
 * opponent's melee and has not fought this step. `undefined` for modes not the skirmish rules'.
 */
export function skCandidateCheck(ctx: CombatCtx, tables: SkTables, standalone: boolean): Rejection | undefined {
  const { decl, state, rules, defender } = ctx
  if (!isSkMode(decl.mode)) return undefined
  const step = stepCheck(ctx, standalone)
  if (step) return step
  if (!defender || ctx.targets.length !== 1 || ctx.area.length !== 0) return reject('combat/one-target', 'SK-MELEE-3', 'A skirmish attack names one target: the primary opponent in a melee, the unit shot at in a volley', {})
  if (!tables.isSkUnit(defender)) return reject('combat/not-skirmish', 'GAP-SK-06', `${name(defender)} is not a skirmish unit`, { unit: unitParam(defender.id) })
  if (tables.allied(defender.side, ctx.attackers[0]?.side ?? defender.side)) return reject('combat/ally', 'GAP-SK-38', `${name(defender)} is of an allied side (a team)`, { unit: unitParam(defender.id) })
  if (decl.mode === SK_MODES.melee) {
    const fought = skState(state).fought
    if (fought.includes(defender.id)) return reject('melee/already-fought', 'GAP-SK-08', `${name(defender)} has fought this step`, { unit: unitParam(defender.id) })
    for (const a of ctx.attackers) {
      if (!tables.isSkUnit(a)) return reject('combat/not-skirmish', 'GAP-SK-06', `${name(a)} is not a skirmish unit`, { unit: unitParam(a.id) })
      if (fought.includes(a.id)) return reject('melee/already-fought', 'GAP-SK-08', `${name(a)} has fought this step`, { unit: unitParam(a.id) })
      if (!pairOf(state, a.id, defender.id)) return reject('melee/not-in-contact', 'SK-MELEE-3', `${name(a)} is not in contact with ${name(defender)}`, { unit: unitParam(a.id), defender: unitParam(defender.id) })
    }
    return undefined
  }
  if (ctx.attackers.length !== 1) return reject('shoot/one-shooter', 'GAP-SK-07', 'A volley is one unit\'s', {})
  const shooter = ctx.attackers[0]!
  if (tables.mix) {
    const lock = mixShooterCheck(state, shooter, decl.mode === SK_MODES.flaming)
    if (lock) return lock
    const v = tables.mix.volley(rules, state, shooter, defender)
    return 'ok' in v ? v : undefined
  }
  const weapon = shooterCheck(state, tables, shooter, decl.mode === SK_MODES.flaming)
  if ('ok' in weapon) return weapon
  const v = volleyCheck(rules, state, tables, shooter, weapon, rules.grid.indexOfRef(defender.hex!), name(defender))
  return 'ok' in v ? v : undefined
}

/**
 * Eligibility of a whole skirmish declaration (ELIG, conjunctive with the other plugins'): the
 * checks of {@link skCandidateCheck}, and for a melee, every unit of the acting side in contact
 * with the primary opponent that has not fought this step takes part (SK-MELEE-3: two sides
 * fight, the attacker names his primary opponent; see `meleeParties`), and every third army
 * involved has chosen its side (else `melee/allies-undecided`: the attacker names the primary
 * with `sk/melee`, and the third armies choose before any die is rolled).
 */
export function skCombatEligibility(ctx: CombatCtx, tables: SkTables, standalone: boolean): Rejection | undefined {
  const first = skCandidateCheck(ctx, tables, standalone)
  if (first || ctx.decl.mode !== SK_MODES.melee) return first
  const { state, defender, decl } = ctx
  const side = ctx.attackers[0]!.side
  const parties = meleeParties(state, tables, side, defender!, skState(state).fought)
  const mine = parties.sides[0].filter((u) => u.side === side).map((u) => u.id)
  const named = new Set(decl.attackers)
  if (mine.length !== named.size || mine.some((id) => !named.has(id))) {
    return reject('melee/whole-side', 'SK-MELEE-3', `Every unit of the side in contact with ${name(defender!)} fights: ${mine.join(', ')}`, { units: mine.join(', ') })
  }
  return parties.undecided.length === 0 ? undefined : alliesUndecided(parties.undecided.map((t) => t.side), defender!)
}
