import { countersOf, type GameState, type SideId } from '@hexes/core'
import type { AiContext, Objective } from './AiContext'
import { buildBoard, unitValue, type Board, type BoardUnit } from './Board'
import type { ReachMap } from './threatReach'

/**
 * Weights of the evaluation terms, in strength points (a full strength-3 unit is worth 4.5).
 * One set for every level: levels differ by search effort, not by judgement.
 */
export interface EvalWeights {
  /** A won game (a lost one is the negative). */
  win: number
  /** An active leader. */
  leader: number
  /** A leader whose fall ends the game, when its carrier is at risk (scaled by the risk). */
  criticalLeader: number
  /** A leader whose fall ends the game riding a weakened unit (one loss from disaster). */
  criticalWeak: number
  /** Full completion of a `holdHexes` objective (scaled by the square of the progress). */
  hold: number
  /** Extra once the objective's count is met (it still has to last until it is checked). */
  holdMet: number
  /** Full completion of a `unitsEliminated` / `strengthEliminated` / `sideEliminated` objective. */
  attrition: number
  /** Per hex of distance from the nearest own unit to an enemy piece whose fall wins the game. */
  hunt: number
  /** Per hex of distance to the nearest enemy or objective, for the side that must attack. */
  engage: number
  /** Threat from the side that moves next (fraction of its expected damage counted). */
  threatNext: number
  /** Threat from the other side (it moves after the next half-turn). */
  threatLater: number
  /** Per adjacent friend (at most two): flanks covered. */
  cohesion: number
  /** Per ranged strength point of a shooter in contact with the enemy. */
  shooterInContact: number
  /** Fraction of a unit's value lost when it is in contact and has no free hex to retreat to. */
  trapped: number
  /** Material kept off the map (units in reserve may come back). */
  reserve: number
}

/** The default weights (hand-tuned on the shipped scenarios; see docs/ai.md). */
export const DEFAULT_WEIGHTS: Readonly<EvalWeights> = Object.freeze({
  win: 1000,
  leader: 2,
  criticalLeader: 60,
  criticalWeak: 8,
  hold: 40,
  holdMet: 10,
  attrition: 8,
  hunt: 0.1,
  engage: 0.08,
  threatNext: 0.6,
  threatLater: 0.25,
  cohesion: 0.12,
  shooterInContact: 0.35,
  trapped: 0.3,
  reserve: 0.5,
})

/** Options of {@link evaluatePosition}. */
export interface EvalOptions {
  /** Side that moves next (its threats weigh `threatNext`, the others' `threatLater`). */
  next?: SideId
  /** Strike zones of some units (others fall back to distance ≤ MP + range). */
  reach?: ReachMap
  weights?: Readonly<EvalWeights>
  /** A board already built for this state. */
  board?: Board
  /**
   * Leave out of the threat estimate the enemies that can strike a unit without moving (the
   * caller values those attacks exactly).
   */
  skipContact?: boolean
}

/** The terms of an evaluation, for tests, docs and debugging. */
export type EvalTerms = Record<string, number>

/**
 * Static evaluation of `state` for side `me`, in strength points: positive is good for `me`.
 * Zero-sum: every term is the difference between `me` and the other sides. Terms: the result
 * (±win), material (strength, +50% while a unit has a step to lose), leaders, the scenario's
 * objectives (held hexes and distance to the missing ones, attrition targets, exposure of pieces
 * whose fall ends the game), the threat each side runs (enemy strength that can reach a unit
 * next turn against its strength), cohesion, shooters in contact, units with no retreat hex, and
 * for the side that must attack, its distance to the enemy.
 */
export function evaluatePosition(ai: AiContext, state: GameState, me: SideId, options: EvalOptions = {}): number {
  return evaluate(ai, state, me, options, undefined)
}

/** {@link evaluatePosition} with every term, for explanations and tests. */
export function explainPosition(ai: AiContext, state: GameState, me: SideId, options: EvalOptions = {}): { total: number; terms: EvalTerms } {
  const terms: EvalTerms = {}
  const total = evaluate(ai, state, me, options, terms)
  return { total, terms }
}

