import { checkPlayInvariants, playout, type Bot, type PlayoutEnd } from '@hexes/ai'
import {
  buildRules, createInitialState, hashScenario, hashState, hashString, loadGame, ownRecord, seedRng,
  type BaseAction, type GameRules, type GameState, type Issue, type PluginDefinition, type RngState, type Scenario, type SaveFile,
} from '@hexes/core'

/** Options of {@link runSimulation}. */
export interface SimulationOptions {
  scenario: Scenario
  plugins: readonly PluginDefinition<any>[]
  /** Number of games; game `i` uses seed `seed + i`. */
  games: number
  seed: number
  /**
   * When this run is one slice of a larger one (parallel jobs): the index of its first game in
   * the whole run and the size of the whole run, so that the replay sample is the same.
   */
  slice?: { firstIndex: number; totalGames: number }
  /** One bot per side, in `state.sides` order (Camp 1 first). */
  bots: readonly Bot[]
  /** A game that has not ended after this many actions is a failure. */
  maxActions: number
  /** Replay every `replayEvery`-th game (and the last) from its action log; 0 replays none. */
  replayEvery: number
  /** Also check after every action that the previous state was not modified (hashes it twice). */
  deep: boolean
  /** Monotonic clock, ms. */
  now(): number
  /** CPU time of the process, ms (optional). */
  cpuMs?(): number
  /** Called after each game (progress display). */
  onGame?(record: GameRecord, index: number): void
}

/** What went wrong in one game. */
export interface GameFailure {
  kind: 'invariant' | 'too-long' | 'stuck' | 'error' | 'replay' | 'mutation'
  /**
   * Index of the action after which it was seen (`-1`: the initial state); for an `error`, of the
   * action being chosen or applied when it was thrown.
   */
  actionIndex: number
  /** Error code or first invariant code. */
  code: string
  message: string
  issues: readonly Issue[]
  /** The action that led there, when one did. */
  action?: BaseAction
}

/** One simulated game. */
export interface GameRecord {
  seed: number
  actions: number
  turns: number
  end: PlayoutEnd | 'error'
  winner: string | null
  /** Victory condition id, when the game ended. */
  condition: string | null
  failure?: GameFailure
  replayed: boolean
  /** The action log (kept only for failed games, to reproduce them). */
  log?: BaseAction[]
  /** Hash of the final state (`''` when the game threw before ending). */
  finalHash: string
}

/** The aggregate of {@link runSimulation}. */
export interface SimulationReport {
  scenario: { id: string; name: string }
  /** The scenario's variant played (`--variant`), when one was. */
  variant?: { id: string; name: string }
  /** Per side in play order: its bot and the decisions (actions) it chose. */
  sides: { id: string; name: string; bot: string; decisions: number }[]
  games: number
  firstSeed: number
  maxActions: number
  /** Decisive results per side id. */
  wins: Record<string, number>
  draws: number
  /** Games that did not end (counted in failures too). */
  unfinished: number
  totalActions: number
  totalTurns: number
  minActions: number
  maxActionsSeen: number
  actionsByType: Record<string, number>
  /** Actions after which the invariants were checked. */
  checkedActions: number
  replayedGames: number
  /**
   * Final state hash of every game, in seed order: two runs of the same games under two versions
   * of the sources played the same games exactly when these are equal (see {@link gamesDigest}).
   */
  finalHashes: string[]
  failures: GameRecord[]
  /** Worker threads that played the games (1 without `--jobs`). */
  jobs: number
  /** Wall times, ms (play, invariants, replays and setup are summed over the jobs). */
  timing: {
    totalMs: number; cpuMs: number | null; playMs: number; invariantsMs: number; replayMs: number; setupMs: number
    /** Thinking time of each side's bot (part of `playMs`), in `sides` order. */
    thinkMs: number[]
  }
}

/**
 * Plays `games` seeded games of random play through `@hexes/ai`'s `playout`, checking
 * `checkPlayInvariants` (core's `checkInvariants`, the rules' `invariants` hook and the play checks
 * of `@hexes/ai`) after every action,
 * that each game ends within `maxActions`, and that replaying a sample of games from their action
 * log with `loadGame` (a real save file round trip) reproduces the final state hash.
 * Never throws for a broken game: every problem is a failure record with its seed.
 */
