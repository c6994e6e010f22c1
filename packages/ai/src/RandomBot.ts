import {
  checkAction, movementRange, prepareCombat,
  type AttackAction, type BaseAction, type CheckedAction, type GameRules, type GameState, type MoveAction,
  type PendingDecision, type RngState, type SideId, type UnitState,
} from '@hexes/core'
import type { Bot } from './Bot'
import { pickOne, random01, shuffleInPlace } from './botRandom'

/** Options of {@link RandomBot}. */
export interface RandomBotOptions {
  /**
   * Chance of ending the phase at each choice while something else is legal. Default: one in
   * (1 + number of the side's units on the map), at least 5%, so a side acts with about as many
   * pieces as it has before moving on.
   */
  endPhaseChance?: number
  /**
   * Chance that a move heads for the enemy (the destination nearest to an enemy unit) rather than
   * a uniform destination. Default 0.5: enough contact for combat rules to be exercised.
   */
  aggression?: number
  /** Largest attacking group the bot declares (default 3). */
  maxAttackers?: number
  /** Nearest enemy units considered as targets per attacker (default 4). */
  targetsPerAttacker?: number
}

/**
 * A seeded random player: the same rules, state and bot `rng` give the same decision.
 *
 * It never lists every legal action when it can avoid it. At a player phase it ends the phase
 * with `endPhaseChance`, otherwise tries the phase's action types in random order:
 * - `move`: units in random order, the first one with a destination moves (one movement query
 *   per unit tried, with the same `canMove` and range as the `move` action's own checks);
 * - `attack`: attackers in random order against their nearest enemies, the first legal pair is
 *   declared, sometimes joined by other eligible attackers (each declaration is checked with the
 *   engine's `prepareCombat`, which is what `attack` validates);
 * - plugin actions: their definition's `enumerate`, each candidate checked with `checkAction`.
 * When nothing is possible it ends the phase. A pending decision is answered with a uniform
 * choice among its answers' `enumerate`.
 */
export class RandomBot implements Bot {
  readonly name = 'random'
  private readonly options: Required<Omit<RandomBotOptions, 'endPhaseChance'>> & { endPhaseChance: number | undefined }

  constructor(options: RandomBotOptions = {}) {
    this.options = {
      endPhaseChance: options.endPhaseChance,
      aggression: options.aggression ?? 0.5,
      maxAttackers: Math.max(1, options.maxAttackers ?? 3),
      targetsPerAttacker: Math.max(1, options.targetsPerAttacker ?? 4),
    }
  }

  chooseAction(rules: GameRules, state: GameState, rng: RngState): BaseAction | null {
    return this.chooseChecked(rules, state, rng)?.action ?? null
  }

  chooseChecked(rules: GameRules, state: GameState, rng: RngState): CheckedAction | null {
    if (state.result) return null
    const pending = state.pending[0]
    if (pending) return this.answer(rules, state, pending, rng)
    const phase = rules.phases[state.turn.phaseIndex]
    const side = state.turn.activeSide
    if (!phase || phase.auto !== undefined || side === null) return null
    const endDef = rules.actions.get('end-phase')
    const end: CheckedAction | null = endDef ? { def: endDef, action: { type: 'end-phase', side } } : null
    const mine = state.units.filter((u) => u.side === side && u.status === 'active' && u.hex !== null)
    const chance = this.options.endPhaseChance ?? Math.max(0.05, 1 / (1 + mine.length))
    if (phase.actions.length === 0 || random01(rng) < chance) return end
    for (const type of shuffleInPlace(rng, phase.actions.slice())) {
      const c = type === 'move' ? this.tryMove(rules, state, side, mine, rng)
        : type === 'attack' ? this.tryAttack(rules, state, side, mine, rng)
        : this.tryEnumerated(rules, state, side, type, rng)
      if (c) return c
    }
    return end
  }

  /** A uniform legal answer to the first pending decision, or `null` if it has none. */
  private answer(rules: GameRules, state: GameState, decision: PendingDecision, rng: RngState): CheckedAction | null {
    const answers: BaseAction[] = []
    for (const def of rules.actions.values()) {
      if (def.answers === decision.kind && def.enumerate) answers.push(...def.enumerate({ state, rules, side: decision.side, decision }))
    }
    return firstAccepted(rules, state, shuffleInPlace(rng, answers))
  }

  private tryMove(rules: GameRules, state: GameState, side: SideId, mine: readonly UnitState[], rng: RngState): CheckedAction | null {
    const def = rules.actions.get('move')
    if (!def) return null
    const { grid } = rules
    let enemies: number[] | undefined
    for (const u of shuffleInPlace(rng, mine.slice())) {
      if (rules.hooks.canMove.call({ state, rules, unit: u, side })) continue
      const dests = movementRange(rules, state, u).range.reachable
      if (dests.length === 0) continue
      let to = pickOne(rng, dests)
      if (random01(rng) < this.options.aggression) {
        enemies ??= enemyHexes(rules, state, side)
        to = nearestTo(rules, dests, enemies, rng) ?? to
      }
      const action: MoveAction = { type: 'move', side, unit: u.id, to: grid.refOf(to) }
      return { def, action }
    }
    return null
  }

