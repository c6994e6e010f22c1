import { commitSeed } from '../dice/commitSeed'
import type { RngState } from '../dice/rng'
import { cloneJson } from '../util/cloneJson'
import type { GameState, LeaderState, SideCounters, SideState, UnitState } from '../model/GameState'
import type { Scenario } from '../scenario/Scenario'
import { hashString } from '../util/hashString'
import { stableStringify } from '../util/stableStringify'

/**
 * Hash of a game state: equal states (key order aside) have equal hashes. The dice generator's
 * state is part of it: `{ algo, s }` for sfc32, as stored; for hmac-sha256 the secret key is
 * replaced by its public commitment, `{ algo, commitment: commitSeed(key), n }`. That binds the
 * hash to the key just as well (SHA-256), while a hash published during a game (this fast hash is
 * not cryptographic) holds nothing about the key beyond what the commitment already tells.
 */
export function hashState(state: GameState): string {
  const rng = state.rng
  if (rng.algo !== 'hmac-sha256') return hashString(stableStringify(state))
  return hashString(stableStringify({ ...state, rng: { algo: rng.algo, commitment: commitmentOf(rng.key), n: rng.n } }))
}

/** The last key's commitment: {@link hashState} runs after every action of a game. */
let lastCommitment = { key: '', commitment: '' }

function commitmentOf(key: string): string {
  if (lastCommitment.key !== key) lastCommitment = { key, commitment: commitSeed(key) }
  return lastCommitment.commitment
}

/**
 * Content hash of a scenario, recorded in save files to detect an edited scenario. Its
 * `translations` are left out: they are texts for readers, not rules or state, so a save stays
 * valid when a scenario gains or corrects a translation (a scenario without any hashes as it
 * always did). Its `variants` are left out too: they name other mixes a player may pick, and a
 * game is played with one mix, its `plugins` (a variant's game hashes as its own mix: see
 * `scenarioVariant`), so adding a variant to a scenario leaves its games valid.
 */
export function hashScenario(scenario: Scenario): string {
  const { translations: _texts, variants: _variants, ...rest } = scenario
  return hashString(stableStringify(rest))
}

/**
 * Copy of a state for a draft: everything is deep-copied except `map`, which is shared between
 * states (it is the largest part and almost never changes). A rule that changes the map (a bridge
 * destroyed, catalogue I-20) replaces it through `changeMap`, never in place.
 *
 * Hot path (every action copies its state): written for the documented shape of `GameState`.
 * Sides, units, leaders, the turn, the counters, the dice state and the result are copied field by
 * field (object literals, in the order `createInitialState` gives), so only their documented
 * fields are kept (`coreInvariants` reports any other, `state/unknown-field`); the plugins' bags
 * (`stats`, `plugins`, a pending decision's `data`) are copied whole, whatever their shape.
 */
export function cloneState(state: GameState): GameState {
  const copy: GameState = {
    format: state.format,
    scenarioId: state.scenarioId,
    map: state.map,
    sides: state.sides.map(cloneSide),
    units: state.units.map(cloneUnit),
    leaders: state.leaders.map(cloneLeader),
    turn: { ...state.turn },
    pending: state.pending.length === 0 ? [] : cloneJson(state.pending),
    counters: state.counters.map(cloneCounters),
    rng: cloneRng(state.rng),
    plugins: cloneBag(state.plugins),
    result: state.result === null ? null : { ...state.result },
  }
  return copy
}

function cloneRng(r: RngState): RngState {
  return r.algo === 'sfc32' ? { algo: r.algo, s: [r.s[0], r.s[1], r.s[2], r.s[3]] } : { algo: r.algo, key: r.key, n: r.n }
}

function cloneSide(s: SideState): SideState {
  return s.color === undefined ? { id: s.id, name: s.name, edges: s.edges.slice() } : { id: s.id, name: s.name, color: s.color, edges: s.edges.slice() }
}

function cloneUnit(u: UnitState): UnitState {
  const c: UnitState = u.name === undefined
    ? { id: u.id, side: u.side, type: u.type, hex: u.hex, status: u.status, stats: cloneBag(u.stats) }
    : { id: u.id, side: u.side, type: u.type, name: u.name, hex: u.hex, status: u.status, stats: cloneBag(u.stats) }
  if (u.facing !== undefined) c.facing = u.facing
  return c
}

function cloneLeader(l: LeaderState): LeaderState {
  return { id: l.id, side: l.side, name: l.name, unit: l.unit, status: l.status, stats: cloneBag(l.stats) }
}

function cloneCounters(c: SideCounters): SideCounters {
  return {
    side: c.side, stepsLost: c.stepsLost, unitsEliminated: c.unitsEliminated, leadersEliminated: c.leadersEliminated,
    strengthEliminated: c.strengthEliminated, startingStrength: c.startingStrength, eliminated: c.eliminated.slice(),
  }
}

const hasOwn = Object.prototype.hasOwnProperty

/**
 * Copy of a per-plugin bag (`{ [pluginId]: entry }`: a unit's or leader's `stats`, the state's
 * `plugins`): what `cloneJson` gives, written for that shape. Each entry is copied by a spread
 * (V8's fast object clone: a unit's stats are mostly flags and numbers), then its arrays and
 * nested objects are replaced by their `cloneJson` copies. A bag of another shape (an entry that
 * is not an object, a member left `undefined`, an own `__proto__` key) goes through `cloneJson` whole.
 */
function cloneBag<T extends Record<string, unknown>>(bag: T): T {
  const out: Record<string, unknown> = {}
  for (const k in bag) {
    if (!hasOwn.call(bag, k)) continue
    const v: unknown = bag[k]
    if (v === undefined) continue
    if (k === '__proto__' || typeof v !== 'object' || v === null || Array.isArray(v)) return cloneJson(bag)
    const entry: Record<string, unknown> = { ...(v as Record<string, unknown>) }
    for (const f in entry) {
      const x = entry[f]
      if (x === undefined || f === '__proto__') return cloneJson(bag)
      if (typeof x === 'object' && x !== null) entry[f] = Array.isArray(x) && x.length === 0 ? [] : cloneJson(x)
    }
    out[k] = entry
  }
  return out as T
}