function evaluate(ai: AiContext, state: GameState, me: SideId, options: EvalOptions, terms: EvalTerms | undefined): number {
  const w = options.weights ?? DEFAULT_WEIGHTS
  if (state.result) {
    const v = state.result.winner === null ? 0 : state.result.winner === me ? w.win : -w.win
    if (terms) terms.result = v
    return v
  }
  const board = options.board ?? buildBoard(ai, state)
  const add = (name: string, side: SideId, v: number) => {
    const signed = side === me ? v : -v
    if (terms) terms[name] = (terms[name] ?? 0) + signed
    return signed
  }
  let total = 0
  const t = timeFraction(state)
  const enemyAdjacent = enemyAdjacency(ai, board)
  for (const side of state.sides) {
    const s = side.id
    const mine = board.bySide.get(s) ?? []
    let material = 0
    for (const b of mine) material += b.value
    total += add('material', s, material)
    let reserve = 0
    for (const u of state.units) if (u.side === s && u.status === 'reserve') reserve += unitValue(ai.strength(state, u), ai.weakened(state, u))
    if (reserve) total += add('reserve', s, w.reserve * reserve)
    let leaders = 0
    for (const l of state.leaders) if (l.side === s && l.status === 'active') leaders += w.leader
    for (const b of mine) if (b.weakened) for (const l of b.leaders) if (ai.criticalLeaders.has(l)) leaders -= w.criticalWeak
    total += add('leaders', s, leaders)
    total += add('objectives', s, objectiveScore(ai, board, s, t, w))
    total += add('engage', s, engageScore(ai, board, s, w))
    total += add('position', s, positionScore(ai, board, s, enemyAdjacent, w))
    const weight = options.next === undefined ? (w.threatNext + w.threatLater) / 2 : options.next === s ? w.threatLater : w.threatNext
    total += add('threat', s, -weight * threatLoss(ai, board, s, options.reach, w, options.skipContact === true, enemyAdjacent, t))
  }
  return total
}

/**
 * Control of a missing objective hex: held by the enemy (next to a unit), empty and within a
 * unit's reach next turn, empty but out of reach (scaled down with distance).
 */
const HOLD_OCC = 0.25
const HOLD_EMPTY = 0.7
const HOLD_FAR = 0.35
/** Share of a win credited to a met hold condition (before the threats to its holders). */
const METCHANCE = 0.9

/**
 * How much a `holdHexes` objective weighs now: an end-of-game hold grows from 0.6 to 2 over the
 * game (only the last turn counts, but the position must be built); others from 1 to 2 for the
 * side that must attack, 1 for the default winner.
 */
function holdUrgency(ai: AiContext, o: Extract<Objective, { kind: 'hold' }>, t: number): number {
  if (o.timing === 'endOfGame') return 0.6 + 1.4 * t
  return ai.defaultWinner !== o.winner ? 1 + t : 1
}

/**
 * Worth of a met `holdHexes` condition, as a share of a win: high (the enemy's chances to break
 * it are charged by the threat terms, on the units that hold it), halved for every further turn
 * an end-of-game check is away.
 */
function metChance(state: GameState, o: Extract<Objective, { kind: 'hold' }>): number {
  if (o.timing !== 'endOfGame') return METCHANCE
  const turnsLeft = Math.max(0, state.turn.lastTurn - state.turn.timeTrack)
  return METCHANCE * 0.5 ** turnsLeft
}

/**
 * What the unit `board.bySide.get(side)[index]`, standing on an objective hex, is worth there:
 * how much the objective terms of the board change for its side when it is taken away (it holds
 * the hex for its side, or denies it to the enemy).
 */
function objectiveStake(ai: AiContext, board: Board, index: number, side: SideId, t: number, w: Readonly<EvalWeights>): number {
  const unit = board.bySide.get(side)![index]!
  const without: Board = {
    state: board.state,
    units: board.units,
    occupant: board.occupant.slice(),
    bySide: new Map(board.bySide),
  }
  without.occupant[unit.hex] = 0
  without.bySide.set(side, board.bySide.get(side)!.filter((b) => b !== unit))
  let stake = 0
  for (const s of board.state.sides) {
    const d = objectiveScore(ai, board, s.id, t, w) - objectiveScore(ai, without, s.id, t, w)
    stake += s.id === side ? d : -d
  }
  return Math.max(0, stake)
}

/**
 * The objective terms alone (held hexes and control of the missing ones, attrition targets,
 * hunting pieces whose fall wins), `me` minus the other sides; 0 for a finished game. With
 * `materialBalance`, what the search credits to a combat outcome.
 */
export function objectiveBalance(ai: AiContext, state: GameState, me: SideId, w: Readonly<EvalWeights> = DEFAULT_WEIGHTS): number {
  if (state.result) return 0
  const board = buildBoard(ai, state)
  const t = timeFraction(state)
  let v = 0
  for (const side of state.sides) {
    const score = objectiveScore(ai, board, side.id, t, w)
    v += side.id === me ? score : -score
  }
  return v
}

