import {
  applyAction, checkAction, cloneState, combatOdds, createInitialState, legalActions, movementRange, ownRecord, SeededDice, seedRng,
  type AttackAction, type GameRules, type GameState,
} from '@hexes/core'
import type { Bot } from '../Bot'
import { playout } from '../playout'
import { RandomBot } from '../RandomBot'
import { benchFigure, type BenchFigure } from './benchFigure'
import { benchOdds, type OddsBench, type OddsLookup } from './oddsBench'
import { compileReferenceGame } from './reference/compileReferenceGame'
import type { ReferenceGame } from './reference/ReferenceGame'
import { runReferenceBench } from './reference/runReferenceBench'

/** A scenario to measure: a name and its built rules. */
export interface BenchScenario {
  name: string
  rules: GameRules
}

/** Options of {@link runEngineBench}. */
export interface EngineBenchOptions {
  scenarios: readonly BenchScenario[]
  /** Monotonic clock, ms (`performance.now`). */
  clock: () => number
  /** Time spent on the checked playouts of each implementation per scenario, ms, over all rounds (default 3000). */
  playoutMs?: number
  /** Interleaved rounds of engine and reference playouts (default 5): the figures are their medians. */
  rounds?: number
  /** Time spent on each micro measurement, ms (default 300). */
  microMs?: number
  /** Checked playouts per second the first scenario must reach (default 1000: the teaching scenario target). */
  target?: number
  /** Largest engine / reference ratio of µs per checked action on the first scenario (default 2). */
  maxRatio?: number
  /**
   * The rule set's direct table lookup of a combat's distribution (HEXES Med's `hmOddsLookup`):
   * with it, the exact odds of the mid-game attack are timed against it in the same run and
   * checked equal ({@link benchOdds}).
   */
  oddsLookup?: OddsLookup
  /** Largest odds / lookup ratio (default 2). */
  maxOddsRatio?: number
}

/** The plain typed-array reference engine's figures on a scenario, measured in the same rounds. */
export interface ReferenceFigures {
  usPerAction: BenchFigure
  playoutsPerSecond: BenchFigure
  actionsPerPlayout: number
  /** Engine µs per checked action over the reference's, round by round. */
  ratio: BenchFigure
}

/** Measurements of one scenario. */
export interface EngineBenchRow {
  name: string
  /** Random playouts to the end of the game per second, every action checked by `checkAction` (median of the rounds). */
  playoutsPerSecond: number
  /** The same over the rounds. */
  playouts: BenchFigure
  /** The same with the random bot's fast path (its moves are not re-checked), one measurement. */
  fastPlayoutsPerSecond: number
  actionsPerPlayout: number
  /** Mean cost of one action in the checked playouts, µs (choice + check + apply; median of the rounds). */
  usPerAction: number
  /** The reference engine in the same rounds, or why it cannot play this scenario. */
  reference: ReferenceFigures | { unsupported: string }
  /** Winners of the checked playouts (side id or `draw` / `unfinished`). */
  results: Record<string, number>
  /** µs per call, measured on a mid-game state. */
  micro: {
    cloneInitial: number
    cloneMidGame: number
    jsonRoundTrip: number
    checkMove: number
    applyMove: number
    applyEndPhase: number
    /** A fresh query (not the answer a settled state remembers). */
    movementRange: number
    legalActions: number
    combatOdds: number | null
  }
  /** Exact odds of the mid-game attack against the direct lookup (with `oddsLookup`), or `null`. */
  odds: OddsBench | null
  stateBytes: number
}

/** The report of {@link runEngineBench}. */
export interface EngineBenchReport {
  rows: EngineBenchRow[]
  rounds: number
  target: number
  maxRatio: number
  /** Whether the first scenario reached `target` checked playouts per second. */
  passPlayouts: boolean
  /** Whether the first scenario's actions cost at most `maxRatio` times the reference's. */
  passRatio: boolean
  maxOddsRatio: number
  /** Whether every scenario's exact odds are equal to the lookup and cost at most `maxOddsRatio` times it (false without a lookup). */
  passOdds: boolean
  /** All three. */
  pass: boolean
}

/** The random bot without its fast path: every action it picks goes through `checkAction`. */
function checkedRandom(): Bot {
  const r = new RandomBot()
  return { name: 'random-checked', chooseAction: (rules, state, rng) => r.chooseAction(rules, state, rng) }
}