  private tryAttack(rules: GameRules, state: GameState, side: SideId, mine: readonly UnitState[], rng: RngState): CheckedAction | null {
    const def = rules.actions.get('attack')
    if (!def) return null
    const { grid } = rules
    const modes = rules.hooks.combatModes.call({ state, rules })
    if (modes.length === 0) return null
    const enemies = state.units.filter((u) => u.side !== side && u.status === 'active' && u.hex !== null)
    if (enemies.length === 0) return null
    // Hex indices once per call, in arrays parallel to the unit lists (no map, no sort).
    const enemyHex = enemies.map((u) => grid.indexOfRef(u.hex!))
    const mineHex = mine.map((u) => grid.indexOfRef(u.hex!))
    const order = shuffleInPlace(rng, mine.map((_, i) => i))
    // One declaration object for the single-attacker tries (prepareCombat keeps nothing of it).
    const trial = { attackers: [''], defender: '', mode: '' }
    for (const ai of order) {
      const a = mine[ai]!
      const targets = nearest(grid, enemyHex, mineHex[ai]!, -1, this.options.targetsPerAttacker)
      for (const ei of shuffleInPlace(rng, targets)) {
        const e = enemies[ei]!
        for (const mode of shuffleInPlace(rng, modes.slice())) {
          trial.attackers[0] = a.id
          trial.defender = e.id
          trial.mode = mode
          if ('ok' in prepareCombat(rules, state, side, trial)) continue
          const attackers = [a.id]
          const want = 1 + nextGroupSize(rng, this.options.maxAttackers - 1)
          if (want > 1) {
            const others = nearest(grid, mineHex, enemyHex[ei]!, ai, 6)
            for (const oi of others) {
              if (attackers.length >= want) break
              const group = [...attackers, mine[oi]!.id]
              if (!('ok' in prepareCombat(rules, state, side, { attackers: group, defender: e.id, mode }))) attackers.push(mine[oi]!.id)
            }
          }
          const action: AttackAction = { type: 'attack', side, attackers, defender: e.id, mode }
          return { def, action }
        }
      }
    }
    return null
  }

  private tryEnumerated(rules: GameRules, state: GameState, side: SideId, type: string, rng: RngState): CheckedAction | null {
    const def = rules.actions.get(type)
    if (!def?.enumerate) return null
    return firstAccepted(rules, state, shuffleInPlace(rng, def.enumerate({ state, rules, side })))
  }
}

/** The first candidate `checkAction` accepts. */
function firstAccepted(rules: GameRules, state: GameState, candidates: readonly BaseAction[]): CheckedAction | null {
  for (const a of candidates) {
    const r = checkAction(rules, state, a)
    if (!('ok' in r)) return r
  }
  return null
}

/** Hex indices of the enemies of `side` on the map. */
function enemyHexes(rules: GameRules, state: GameState, side: SideId): number[] {
  const out: number[] = []
  for (const u of state.units) if (u.side !== side && u.status === 'active' && u.hex !== null) out.push(rules.grid.indexOfRef(u.hex))
  return out
}

/** The destination closest to any enemy (ties broken at random), or `undefined` without enemies. */
function nearestTo(rules: GameRules, dests: readonly number[], enemies: readonly number[], rng: RngState): number | undefined {
  if (enemies.length === 0) return undefined
  let best = Infinity
  let ties: number[] = []
  for (const h of dests) {
    let d = Infinity
    for (const e of enemies) d = Math.min(d, rules.grid.distance(h, e))
    if (d < best) {
      best = d
      ties = [h]
    } else if (d === best) ties.push(h)
  }
  return pickOne(rng, ties)
}

/**
 * The indices of the `k` hexes of `hexes` nearest to `from` (index `skip` left out), nearest
 * first, ties in index order: what a stable sort by distance followed by `slice(0, k)` gives,
 * without sorting or an object per item.
 */
function nearest(grid: GameRules['grid'], hexes: readonly number[], from: number, skip: number, k: number): number[] {
  const out: number[] = []
  const ds: number[] = []
  for (let item = 0; item < hexes.length; item++) {
    if (item === skip) continue
    const d = grid.distance(from, hexes[item]!)
    let n = out.length
    if (n === k) {
      if (d >= ds[k - 1]!) continue
      n-- // the farthest kept item drops out
    }
    // Insert after every kept item at the same or a smaller distance (stable), shifting in place.
    let i = n
    while (i > 0 && ds[i - 1]! > d) {
      out[i] = out[i - 1]!
      ds[i] = ds[i - 1]!
      i--
    }
    out[i] = item
    ds[i] = d
  }
  return out
}

/** Extra attackers wanted: 0 half of the time, otherwise 1..max uniformly. */
function nextGroupSize(rng: RngState, max: number): number {
  if (max <= 0 || random01(rng) < 0.5) return 0
  return 1 + Math.floor(random01(rng) * max)
}
