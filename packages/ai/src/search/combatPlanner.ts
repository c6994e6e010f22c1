import { findUnit, type AttackAction, type GameState, type SideId } from '@hexes/core'
import { evaluatePosition } from '../evaluation/evaluatePosition'
import { balances, type Balances } from '../evaluation/materialBalance'
import { zeroedInt8 } from '../evaluation/zeroedArrays'
import { attackCandidates } from './attackGroups'
import { applyOutcome, exactOutcomes, signature } from './exactOutcomes'
import { boardOf, searchEvalOptions, type SearchContext } from './SearchContext'
import { settleGreedily } from './simulate'

/** An attack with its expected value for the attacker, in strength points. */
export interface ValuedAttack {
  action: AttackAction
  value: number
  /** The decisive part of `value` (see {@link AttackValue}). */
  decisive: number
  /** Chance that the attack wins the game outright. */
  winChance: number
}

/** Non-overlapping attacks chosen for a combat phase, and their summed value. */
export interface AttackPlan {
  value: number
  /** Chance that at least one of the plan's attacks wins the game (treating them as independent). */
  winChance: number
  attacks: ValuedAttack[]
  /** Every legal candidate valued, best first (including those not worth `minValue`). */
  candidates: ValuedAttack[]
}

/** A defender pushed out of its hex, or an attacker pushed back, is worth this much. */
const DISPLACED = 0.4

/** The expected value of an attack and the part of it that is decisive. */
export interface AttackValue {
  /** Expected value for the attacking side, strength points. */
  value: number
  /**
   * The part of `value` that comes from the scenario's objectives or a finished game: two
   * attacks that each break the same condition are not worth twice as much, so plans add these
   * parts with diminishing weights.
   */
  decisive: number
  /** Chance that the attack ends the game in the attacker's favour. */
  winChance: number
}

/**
 * Expected value of an attack for its side, from the exact outcome distribution: each distinct
 * outcome is applied once through the engine (dice forced to the faces that give it), the
 * decisions it raises are answered greedily, and what it did (material and leaders of both
 * sides, the scenario's objectives such as held hexes, a won or lost game, the defender driven off
 * its hex, attackers pushed back) is weighted by its probability. Outcome effects are cached by
 * combat signature, the surroundings (retreat paths) and who holds the objective hexes, for the
 * search, so a combat seen again in another line of the search costs one odds computation.
 *
 * Returns `null` when the attack is not legal in `state`.
 */
export function attackValue(sc: SearchContext, state: GameState, action: AttackAction, index: PositionIndex = positionIndex(sc, state)): AttackValue | null {
  const combat = signature(state, action)
  const dist = exactOutcomes(sc, state, action.side, action, combat)
  if ('ok' in dist) return null
  const sig = `${combat}|${surroundings(sc, state, action, index.sideOn)}|${index.objectives}`
  // One lookup of the long combat key, then one per outcome key.
  let effects = sc.effects.get(sig)
  if (effects === undefined) sc.effects.set(sig, (effects = new Map()))
  let value = 0
  let decisive = 0
  let winChance = 0
  for (const o of dist.outcomes) {
    let effect = effects.get(o.key)
    if (effect === undefined) {
      const before = balancesBefore(sc, state, action.side, index)
      const after = applyOutcome(sc, state, action, o.faces, true)
      if (!after) return null
      const settled = settleGreedily(sc, after, 'material')
      const { material, objective } = balances(sc.ai, settled, action.side, sc.weights, boardOf(sc, settled))
      const total = material + objective - before.material - before.objective
      effect = {
        total: total + displacement(state, settled, action),
        decisive: settled.result ? total : objective - before.objective,
        wins: settled.result?.winner === action.side,
      }
      effects.set(o.key, effect)
    }
    value += o.p * effect.total
    decisive += o.p * effect.decisive
    if (effect.wins) winChance += o.p
  }
  return { value, decisive, winChance }
}

/**
 * What every combat in one position shares in its cache key: the side (index + 1) on each hex,
 * and who holds each objective hex. Built once per position, not per candidate attack.
 */
export interface PositionIndex {
  sideOn: Int8Array
  objectives: string
  /** The position's {@link balances} for one side, once an attack from it needed them. */
  before?: { side: SideId; balances: Balances }
}

/** The {@link balances} of the position for `side`, computed once per {@link PositionIndex}. */
function balancesBefore(sc: SearchContext, state: GameState, side: SideId, index: PositionIndex): Balances {
  if (index.before?.side !== side) index.before = { side, balances: balances(sc.ai, state, side, sc.weights, boardOf(sc, state)) }
  return index.before.balances
}

/** The {@link PositionIndex} of `state`. */
export function positionIndex(sc: SearchContext, state: GameState): PositionIndex {
  const { ai } = sc
  const sideOn = zeroedInt8(ai.grid.size)
  for (const u of state.units) {
    if (u.status === 'active' && u.hex !== null) sideOn[ai.hex(u.hex)] = state.sides.findIndex((x) => x.id === u.side) + 1
  }
  let objectives = ''
  for (const o of ai.objectives) {
    if (o.kind !== 'hold') continue
    for (const h of o.hexes) objectives += `${sideOn[h]},`
  }
  return { sideOn, objectives }
}