/** Fraction of the game elapsed: 0 on turn 1, 1 on the last turn. */
function timeFraction(state: GameState): number {
  const last = Math.max(2, state.turn.lastTurn)
  return Math.min(1, Math.max(0, (state.turn.turn - 1) / (last - 1)))
}

/** Per hex, a bit per side index whose enemy is adjacent (bit i: a unit not of sides[i] is next to it). */
function enemyAdjacency(ai: AiContext, board: Board): Uint8Array {
  if (board.enemyAdjacent) return board.enemyAdjacent
  const { grid } = ai
  const sides = board.state.sides
  const mask = new Uint8Array(grid.size)
  for (const b of board.units) {
    let bits = 0
    for (let i = 0; i < sides.length && i < 8; i++) if (sides[i]!.id !== b.side) bits |= 1 << i
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbors[b.hex * 6 + d]!
      if (n >= 0) mask[n]! |= bits
    }
  }
  board.enemyAdjacent = mask
  return mask
}

function objectiveScore(ai: AiContext, board: Board, side: SideId, t: number, w: Readonly<EvalWeights>): number {
  const { grid } = ai
  const mine = board.bySide.get(side) ?? []
  const state = board.state
  let score = 0
  for (const o of ai.objectives) {
    if (o.winner !== side) continue
    switch (o.kind) {
      case 'hold': {
        // Control of each hex: 1 when held. A missing hex counts by how surely a unit can take it
        // next turn: an empty hex a unit can enter (within its MP, and not from one enemy zone of
        // control straight into another) is nearly taken; one the enemy holds must be fought for.
        let held = 0
        const control: number[] = []
        const zoc = enemyAdjacency(ai, board)
        const bit = 1 << board.state.sides.findIndex((s) => s.id === side)
        for (const h of o.hexes) {
          const occ = board.occupant[h]!
          const holder = occ ? board.units[occ - 1]! : undefined
          if (holder?.side === side) {
            held++
            continue
          }
          let best = 0
          for (const b of mine) {
            const d = grid.distance(b.hex, h)
            const blocked = d === 1 && (zoc[b.hex]! & bit) !== 0 && (zoc[h]! & bit) !== 0
            const c = holder
              ? HOLD_OCC / (1 + Math.max(0, d - 1) / 2)
              : d <= b.mp && !blocked ? HOLD_EMPTY / (1 + (d - 1) / 4) : HOLD_FAR / (1 + d / 2)
            if (c > best) best = c
          }
          control.push(best)
        }
        control.sort((a, b) => b - a)
        let progress = Math.min(held, o.count)
        for (let k = 0; k < o.count - held && k < control.length; k++) progress += control[k]!
        const urgency = holdUrgency(ai, o, t)
        let v = w.hold * urgency * (progress / Math.max(1, o.count)) ** 2
        // Met: worth a share of the game, by the chance that it lasts until it is checked.
        if (held >= o.count) v = Math.max(v + w.holdMet * urgency, w.win * metChance(board.state, o))
        score += v
        break
      }
      case 'kill': {
        const carrier = o.leader !== undefined ? carrierOf(board, o.leader) : board.units.find((b) => b.unit.id === o.unit)
        if (!carrier || carrier.side === side) break
        let best = 10
        for (const b of mine) best = Math.min(best, grid.distance(b.hex, carrier.hex))
        score -= w.hunt * best
        break
      }
      case 'units': {
        const k = countersOf(state, o.side).unitsEliminated
        score += w.attrition * Math.min(1, k / Math.max(1, o.count))
        break
      }
      case 'strength': {
        const c = countersOf(state, o.side)
        const target = (c.startingStrength * o.percent) / 100
        if (target > 0) score += w.attrition * Math.min(1, c.strengthEliminated / target)
        break
      }
      case 'wipe': {
        const total = state.units.filter((u) => u.side === o.side).length
        const left = board.bySide.get(o.side)?.length ?? 0
        if (total > 0) score += w.attrition * (1 - left / total)
        break
      }
    }
  }
  return score
}

/** For the side that must attack: minus `engage` per hex from each unit to the nearest enemy or objective hex. */
function engageScore(ai: AiContext, board: Board, side: SideId, w: Readonly<EvalWeights>): number {
  if (ai.defaultWinner === side || w.engage <= 0) return 0
  const { grid } = ai
  const targets: number[] = []
  for (const b of board.units) if (b.side !== side) targets.push(b.hex)
  for (const o of ai.objectives) if (o.kind === 'hold' && o.winner === side) targets.push(...o.hexes)
  if (targets.length === 0) return 0
  let sum = 0
  for (const b of board.bySide.get(side) ?? []) {
    let best = 12
    for (const h of targets) {
      const d = grid.distance(b.hex, h)
      if (d < best) best = d
    }
    sum += best
  }
  return -w.engage * sum
}

