import { createInitialState, seedRng, type GameRules, type GameState, type SideId } from '@hexes/core'
import { playout, type Bot } from '@hexes/ai'

/** One game of a balance run, as plain JSON (it crosses worker threads). */
export interface BalanceGame {
  seed: number
  /** Winning side; `null` for a draw or an unfinished game. */
  winner: SideId | null
  /** The victory condition that ended it (`default`, `simultaneous`, a scenario condition id), `null` if unfinished. */
  condition: string | null
  /** Turn the game ended in, and actions played. */
  turns: number
  actions: number
  /** Strength on the map of each side (in `state.sides` order) at the start and at the end of each turn played: `material[0]` is the start. */
  material: number[][]
}

/** The strength (`unitStrength`) each side has on the map, in `state.sides` order. */
export function materialOf(rules: GameRules, state: GameState): number[] {
  return state.sides.map((s) => {
    let sum = 0
    for (const unit of state.units) if (unit.side === s.id && unit.status === 'active' && unit.hex !== null) sum += rules.hooks.unitStrength.call(0, { state, rules, unit })
    return sum
  })
}

/**
 * Plays one seeded game between `bots` (one per side, in `state.sides` order; their choices draw
 * from the stream `bot/<seed>`, the dice from the game's own) and records how it ended and the
 * material curve: each side's strength on the map when each turn ends.
 */
export function playBalanceGame(rules: GameRules, bots: readonly Bot[], seed: number, maxActions: number): BalanceGame {
  const start = createInitialState(rules, seed).state
  const material = [materialOf(rules, start)]
  const r = playout(rules, start, bots, {
    rng: seedRng(`bot/${seed}`),
    maxActions,
    keepLog: false,
    onAction({ before, state }) {
      if (state.turn.turn > before.turn.turn) material.push(materialOf(rules, state))
    },
  })
  const s = r.state
  if (s.result && material.length <= s.turn.turn) material.push(materialOf(rules, s))
  return { seed, winner: s.result?.winner ?? null, condition: s.result?.condition ?? null, turns: s.turn.turn, actions: r.actionCount, material }
}