/**
 * Engine throughput: full seeded random playouts per second (every action through the whole
 * pipeline: `checkAction` with schema, phase and rule checks, then `applyAction` with the event
 * bus and the immediate victory check) next to the plain typed-array reference engine of the
 * same rules (`compileReferenceGame`), timed in interleaved rounds in one process after a
 * warm-up, and the cost of the operations an AI repeats most: cloning a state, checking and
 * applying an action, a movement range, the legal actions, exact combat odds. Pure apart from the
 * clock the host passes.
 *
 * @example
 * const report = runEngineBench({ scenarios: [{ name: 'teaching-ford', rules }], clock: () => performance.now() })
 */
export function runEngineBench(o: EngineBenchOptions): EngineBenchReport {
  const rows = o.scenarios.map((s) => benchScenario(s, o))
  const target = o.target ?? 1000
  const maxRatio = o.maxRatio ?? 2
  const first = rows[0]
  const passPlayouts = (first?.playoutsPerSecond ?? 0) >= target
  const passRatio = first !== undefined && 'ratio' in first.reference && first.reference.ratio.median <= maxRatio
  const maxOddsRatio = o.maxOddsRatio ?? 2
  const passOdds = rows.length > 0 && rows.every((r) => r.odds !== null && r.odds.equal && r.odds.ratio <= maxOddsRatio)
  return { rows, rounds: roundsOf(o), target, maxRatio, passPlayouts, passRatio, maxOddsRatio, passOdds, pass: passPlayouts && passRatio && passOdds }
}

function roundsOf(o: EngineBenchOptions): number {
  return Math.max(1, Math.floor(o.rounds ?? 5))
}

function benchScenario(s: BenchScenario, o: EngineBenchOptions): EngineBenchRow {
  const { rules } = s
  const clock = o.clock
  const rounds = roundsOf(o)
  const roundMs = (o.playoutMs ?? 3000) / rounds
  const results: Record<string, number> = ownRecord()
  let seed = 0
  const run = (bot: Bot, record: boolean, ms: number) => {
    let games = 0
    let actions = 0
    const start = clock()
    while (clock() - start < ms || games < 3) {
      const r = playout(rules, createInitialState(rules, seed).state, bot, { seed, keepLog: false })
      seed++
      actions += r.actionCount
      games++
      if (record) {
        const k = r.end !== 'result' ? 'unfinished' : (r.state.result?.winner ?? 'draw')
        results[k] = (results[k] ?? 0) + 1
      }
    }
    const elapsed = clock() - start
    return { perSecond: (games * 1000) / elapsed, actions, games, usPerAction: (elapsed * 1000) / actions }
  }
  let game: ReferenceGame | undefined
  let unsupported = ''
  try {
    game = compileReferenceGame(rules)
  } catch (e) {
    unsupported = e instanceof Error ? e.message : String(e)
  }
  const checkedBot = checkedRandom()
  // Warm-up of both, outside the measurement: a round each (at least 3 playouts), so the
  // first round is not the one that pays for compiling the code.
  const warm = clock()
  for (let i = 1; i <= 3 || clock() - warm < roundMs; i++) playout(rules, createInitialState(rules, -i).state, checkedBot, { seed: -i, keepLog: false })
  if (game) runReferenceBench(game, { clock, ms: roundMs })
  const engine: { perSecond: number; us: number }[] = []
  const ref: { perSecond: number; us: number; actions: number }[] = []
  let actions = 0
  let games = 0
  for (let r = 0; r < rounds; r++) {
    const measureEngine = () => {
      const m = run(checkedBot, true, roundMs)
      engine.push({ perSecond: m.perSecond, us: m.usPerAction })
      actions += m.actions
      games += m.games
    }
    const measureRef = () => {
      if (!game) return
      const m = runReferenceBench(game, { clock, ms: roundMs, warmUpMs: 0 })
      ref.push({ perSecond: m.playoutsPerSecond, us: m.usPerAction, actions: m.actionsPerPlayout })
    }
    // ABBA: neither implementation always runs first.
    if (r % 2 === 0) {
      measureEngine()
      measureRef()
    } else {
      measureRef()
      measureEngine()
    }
  }
  const fast = run(new RandomBot(), false, roundMs)
  const initial = createInitialState(rules, 1).state
  const mid = midGame(rules)
  const us = benchFigure(engine.map((e) => e.us))
  const reference: EngineBenchRow['reference'] = game && ref.length
    ? {
        usPerAction: benchFigure(ref.map((x) => x.us)),
        playoutsPerSecond: benchFigure(ref.map((x) => x.perSecond)),
        actionsPerPlayout: ref.reduce((a, x) => a + x.actions, 0) / ref.length,
        ratio: benchFigure(engine.map((e, i) => e.us / ref[i]!.us)),
      }
    : { unsupported }
  return {
    name: s.name,
    playoutsPerSecond: benchFigure(engine.map((e) => e.perSecond)).median,
    playouts: benchFigure(engine.map((e) => e.perSecond)),
    fastPlayoutsPerSecond: fast.perSecond,
    actionsPerPlayout: actions / games,
    usPerAction: us.median,
    reference,
    results,
    micro: micro(rules, initial, mid, clock, o.microMs ?? 300),
    odds: oddsFigures(rules, mid, clock, o),
    stateBytes: JSON.stringify(mid).length,
  }
}