/** Empty neighbours of `hex` out of enemy contact: where a unit of the side with bit `sideBit` could retreat. */
function retreatHexes(ai: AiContext, board: Board, hex: number, sideBit: number, enemyAdjacent: Uint8Array): number {
  let n = 0
  for (let d = 0; d < 6; d++) {
    const h = ai.grid.neighbors[hex * 6 + d]!
    if (h >= 0 && board.occupant[h] === 0 && (enemyAdjacent[h]! & sideBit) === 0 && ai.passable[h] === 1) n++
  }
  return n
}

function carrierOf(board: Board, leader: string): BoardUnit | undefined {
  for (const b of board.units) if (b.leaders.includes(leader)) return b
  return undefined
}

function positionScore(ai: AiContext, board: Board, side: SideId, enemyAdjacent: Uint8Array, w: Readonly<EvalWeights>): number {
  const { grid } = ai
  const sideBit = 1 << board.state.sides.findIndex((s) => s.id === side)
  let score = 0
  for (const b of board.bySide.get(side) ?? []) {
    let friends = 0
    let free = 0
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbors[b.hex * 6 + d]!
      if (n < 0) continue
      const occ = board.occupant[n]!
      if (occ) {
        if (board.units[occ - 1]!.side === side) friends++
      } else if ((enemyAdjacent[n]! & sideBit) === 0) free++
    }
    score += w.cohesion * Math.min(2, friends)
    if ((enemyAdjacent[b.hex]! & sideBit) !== 0) {
      if (b.ranged > 0) score -= w.shooterInContact * b.ranged
      // Boxed in on an objective hex is a strength: a unit that cannot retreat is not pushed off.
      if (free === 0 && !ai.objectiveHexes.has(b.hex)) score -= w.trapped * b.value
    }
  }
  return score
}

/**
 * Expected material the units of `side` lose to enemy attacks next turn: for each unit, the enemy
 * strength able to strike it (each enemy's strength shared among its targets) against its own,
 * mapped to a step-loss chance (about 0.2 per odds ratio point, as on a ladder CRT), times what a
 * step costs; a leader whose fall ends the game adds its elimination chance times `criticalLeader`.
 */
function threatLoss(
  ai: AiContext, board: Board, side: SideId, reach: ReachMap | undefined, w: Readonly<EvalWeights>, skipContact: boolean, enemyAdjacent: Uint8Array, t: number,
): number {
  const { grid } = ai
  const sideBit = 1 << board.state.sides.findIndex((s) => s.id === side)
  const victims = board.bySide.get(side) ?? []
  if (victims.length === 0) return 0
  const enemies = board.units.filter((b) => b.side !== side)
  if (enemies.length === 0) return 0
  // Which victims each enemy can strike.
  const hits: number[][] = victims.map(() => [])
  for (let e = 0; e < enemies.length; e++) {
    const en = enemies[e]!
    const zone = reach?.get(en.unit.id)
    for (let v = 0; v < victims.length; v++) {
      const vh = victims[v]!.hex
      const d = grid.distance(en.hex, vh)
      if (skipContact && d <= Math.max(1, en.range)) continue
      const can = zone ? zone[vh] === 1 : d <= en.mp + Math.max(1, en.range)
      if (can) hits[v]!.push(e)
    }
  }
  const targets = new Array<number>(enemies.length).fill(0)
  for (const list of hits) for (const e of list) targets[e]!++
  let loss = 0
  const stakes: number[] = []
  for (let v = 0; v < victims.length; v++) {
    const list = hits[v]!
    if (list.length === 0) continue
    const victim = victims[v]!
    const contributions = list.map((e) => {
      const en = enemies[e]!
      return Math.max(en.strength, en.ranged) * Math.min(1, 1.5 / targets[e]!)
    })
    contributions.sort((a, b) => b - a)
    let attack = 0
    for (let k = 0; k < contributions.length && k < 6; k++) attack += contributions[k]!
    const ratio = attack / Math.max(0.5, victim.strength)
    const p = ratio < 0.4 ? 0 : Math.min(0.9, 0.2 * ratio - 0.02)
    if (p <= 0) continue
    const stepLoss = victim.weakened ? victim.value : victim.value * 0.5
    const pElim = victim.weakened ? p : p * 0.35
    loss += p * stepLoss
    for (const l of victim.leaders) loss += pElim * (ai.criticalLeaders.has(l) ? w.criticalLeader : w.leader)
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
