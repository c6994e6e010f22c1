import { createInitialState, hashString, seedRng, stableStringify, type BaseAction, type CheckedAction, type GameRules, type GameState, type SideId } from '@hexes/core'
import type { Bot } from '../Bot'
import { playout, type PlayoutEnd } from '../playout'

/** Options of {@link playMatchGame}. */
export interface MatchGameOptions {
  rules: GameRules
  /** One bot per side, in `state.sides` order (Camp 1 first). */
  bots: readonly Bot[]
  /** Seed of the game's dice; the bots draw from their own stream seeded `bot/<seed>`. */
  seed: number
  /** A game still running after this many actions is unfinished (default 20,000). */
  maxActions?: number
  /** Clock in ms for the timings (default: none, timings are 0). */
  clock?: () => number
}

/** The outcome of one game between bots. */
export interface MatchGameResult {
  seed: number
  /** Winning side, `null` for a draw or an unfinished game. */
  winner: SideId | null
  end: PlayoutEnd
  condition: string | null
  turns: number
  actions: number
  /** Per side (in `sides` order): actions chosen, total thinking time and the longest half-turn, ms. */
  perSide: { side: SideId; decisions: number; thinkMs: number; maxHalfTurnMs: number }[]
  /**
   * Hash of every action the bots chose, in order: two runs of a game made the same moves when
   * their hashes match (`tables --compare`). Absent from records made before it existed.
   */
  movesHash?: string
}

/**
 * Plays one seeded game between bots through {@link playout} (the engine's functional pipeline)
 * and records who won and how long each bot thought: in total and in its longest half-turn
 * (all the decisions it owed while one side's phases of one turn were running).
 * Pure apart from the optional clock: hosts pass `performance.now`.
 */
export function playMatchGame(o: MatchGameOptions): MatchGameResult {
  const { rules } = o
  const state = createInitialState(rules, o.seed).state
  const clock = o.clock ?? (() => 0)
  const perSide = state.sides.map((s) => ({ side: s.id, decisions: 0, thinkMs: 0, maxHalfTurnMs: 0 }))
  const halfTurns = state.sides.map(() => new Map<string, number>())
  const moves: string[] = []
  const played = (a: BaseAction | null | undefined) => void (a && moves.push(stableStringify(a)))
  const timed = o.bots.map((bot, i): Bot => {
    const record = (s: GameState, ms: number) => {
      perSide[i]!.decisions++
      perSide[i]!.thinkMs += ms
      const key = `${s.turn.turn}|${s.turn.activeSide}`
      const m = halfTurns[i]!
      m.set(key, (m.get(key) ?? 0) + ms)
    }
    return {
      name: bot.name,
      chooseAction(r, s, rng) {
        const t0 = clock()
        const a = bot.chooseAction(r, s, rng)
        record(s, clock() - t0)
        played(a)
        return a
      },
      chooseChecked(r, s, rng): CheckedAction | null {
        const t0 = clock()
        const c = bot.chooseChecked ? bot.chooseChecked(r, s, rng) : null
        record(s, clock() - t0)
        played(c?.action)
        return c
      },
    }
  })
  // Bots without the checked fast path go through playout's checking path.
  const players = timed.map((t, i) => (o.bots[i]!.chooseChecked ? t : { name: t.name, chooseAction: t.chooseAction }))
  const r = playout(rules, state, players, { rng: seedRng(`bot/${o.seed}`), maxActions: o.maxActions ?? 20_000, keepLog: false })
  for (let i = 0; i < perSide.length; i++) perSide[i]!.maxHalfTurnMs = Math.max(0, ...halfTurns[i]!.values())
  return {
    seed: o.seed,
    winner: r.state.result?.winner ?? null,
    end: r.end,
    condition: r.state.result?.condition ?? null,
    turns: r.turns,
    actions: r.actionCount,
    perSide,
    movesHash: hashString(moves.join('\n')),
  }
}
