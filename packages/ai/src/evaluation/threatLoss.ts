import type { SideId } from '@hexes/core'
import type { AiContext } from './AiContext'
import type { Board, BoardUnit } from './Board'
import { breakRiskOf, lostUnits, retreatHexes } from './boardQueries'
import type { EvalWeights } from './EvalWeights'
import { objectiveStake } from './objectiveScore'
import type { ReachMap } from './threatReach'

/** Scratch buffers of {@link threatLoss}, grown on demand (the evaluation is synchronous). */
const enemies: BoardUnit[] = []
const contributions: number[] = []
let hits = new Uint8Array(256)
let targets = new Int32Array(32)
let inMeleeNow = new Uint8Array(16)
const descending = (a: number, b: number) => b - a

/**
 * Expected material the units of `side` lose to enemy attacks next turn: for each unit, the enemy
 * strength able to strike it (each enemy's strength shared among its targets) against its own,
 * mapped to a step-loss chance (about 0.2 per odds ratio point, as on a ladder CRT), times what a
 * step costs; when the rules estimate strikes (`strikeEstimate`: skirmish dice pools), the
 * strength each enemy's attack is expected to take instead (shared the same way), as a share of
 * the unit's value, its square (×0.9) the chance of losing the unit, and when the rules also
 * answer `breakRisk` (a beaten unit's flight), twice that share (at most 1) times the risk the
 * chance of losing the rest of it as well; a leader whose fall ends the game, or a unit whose own fall does (`unitEliminated`,
 * or any unit of an army one unit short of broken: {@link oneLossFromBroken}), adds its
 * elimination chance times `criticalLeader`;
 * a unit on an objective hex with a hex to retreat to adds its chance of being pushed off times
 * what it is worth there (`objectiveStake`), several holders adding with halving weights.
 * With `skipContact`, enemies that can strike a unit without moving are left out (the search
 * values those attacks exactly), except, when the rules estimate strikes, the enemies next to a
 * unit whose card the rules tag `locked` or `engaged` (a skirmish melee, which locks after two
 * attacks): the search sees the melee's next round, and this term the round after it, so a
 * charge into a melee it cannot win is not taken for one exchange.
 */