/** A mid-game state: a seeded random playout stopped in turn 3 (or where it ended). */
function midGame(rules: GameRules): GameState {
  let stop: GameState | undefined
  const r = playout(rules, createInitialState(rules, 7).state, new RandomBot(), {
    seed: 7,
    keepLog: false,
    onAction: ({ state }) => {
      if (state.turn.turn >= 3 && state.pending.length === 0 && state.turn.activeSide !== null) {
        stop = state
        return 'stop'
      }
      return undefined
    },
  })
  return stop ?? r.state
}

function micro(rules: GameRules, initial: GameState, mid: GameState, clock: () => number, ms: number): EngineBenchRow['micro'] {
  const time = (f: () => void): number => {
    for (let i = 0; i < 50; i++) f()
    let n = 0
    const start = clock()
    let now = start
    while (now - start < ms) {
      for (let i = 0; i < 20; i++) f()
      n += 20
      now = clock()
    }
    return ((now - start) * 1000) / n
  }
  const side = mid.turn.activeSide ?? mid.sides[0]!.id
  const unit = mid.units.find((u) => u.side === side && u.status === 'active' && u.hex !== null) ?? mid.units[0]!
  const legal = legalActions(rules, mid)
  const moveAction = legal.find((a) => a.type === 'move')
  const endChecked = checkAction(rules, mid, { type: 'end-phase', side })
  const moveChecked = moveAction ? checkAction(rules, mid, moveAction) : undefined
  const dice = new SeededDice(seedRng(1))
  const fresh = cloneState(mid)
  const freshUnit = fresh.units[mid.units.indexOf(unit)]!
  // Odds: the first attack found in the next combat phase of a random playout.
  let odds: number | null = null
  const attack = findAttack(rules, mid)
  if (attack) odds = time(() => combatOdds(rules, attack.state, attack.action.side, attack.action))
  return {
    cloneInitial: time(() => cloneState(initial)),
    cloneMidGame: time(() => cloneState(mid)),
    jsonRoundTrip: time(() => JSON.parse(JSON.stringify(mid))),
    checkMove: moveAction ? time(() => checkAction(rules, mid, moveAction)) : NaN,
    applyMove: moveChecked && !('ok' in moveChecked) ? time(() => applyAction(rules, mid, moveChecked, dice)) : NaN,
    applyEndPhase: 'ok' in endChecked ? NaN : time(() => applyAction(rules, mid, endChecked, dice)),
    // On a copy, which is not settled: every call searches.
    movementRange: time(() => movementRange(rules, fresh, freshUnit)),
    legalActions: time(() => legalActions(rules, mid)),
    combatOdds: odds,
  }
}

function oddsFigures(rules: GameRules, mid: GameState, clock: () => number, o: EngineBenchOptions): OddsBench | null {
  if (!o.oddsLookup) return null
  const attack = findAttack(rules, mid)
  if (!attack) return null
  return benchOdds(rules, attack.state, attack.action, o.oddsLookup, clock, (o.microMs ?? 300) * 2)
}

function findAttack(rules: GameRules, from: GameState): { state: GameState; action: AttackAction } | undefined {
  let found: { state: GameState; action: AttackAction } | undefined
  playout(rules, from, new RandomBot(), {
    seed: 11,
    keepLog: false,
    maxActions: 2000,
    onAction: ({ state }) => {
      if (state.pending.length || state.result) return undefined
      if (!rules.phases[state.turn.phaseIndex]?.actions.includes('attack')) return undefined
      const a = legalActions(rules, state).find((x) => x.type === 'attack') as AttackAction | undefined
      if (!a) return undefined
      found = { state, action: a }
      return 'stop'
    },
  })
  return found
}

