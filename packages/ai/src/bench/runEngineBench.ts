import {
  applyAction, checkAction, cloneState, combatOdds, createInitialState, legalActions, movementRange, ownRecord, SeededDice, seedRng,
  type AttackAction, type GameRules, type GameState,
} from '@hexes/core'
import type { Bot } from '../Bot'
import { playout } from '../playout'
import { RandomBot } from '../RandomBot'

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
  /** Time spent on each playout measurement, ms (default 3000). */
  playoutMs?: number
  /** Time spent on each micro measurement, ms (default 300). */
  microMs?: number
  /** Playouts per second the first scenario must reach (default 100: the teaching scenario target). */
  target?: number
}

/** Measurements of one scenario. */
export interface EngineBenchRow {
  name: string
  /** Random playouts to the end of the game per second, every action checked by `checkAction`. */
  playoutsPerSecond: number
  /** The same with the random bot's fast path (its moves are not re-checked). */
  fastPlayoutsPerSecond: number
  actionsPerPlayout: number
  /** Mean cost of one action in the checked playouts, µs (choice + check + apply). */
  usPerAction: number
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
    movementRange: number
    legalActions: number
    combatOdds: number | null
  }
  stateBytes: number
}

/** The report of {@link runEngineBench}. */
export interface EngineBenchReport {
  rows: EngineBenchRow[]
  target: number
  /** Whether the first scenario reached `target` checked playouts per second. */
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
 * bus and the immediate victory check), and the cost of the operations an AI repeats most:
 * cloning a state, checking and applying an action, a movement range, the legal actions, exact
 * combat odds. Pure apart from the clock the host passes.
 *
 * @example
 * const report = runEngineBench({ scenarios: [{ name: 'teaching-ford', rules }], clock: () => performance.now() })
 */
export function runEngineBench(o: EngineBenchOptions): EngineBenchReport {
  const rows = o.scenarios.map((s) => benchScenario(s, o))
  const target = o.target ?? 100
  return { rows, target, pass: (rows[0]?.playoutsPerSecond ?? 0) >= target }
}

function benchScenario(s: BenchScenario, o: EngineBenchOptions): EngineBenchRow {
  const { rules } = s
  const clock = o.clock
  const playoutMs = o.playoutMs ?? 3000
  const results: Record<string, number> = ownRecord()
  const run = (bot: Bot, record: boolean) => {
    let games = 0
    let actions = 0
    const t0 = clock()
    // Warm-up outside the measurement.
    playout(rules, createInitialState(rules, -1).state, bot, { seed: -1, keepLog: false })
    const start = clock()
    while (clock() - start < playoutMs || games < 3) {
      const r = playout(rules, createInitialState(rules, games).state, bot, { seed: games, keepLog: false })
      actions += r.actionCount
      games++
      if (record) {
        const k = r.end !== 'result' ? 'unfinished' : (r.state.result?.winner ?? 'draw')
        results[k] = (results[k] ?? 0) + 1
      }
    }
    const ms = clock() - start
    void t0
    return { perSecond: (games * 1000) / ms, actions: actions / games, usPerAction: (ms * 1000) / actions }
  }
  const checked = run(checkedRandom(), true)
  const fast = run(new RandomBot(), false)
  const initial = createInitialState(rules, 1).state
  const mid = midGame(rules)
  return {
    name: s.name,
    playoutsPerSecond: checked.perSecond,
    fastPlayoutsPerSecond: fast.perSecond,
    actionsPerPlayout: checked.actions,
    usPerAction: checked.usPerAction,
    results,
    micro: micro(rules, initial, mid, clock, o.microMs ?? 300),
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
    movementRange: time(() => movementRange(rules, mid, unit)),
    legalActions: time(() => legalActions(rules, mid)),
    combatOdds: odds,
  }
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

/** A plain-text table of an engine bench report. */
export function formatEngineBench(r: EngineBenchReport): string {
  const f = (v: number | null, d = 1) => (v === null || Number.isNaN(v) ? 'n/a' : v.toFixed(d))
  const lines: string[] = []
  lines.push('Random playouts to the end of the game, every action checked (checkAction + applyAction):')
  lines.push('| Scenario | Playouts/s (checked) | Playouts/s (fast path) | Actions/playout | µs/action | Results |')
  lines.push('|---|---:|---:|---:|---:|---|')
  for (const row of r.rows) {
    const res = Object.entries(row.results).map(([k, v]) => `${k} ${v}`).join(', ')
    lines.push(`| ${row.name} | ${f(row.playoutsPerSecond)} | ${f(row.fastPlayoutsPerSecond)} | ${f(row.actionsPerPlayout, 0)} | ${f(row.usPerAction)} | ${res} |`)
  }
  lines.push('')
  lines.push('Cost of single operations on a mid-game state, µs per call:')
  lines.push('| Scenario | State JSON bytes | cloneState (initial) | cloneState (mid-game) | JSON round trip | checkAction move | applyAction move | applyAction end-phase | movementRange | legalActions | combatOdds |')
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const row of r.rows) {
    const m = row.micro
    lines.push(`| ${row.name} | ${row.stateBytes} | ${f(m.cloneInitial)} | ${f(m.cloneMidGame)} | ${f(m.jsonRoundTrip)} | ${f(m.checkMove)} | ${f(m.applyMove)} | ${f(m.applyEndPhase)} | ${f(m.movementRange)} | ${f(m.legalActions)} | ${f(m.combatOdds)} |`)
  }
  lines.push('')
  const first = r.rows[0]
  if (first) lines.push(`Target: ${r.target} checked playouts/s on ${first.name}: ${r.pass ? 'PASS' : 'MISS'} (${f(first.playoutsPerSecond)}/s)`)
  return `${lines.join('\n')}\n`
}
