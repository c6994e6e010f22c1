import type { Issue } from '../errors/EngineError'
import type { GameState } from '../model/GameState'
import type { GameRules } from './GameRules'

const STATE_FIELDS: ReadonlySet<string> = new Set(['format', 'scenarioId', 'map', 'sides', 'units', 'leaders', 'turn', 'pending', 'counters', 'rng', 'plugins', 'result'])
const SIDE_FIELDS: ReadonlySet<string> = new Set(['id', 'name', 'color', 'edges'])
const UNIT_FIELDS: ReadonlySet<string> = new Set(['id', 'side', 'type', 'name', 'hex', 'status', 'facing', 'stats'])
const LEADER_FIELDS: ReadonlySet<string> = new Set(['id', 'side', 'name', 'unit', 'status', 'stats'])
const COUNTER_FIELDS: ReadonlySet<string> = new Set(['side', 'stepsLost', 'unitsEliminated', 'leadersEliminated', 'strengthEliminated', 'startingStrength', 'eliminated'])

/**
 * The engine's own invariants of a state, which every rule set must keep:
 * - every active unit stands on a hex of the map; a unit that is not active has `hex: null`;
 * - no two active units share a hex (one unit per hex, HM-MOVE-8);
 * - unit and leader ids are unique, and every piece belongs to a side of the game;
 * - an active leader rides an active unit of his own side (HM-LDR-12); a leader that is not
 *   active may name any unit or none;
 * - exactly one counters entry per side, with non-negative integer values;
 * - every pending decision is owed by a side of the game;
 * - the state, its sides, units, leaders and counters carry only their documented fields
 *   (`cloneState` copies those; plugin data belongs in `stats` and `plugins`);
 * - the turn: `phaseIndex` indexes the phase sequence, `phase` and `activeSide` agree with it
 *   (until the game is over), `turn` and `timeTrack` are at least 1;
 * - a result names a side of the game or `null` (draw).
 *
 * Issues name the path of the bad field (`units[3].hex`). Cheap (linear in the pieces); the
 * fuzzer and the simulator run it after every action.
 */