export function runSimulation(o: SimulationOptions): SimulationReport {
  const t0 = o.now()
  const cpu0 = o.cpuMs?.()
  const rules = buildRules(o.scenario, o.plugins)
  const scenarioHash = hashScenario(o.scenario)
  const pluginVersions = rules.plugins.map((p) => ({ id: p.id, version: p.definition.manifest.version }))
  const report: SimulationReport = {
    scenario: { id: o.scenario.id, name: o.scenario.name },
    sides: sidesInPlayOrder(o.scenario).map((side, i) => ({ id: side.id, name: side.name, bot: o.bots[i]?.name ?? '?', decisions: 0 })),
    games: o.games,
    firstSeed: o.seed,
    maxActions: o.maxActions,
    wins: ownRecord(),
    draws: 0,
    unfinished: 0,
    totalActions: 0,
    totalTurns: 0,
    minActions: Infinity,
    maxActionsSeen: 0,
    actionsByType: ownRecord(),
    checkedActions: 0,
    replayedGames: 0,
    finalHashes: [],
    failures: [],
    jobs: 1,
    timing: { totalMs: 0, cpuMs: null, playMs: 0, invariantsMs: 0, replayMs: 0, setupMs: 0, thinkMs: o.bots.map(() => 0) },
  }
  report.timing.setupMs = o.now() - t0

  const firstIndex = o.slice?.firstIndex ?? 0
  const totalGames = o.slice?.totalGames ?? o.games
  const chosen: InFlight = { action: undefined }
  const bots = o.bots.map((bot, i) => timedBot(bot, report, i, o.now, chosen))
  for (let i = 0; i < o.games; i++) {
    const seed = o.seed + i
    chosen.action = undefined
    const { record, final } = playOne({ ...o, bots }, rules, seed, report, chosen)
    const g = firstIndex + i
    if (!record.failure && final && o.replayEvery > 0 && (g % o.replayEvery === 0 || g === totalGames - 1)) {
      const r0 = o.now()
      const failure = replayCheck(o, record, final, scenarioHash, pluginVersions)
      report.timing.replayMs += o.now() - r0
      report.replayedGames++
      record.replayed = true
      if (failure) record.failure = failure
    }
    if (!record.failure) delete record.log
    report.finalHashes.push(record.finalHash)
    report.totalActions += record.actions
    report.totalTurns += record.turns
    report.minActions = Math.min(report.minActions, record.actions)
    report.maxActionsSeen = Math.max(report.maxActionsSeen, record.actions)
    if (record.end === 'result') {
      if (record.winner === null) report.draws++
      else report.wins[record.winner] = (report.wins[record.winner] ?? 0) + 1
    } else report.unfinished++
    if (record.failure) report.failures.push(record)
    o.onGame?.(record, i)
  }
  if (report.minActions === Infinity) report.minActions = 0
  report.timing.totalMs = o.now() - t0
  if (cpu0 !== undefined) report.timing.cpuMs = o.cpuMs!() - cpu0
  return report
}

/**
 * Merges the reports of the slices of one run (parallel jobs, in seed order) into one: counts
 * are summed, failures concatenated; `totalMs`/`cpuMs` are the caller's (wall time of the whole
 * run), the other timings are summed over the slices.
 */
