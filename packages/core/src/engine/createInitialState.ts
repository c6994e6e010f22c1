import type { DiceSource } from '../dice/DiceSource'
import { seedRng, type RngAlgo } from '../dice/rng'
import { SeededDice } from '../dice/SeededDice'
import { errors } from '../errors/errors'
import { cloneJson } from '../util/cloneJson'
import type { GameEvent } from '../model/GameEvent'
import type { GameState } from '../model/GameState'
import { coreInvariants } from './checkInvariants'
import type { GameRules } from './GameRules'
import { startFirstPhase } from './phaseFlow'

/**
 * The state at the start of play: pieces from the scenario, plugins' setup (`setupState`), the
 * starting strength of each side, and the first phase of turn 1 entered. `sides[0]` is the
 * scenario's `firstSide` (Camp 1, HM-SEQ-2). Units without a hex start in reserve, and so do
 * their leaders.
 *
 * Throws `state/invariant` when the plugins' setup left a state that breaks the engine's own
 * invariants ({@link coreInvariants}).
 *
 * @param dice - where the dice of the first phase's start come from (a `phaseStart` roll); by
 *   default the game's seeded PRNG. Tests pass scripted dice.
 * @param rng - the dice generator (default `sfc32`; `hmac-sha256` takes a 64-hex-char secret seed)
 * @throws DiceError `dice/invalid-argument` for a seed the generator refuses
 */
export function createInitialState(rules: GameRules, seed: number | string, dice?: DiceSource, rng: RngAlgo = 'sfc32'): { state: GameState; events: GameEvent[] } {
  const s = rules.scenario
  const grid = rules.grid
  const terrain = new Array<string>(grid.size).fill(s.map.defaultTerrain)
  for (const entry of s.map.terrain) for (const ref of entry.hexes) terrain[grid.indexOfRef(ref)] = entry.terrain
  const first = s.sides.find((x) => x.id === s.firstSide)!
  const sides = [first, ...s.sides.filter((x) => x.id !== s.firstSide)]
  const onMap = new Set(s.units.filter((u) => u.hex !== null).map((u) => u.id))
  const state: GameState = {
    format: 'hexes-state/1',
    scenarioId: s.id,
    map: {
      width: s.map.width,
      height: s.map.height,
      terrain,
      hexsides: s.map.hexsides.map((h) => ({ ...h })),
      labels: s.map.labels.map((l) => ({ ...l })),
    },
    sides: sides.map((x) => ({ id: x.id, name: x.name, ...(x.color ? { color: x.color } : {}), edges: [...x.edges] })),
    units: s.units.map((u) => ({
      id: u.id,
      side: u.side,
      type: u.type,
      ...(u.name !== undefined ? { name: u.name } : {}),
      hex: u.hex,
      status: u.hex === null ? 'reserve' : 'active',
      ...(u.facing !== undefined ? { facing: u.facing } : {}),
      stats: cloneJson(u.stats ?? {}),
    })),
    // A leader is on the map only with a unit that is (HM-LDR-12); one riding a unit set aside
    // waits with it in reserve.
    leaders: s.leaders.map((l) => ({ id: l.id, side: l.side, name: l.name, unit: l.unit, status: l.unit !== null && onMap.has(l.unit) ? 'active' : 'reserve', stats: cloneJson(l.stats ?? {}) })),
    turn: { turn: 1, timeTrack: 1, lastTurn: s.turns, phaseIndex: -1, phase: 'setup', activeSide: null },
    pending: [],
    counters: sides.map((x) => ({ side: x.id, stepsLost: 0, unitsEliminated: 0, leadersEliminated: 0, strengthEliminated: 0, startingStrength: 0, eliminated: [] })),
    rng: seedRng(seed, rng),
    plugins: {},
    result: null,
  }
  rules.hooks.setupState.call({ scenario: s, rules, draft: state })
  for (const c of state.counters) {
    c.startingStrength = state.units
      .filter((u) => u.side === c.side && u.status !== 'eliminated')
      .reduce((sum, unit) => sum + rules.hooks.unitStrength.call(0, { state, rules, unit }), 0)
  }
  const events: GameEvent[] = []
  startFirstPhase({ draft: state, rules, emit: (e) => events.push(e), dice: dice ?? new SeededDice(() => state.rng) })
  const broken = coreInvariants(rules, state)
  if (broken.length) throw errors.invariant(broken)
  return { state, events }
}