export function coreInvariants(rules: GameRules, state: GameState): Issue[] {
  const issues: Issue[] = []
  const add = (code: string, path: string, message: string) => issues.push({ code: `state/${code}`, path, message })
  const grid = rules.grid
  const sides = new Set(state.sides.map((s) => s.id))

  // cloneState copies the documented fields only: any other would vanish at the next action.
  const fields = (obj: object, known: ReadonlySet<string>, p: string) => {
    for (const k of Object.keys(obj)) if (!known.has(k)) add('unknown-field', `${p}.${k}`, `"${k}" is not a field of the state (plugin data belongs in "stats" or "plugins")`)
  }
  fields(state, STATE_FIELDS, 'state')
  state.sides.forEach((s, i) => fields(s, SIDE_FIELDS, `sides[${i}]`))
  state.units.forEach((u, i) => fields(u, UNIT_FIELDS, `units[${i}]`))
  state.leaders.forEach((l, i) => fields(l, LEADER_FIELDS, `leaders[${i}]`))
  state.counters.forEach((c, i) => fields(c, COUNTER_FIELDS, `counters[${i}]`))

  const unitById = new Map<string, GameState['units'][number]>()
  const onHex = new Map<string, string>()
  state.units.forEach((u, i) => {
    const p = `units[${i}]`
    if (unitById.has(u.id)) add('duplicate-id', `${p}.id`, `unit id "${u.id}" is used twice`)
    unitById.set(u.id, u)
    if (!sides.has(u.side)) add('unknown-side', `${p}.side`, `unit "${u.id}" belongs to unknown side "${u.side}"`)
    if (u.status !== 'active') {
      if (u.hex !== null) add('unit-hex', `${p}.hex`, `unit "${u.id}" is ${u.status} but still on hex ${u.hex}`)
      return
    }
    if (u.hex === null) {
      add('unit-hex', `${p}.hex`, `active unit "${u.id}" has no hex`)
      return
    }
    const h = grid.indexOfRef(u.hex)
    if (h < 0 || grid.refOf(h) !== u.hex) {
      add('unit-off-map', `${p}.hex`, `unit "${u.id}" is on ${JSON.stringify(u.hex)}, not a hex of the map`)
      return
    }
    const other = onHex.get(u.hex)
    if (other !== undefined) add('stacked', `${p}.hex`, `units "${other}" and "${u.id}" are both on ${u.hex}`)
    else onHex.set(u.hex, u.id)
  })

  const leaderIds = new Set<string>()
  state.leaders.forEach((l, i) => {
    const p = `leaders[${i}]`
    if (leaderIds.has(l.id)) add('duplicate-id', `${p}.id`, `leader id "${l.id}" is used twice`)
    leaderIds.add(l.id)
    if (!sides.has(l.side)) add('unknown-side', `${p}.side`, `leader "${l.id}" belongs to unknown side "${l.side}"`)
    if (l.status !== 'active') return
    const u = l.unit === null ? undefined : unitById.get(l.unit)
    if (!u) add('leader-detached', `${p}.unit`, `active leader "${l.id}" rides no unit`)
    else if (u.status !== 'active') add('leader-detached', `${p}.unit`, `active leader "${l.id}" rides unit "${u.id}", which is ${u.status}`)
    else if (u.side !== l.side) add('leader-detached', `${p}.unit`, `leader "${l.id}" (${l.side}) rides unit "${u.id}" of side ${u.side}`)
  })

  const counted = new Set<string>()
  state.counters.forEach((c, i) => {
    const p = `counters[${i}]`
    if (!sides.has(c.side)) add('counters', `${p}.side`, `counters for unknown side "${c.side}"`)
    if (counted.has(c.side)) add('counters', `${p}.side`, `two counters entries for side "${c.side}"`)
    counted.add(c.side)
    for (const k of ['stepsLost', 'unitsEliminated', 'leadersEliminated', 'strengthEliminated', 'startingStrength'] as const) {
      if (!Number.isInteger(c[k]) || c[k] < 0) add('counters', `${p}.${k}`, `${k} must be a non-negative integer, is ${c[k]}`)
    }
  })
  for (const s of state.sides) if (!counted.has(s.id)) add('counters', 'counters', `no counters for side "${s.id}"`)

  state.pending.forEach((d, i) => {
    if (!sides.has(d.side)) add('pending-side', `pending[${i}].side`, `decision "${d.kind}" is owed by unknown side "${d.side}"`)
  })

  const t = state.turn
  const phase = rules.phases[t.phaseIndex]
  if (!Number.isInteger(t.phaseIndex) || !phase) {
    add('turn', 'turn.phaseIndex', `phase index ${t.phaseIndex} is not in 0..${rules.phases.length - 1}`)
  } else if (state.result === null) {
    if (t.phase !== phase.id) add('turn', 'turn.phase', `phase is "${t.phase}" but index ${t.phaseIndex} is "${phase.id}"`)
    const active = phase.side === null ? null : (state.sides[phase.side]?.id ?? null)
    if (t.activeSide !== active) add('turn', 'turn.activeSide', `active side is ${t.activeSide} but phase "${phase.id}" belongs to ${active}`)
  }
  if (!Number.isInteger(t.turn) || t.turn < 1) add('turn', 'turn.turn', `turn ${t.turn} is not a positive integer`)
  if (!Number.isInteger(t.timeTrack) || t.timeTrack < 1) add('turn', 'turn.timeTrack', `time track ${t.timeTrack} is not a positive integer`)
  if (state.result !== null && state.result.winner !== null && !sides.has(state.result.winner)) {
    add('result', 'result.winner', `winner "${state.result.winner}" is not a side of the game`)
  }
  return issues
}

/**
 * Every invariant of a state: the engine's ({@link coreInvariants}) followed by the rule plugins'
 * (`hooks.invariants`, e.g. steps within bounds). An empty list means the state is sound.
 *
 * @example
 * const issues = checkInvariants(game.rules, game.state)
 * if (issues.length) throw errors.invariant(issues)
 */
export function checkInvariants(rules: GameRules, state: GameState): Issue[] {
  return [...coreInvariants(rules, state), ...rules.hooks.invariants.call({ state, rules })]
}