export function mergeSimulationReports(parts: readonly SimulationReport[], timing: { totalMs: number; cpuMs: number | null }): SimulationReport {
  const first = parts[0]!
  const out: SimulationReport = {
    ...first,
    sides: first.sides.map((side) => ({ ...side, decisions: 0 })),
    games: 0, wins: ownRecord(), draws: 0, unfinished: 0, totalActions: 0, totalTurns: 0, minActions: Infinity, maxActionsSeen: 0,
    actionsByType: ownRecord(), checkedActions: 0, replayedGames: 0, finalHashes: [], failures: [], jobs: parts.length,
    timing: { totalMs: timing.totalMs, cpuMs: timing.cpuMs, playMs: 0, invariantsMs: 0, replayMs: 0, setupMs: 0, thinkMs: first.sides.map(() => 0) },
  }
  const add = (into: Record<string, number>, from: Record<string, number>) => {
    for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v
  }
  for (const r of parts) {
    r.sides.forEach((side, i) => {
      out.sides[i]!.decisions += side.decisions
      out.timing.thinkMs[i] = (out.timing.thinkMs[i] ?? 0) + (r.timing.thinkMs[i] ?? 0)
    })
    out.games += r.games
    add(out.wins, r.wins)
    add(out.actionsByType, r.actionsByType)
    out.draws += r.draws
    out.unfinished += r.unfinished
    out.totalActions += r.totalActions
    out.totalTurns += r.totalTurns
    if (r.games > 0) out.minActions = Math.min(out.minActions, r.minActions)
    out.maxActionsSeen = Math.max(out.maxActionsSeen, r.maxActionsSeen)
    out.checkedActions += r.checkedActions
    out.replayedGames += r.replayedGames
    out.finalHashes.push(...r.finalHashes)
    out.failures.push(...r.failures)
    out.timing.playMs += r.timing.playMs
    out.timing.invariantsMs += r.timing.invariantsMs
    out.timing.replayMs += r.timing.replayMs
    out.timing.setupMs += r.timing.setupMs
  }
  if (out.minActions === Infinity) out.minActions = 0
  return out
}

/** `bot`, counting the decisions of side `i` and the time it takes to choose them into `report`. */
function timedBot(bot: Bot, report: SimulationReport, i: number, now: () => number, chosen: InFlight): Bot {
  const time = <T>(choose: () => T, action: (r: T) => BaseAction | undefined): T => {
    chosen.action = undefined
    const t0 = now()
    const r = choose()
    report.timing.thinkMs[i]! += now() - t0
    if (r !== null) report.sides[i]!.decisions++
    chosen.action = action(r)
    return r
  }
  const checked = bot.chooseChecked?.bind(bot)
  return {
    name: bot.name,
    chooseAction: (rules, state, rng) => time(() => bot.chooseAction(rules, state, rng), (a) => a ?? undefined),
    ...(checked ? { chooseChecked: (rules: GameRules, state: GameState, rng: RngState) => time(() => checked(rules, state, rng), (c) => c?.action) } : {}),
  }
}

/** The action a bot chose last, until the game logs it: what was being applied when something threw. */
interface InFlight {
  action: BaseAction | undefined
}