/**
 * What decides where the combat's participants could retreat (part of the cache key of outcome
 * effects): for every hex next to a participant, whether it is occupied and by which side, and
 * which sides have a unit next to it (zones of control).
 */
function surroundings(sc: SearchContext, state: GameState, action: AttackAction, sideOn: Int8Array): string {
  const { grid } = sc.ai
  let key = ''
  for (const id of [action.defender!, ...action.attackers]) {
    const u = findUnit(state, id)
    if (!u?.hex) continue
    const h = sc.ai.hex(u.hex)
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbors[h * 6 + d]!
      if (n < 0) {
        key += 'x'
        continue
      }
      let zoc = 0
      for (let e = 0; e < 6; e++) {
        const m = grid.neighbors[n * 6 + e]!
        if (m >= 0 && m !== h && sideOn[m]) zoc |= 1 << (sideOn[m] - 1)
      }
      key += `${sideOn[n] || '-'}${zoc}`
    }
    key += '/'
  }
  return key
}

function hexOf(state: GameState, id: string): string | null | undefined {
  const u = findUnit(state, id)
  return u ? (u.status === 'active' ? u.hex : null) : undefined
}

function displacement(before: GameState, after: GameState, action: AttackAction): number {
  if (after.result) return 0
  let v = 0
  const dHex = hexOf(before, action.defender!)
  const dAfter = hexOf(after, action.defender!)
  if (dAfter !== null && dAfter !== dHex) v += DISPLACED
  for (const a of action.attackers) {
    const h = hexOf(after, a)
    if (h !== null && h !== hexOf(before, a) && h !== dHex) v -= DISPLACED / 2
  }
  return v
}

/**
 * The attacks `side` should make in `state` (a combat phase of `side`, or any state where its
 * attacks are legal): candidate groups from {@link attackCandidates}, valued by
 * {@link attackValue}, then chosen greedily by value with no unit attacking twice and no defender
 * attacked twice. Only attacks worth more than `minValue` are kept. The plan's value adds the
 * attacks' material parts and their decisive parts with weights 1, 1/2, 1/4...
 */
export function planAttacks(sc: SearchContext, state: GameState, side: SideId, minValue = 0.05): AttackPlan {
  const valued: ValuedAttack[] = []
  const index = positionIndex(sc, state)
  for (const action of attackCandidates(sc, state, side, sc.effort.groupsPerDefender)) {
    const v = attackValue(sc, state, action, index)
    if (v !== null) valued.push({ action, value: v.value, decisive: v.decisive, winChance: v.winChance })
  }
  valued.sort((a, b) => b.value - a.value || keyOf(a.action).localeCompare(keyOf(b.action)))
  return selectAttacks(valued, minValue)
}

/**
 * The plan {@link planAttacks} makes of candidates already valued and sorted best first: taken
 * greedily by value, down to `minValue`, no unit attacking twice and no defender attacked twice.
 */
export function selectAttacks(valued: ValuedAttack[], minValue: number): AttackPlan {
  const used = new Set<string>()
  const attacked = new Set<string>()
  const attacks: ValuedAttack[] = []
  const decisive: number[] = []
  let value = 0
  let noWin = 1
  for (const v of valued) {
    if (v.value <= minValue) break
    // The AI plans single-defender attacks (attackCandidates builds them): `defender` is set.
    if (attacked.has(v.action.defender!) || v.action.attackers.some((a) => used.has(a))) continue
    attacks.push(v)
    attacked.add(v.action.defender!)
    for (const a of v.action.attackers) used.add(a)
    value += v.value - Math.max(0, v.decisive)
    noWin *= 1 - v.winChance
    if (v.decisive > 0) decisive.push(v.decisive)
  }
  // Decisive parts add with halving weights: several attacks on the same condition do not add up.
  decisive.sort((a, b) => b - a)
  decisive.forEach((d, i) => (value += d / 2 ** i))
  return { value, winChance: 1 - noWin, attacks, candidates: valued }
}

function keyOf(a: AttackAction): string {
  return `${a.defender}|${a.mode}|${a.attackers.join(',')}`
}

/**
 * Exact expected change of the full evaluation for `sc.me` if `action` is made now: every outcome
 * applied, its decisions answered greedily by the evaluation, and the resulting position
 * evaluated, weighted by the outcome's probability. Slower than {@link attackValue} and aware of
 * position (retreat paths, who advances, exposure afterwards). `value` values each settled
 * outcome (default: the static evaluation).
 */
export function exactAttackGain(
  sc: SearchContext, state: GameState, action: AttackAction, baseline: number, next: SideId | undefined,
  value: (s: GameState) => number = (s) => evaluatePosition(sc.ai, s, sc.me, searchEvalOptions(sc, next, { board: boardOf(sc, s) })),
): number | null {
  const dist = exactOutcomes(sc, state, action.side, action)
  if ('ok' in dist) return null
  let ev = 0
  for (const o of dist.outcomes) {
    const after = applyOutcome(sc, state, action, o.faces, true)
    if (!after) return null
    const settled = settleGreedily(sc, after, 'evaluation')
    sc.stats.evaluations++
    ev += o.p * value(settled)
  }
  return ev - baseline
}