export function threatLoss(
  ai: AiContext, board: Board, side: SideId, reach: ReachMap | undefined, w: Readonly<EvalWeights>, skipContact: boolean, enemyAdjacent: Uint8Array, t: number,
): number {
  const { grid } = ai
  const sideBit = 1 << board.state.sides.findIndex((s) => s.id === side)
  const victims = board.bySide.get(side) ?? []
  if (victims.length === 0) return 0
  enemies.length = 0
  for (const b of board.units) if (b.side !== side) enemies.push(b)
  const ne = enemies.length
  if (ne === 0) return 0
  const nv = victims.length
  // Which victims each enemy can strike (hits[v * ne + e]), and how many each enemy can.
  if (hits.length < nv * ne) hits = new Uint8Array(nv * ne * 2)
  if (targets.length < ne) targets = new Int32Array(ne * 2)
  hits.fill(0, 0, nv * ne)
  targets.fill(0, 0, ne)
  const estimates = ai.estimatesStrikes
  const brink = oneLossFromBroken(ai, board, side)
  // Victims in a melee (tagged `locked` or `engaged` on their card): the search values the
  // enemy's next round exactly, but the melee goes on after it.
  if (inMeleeNow.length < nv) inMeleeNow = new Uint8Array(nv * 2)
  for (let v = 0; v < nv; v++) inMeleeNow[v] = skipContact && estimates && (enemyAdjacent[victims[v]!.hex]! & sideBit) !== 0 && inMelee(ai, board, victims[v]!) ? 1 : 0
  for (let e = 0; e < ne; e++) {
    const en = enemies[e]!
    const zone = reach?.get(en.unit.id)
    for (let v = 0; v < nv; v++) {
      const vh = victims[v]!.hex
      const d = grid.distance(en.hex, vh)
      if (skipContact && d <= Math.max(1, en.range) && !(inMeleeNow[v] && d === 1)) continue
      const can = zone ? zone[vh] === 1 : d <= en.mp + Math.max(1, en.range)
      if (can) {
        hits[v * ne + e] = 1
        targets[e]!++
      }
    }
  }
  let loss = 0
  const stakes: number[] = []
  for (let v = 0; v < nv; v++) {
    contributions.length = 0
    const victim = victims[v]!
    for (let e = 0; e < ne; e++) {
      if (hits[v * ne + e] === 0) continue
      const en = enemies[e]!
      const share = Math.min(1, 1.5 / targets[e]!)
      contributions.push((estimates ? ai.strike(board.state, en.unit, en.strength, victim.unit, victim.strength) : Math.max(en.strength, en.ranged)) * share)
    }
    if (contributions.length === 0) continue
    contributions.sort(descending)
    let attack = 0
    for (let k = 0; k < contributions.length && k < 6; k++) attack += contributions[k]!
    let p: number
    let pElim: number
    if (estimates) {
      // The rules' estimate: the expected share of the unit's strength lost, as much of its value.
      const lost = Math.min(1, attack / Math.max(0.5, victim.strength))
      if (lost <= 0) continue
      p = Math.min(0.9, lost)
      pElim = 0.9 * lost * lost
      loss += lost * victim.value
      if (ai.estimatesBreaks) {
        // Beaten, it may break (the rules' `breakRisk`: a failed morale test and a flight, off the
        // field from near its edge): the rest of it is lost too. A heavy loss makes a test likely.
        const broken = Math.min(1, 2 * lost) * breakRiskOf(ai, board, victim)
        if (broken > 0) {
          loss += broken * (1 - lost) * victim.value
          pElim += (1 - pElim) * broken
        }
      }
    } else {
      const ratio = attack / Math.max(0.5, victim.strength)
      p = ratio < 0.4 ? 0 : Math.min(0.9, 0.2 * ratio - 0.02)
      if (p <= 0) continue
      const stepLoss = victim.weakened ? victim.value : victim.value * 0.5
      pElim = victim.weakened ? p : p * 0.35
      loss += p * stepLoss
    }
    for (const l of victim.leaders) loss += pElim * (ai.criticalLeaders.has(l) ? w.criticalLeader : w.leader)
    if (brink || ai.criticalUnits.has(victim.unit.id)) loss += pElim * w.criticalLeader
    if (ai.objectiveHexes.has(victim.hex)) {
      // Pushed off an objective hex: what the hex is worth there. A unit with no hex to retreat
      // to stays (it loses a step instead); one way out is almost as bad as several, but less so,
      // which leads the search to close the last one.
      if (retreatHexes(ai, board, victim.hex, sideBit, enemyAdjacent) > 0) stakes.push(Math.min(0.9, p * 1.5) * objectiveStake(ai, board, v, side, t, w))
    }
  }
  // Losing one objective hex usually breaks the condition: the risks on several holders add with
  // halving weights rather than in full.
  stakes.sort((a, b) => b - a)
  stakes.forEach((x, i) => (loss += x / 2 ** i))
  return loss
}

/**
 * Whether `side` is one unit short of an enemy's `unitsLost` condition (an army broken by the
 * units it has lost, however they went): its next loss, any unit's, may end the game.
 */
export function oneLossFromBroken(ai: AiContext, board: Board, side: SideId): boolean {
  for (const o of ai.objectives) {
    if (o.kind === 'units' && o.lost === true && o.side === side && o.winner !== side && lostUnits(ai, board, side) >= o.count - 1) return true
  }
  return false
}

/**
 * Whether the rules' unit card tags `b` `locked` (held in a melee it cannot leave) or `engaged`
 * (in a melee that the next exchange locks, as skirmish melees lock after two attacks).
 */
function inMelee(ai: AiContext, board: Board, b: BoardUnit): boolean {
  const rules = ai.rules
  const tags = rules.hooks.unitCard.call({ tags: [] }, { state: board.state, rules, unit: b.unit }).tags
  return tags.includes('locked') || tags.includes('engaged')
}