/** Plays one game; the record holds its log until the replay check is done. */
function playOne(o: SimulationOptions, rules: GameRules, seed: number, report: SimulationReport, chosen: InFlight): { record: GameRecord; final?: GameState } {
  const record: GameRecord = { seed, actions: 0, turns: 0, end: 'error', winner: null, condition: null, replayed: false, log: [], finalHash: '' }
  const log = record.log!
  const start = o.now()
  let checkMs = 0
  let last: GameState | undefined
  try {
    const { state } = createInitialState(rules, seed)
    last = state
    const initial = checkPlayInvariants(rules, state)
    if (initial.length) {
      record.failure = failureOf('invariant', -1, initial)
      return { record }
    }
    let lastHash = o.deep ? hashState(state) : ''
    // Bot choices come from their own stream, never from the game's dice (state.rng).
    const rng = seedRng(`bot/${seed}`)
    const r = playout(rules, state, o.bots, {
      rng,
      maxActions: o.maxActions,
      onAction: (step) => {
        log.push(step.action)
        chosen.action = undefined
        last = step.state
        const c0 = o.now()
        const issues = checkPlayInvariants(rules, step.state, step.before)
        if (o.deep) {
          // States are immutable: the action must not have touched the state it started from.
          if (hashState(step.before) !== lastHash) issues.unshift({ code: 'play/mutated', path: '(previous state)', message: 'applying the action modified the previous state instead of the draft' })
          lastHash = hashState(step.state)
        }
        checkMs += o.now() - c0
        report.checkedActions++
        if (issues.length === 0) return undefined
        record.failure = failureOf(issues[0]!.code === 'play/mutated' ? 'mutation' : 'invariant', step.index, issues, step.action)
        return 'stop'
      },
    })
    record.end = r.end
    record.actions = r.actionCount
    record.turns = r.turns
    record.winner = r.state.result?.winner ?? null
    record.condition = r.state.result?.condition ?? null
    record.finalHash = hashState(r.state)
    for (const [type, n] of Object.entries(r.counts)) report.actionsByType[type] = (report.actionsByType[type] ?? 0) + n
    if (!record.failure && r.end === 'max-actions') {
      record.failure = { kind: 'too-long', actionIndex: r.actionCount - 1, code: 'simulate/too-long', message: `the game did not end within ${o.maxActions} action${o.maxActions === 1 ? '' : 's'} (turn ${r.turns} of ${r.state.turn.lastTurn})`, issues: [] }
    }
    if (!record.failure && r.end === 'stuck') {
      record.failure = { kind: 'stuck', actionIndex: r.actionCount - 1, code: 'simulate/stuck', message: r.stuck ?? 'no legal action', issues: [] }
    }
    return { record, final: r.state }
  } catch (e) {
    record.end = 'error'
    record.actions = log.length
    record.turns = last?.turn.turn ?? 0
    // The throw came while the next action was chosen or applied: it is action #log.length. When
    // a bot had chosen it, it goes into the failure and the log, so the log replays the crash.
    const action = chosen.action
    if (action) log.push(action)
    record.failure = { ...errorFailure('error', record.actions, e), ...(action ? { action } : {}) }
    return { record }
  } finally {
    report.timing.invariantsMs += checkMs
    report.timing.playMs += o.now() - start - checkMs
  }
}

/**
 * Replays a finished game through a real save file round trip: `loadGame` checks the scenario
 * and plugins, replays the log with full action checks (so an illegal bot action fails here too)
 * and compares the final state hash.
 */
function replayCheck(o: SimulationOptions, record: GameRecord, final: GameState, scenarioHash: string, plugins: SaveFile['plugins']): GameFailure | undefined {
  const save: SaveFile = {
    format: 'hexes-save/1',
    scenario: { id: o.scenario.id, hash: scenarioHash },
    plugins,
    seed: record.seed,
    actions: record.log!.map((a) => ({ ...a })),
    stateHash: hashState(final),
  }
  try {
    loadGame(save, { scenario: o.scenario, plugins: o.plugins })
    return undefined
  } catch (e) {
    return errorFailure('replay', record.actions - 1, e)
  }
}

function errorFailure(kind: GameFailure['kind'], actionIndex: number, e: unknown): GameFailure {
  const code = typeof (e as { code?: unknown })?.code === 'string' ? (e as { code: string }).code : 'engine/threw'
  const issues = Array.isArray((e as { issues?: unknown })?.issues) ? (e as { issues: Issue[] }).issues : []
  return { kind, actionIndex, code, message: e instanceof Error ? e.message : String(e), issues }
}

function failureOf(kind: GameFailure['kind'], actionIndex: number, issues: readonly Issue[], action?: BaseAction): GameFailure {
  const first = issues[0]!
  return { kind, actionIndex, code: first.code, message: `${first.path || '(state)'}: ${first.message}`, issues, ...(action ? { action } : {}) }
}

/** The scenario's sides in play order: `firstSide` (Camp 1) first, as `createInitialState` orders them. */
export function sidesInPlayOrder(scenario: Scenario): Scenario['sides'] {
  const first = scenario.sides.find((s) => s.id === scenario.firstSide)
  return first ? [first, ...scenario.sides.filter((s) => s !== first)] : scenario.sides
}

/**
 * One hash of every game of a run, from the final state hashes in seed order: equal digests mean
 * that the same seeds and bots played the same games to the same final states (the check that a
 * change of the sources did not change any game).
 */
export function gamesDigest(report: Pick<SimulationReport, 'finalHashes'>): string {
  return hashString(report.finalHashes.join(','))
}
