import type { DraftCtx } from '../hooks/HookContexts'
import { errors } from '../errors/errors'
import { msg, unitParam, type MessageRef } from '../i18n/MessageRef'
import type { HexRef, LeaderState, UnitState } from '../model/GameState'
import { countersOf } from './stateQueries'

/**
 * Common state changes that keep the append-only counters right (catalogue §3.3 rule 5): kills
 * and losses are counted when they happen and never recomputed from the board, so rules that
 * bring units back (Successive Waves) cannot erase the opponent's progress (GAP-SW-11).
 */

/**
 * Records that `unit` lost `steps` steps worth `strength` strength points. Call it from the rule
 * that applies the loss, with the unit already updated.
 */
export function recordLoss(ctx: DraftCtx, unit: UnitState, steps: number, strength: number, ruleId: string): void {
  const c = countersOf(ctx.draft, unit.side)
  c.stepsLost += steps
  c.strengthEliminated += strength
  ctx.emit({ type: 'stepLost', message: `${unit.name ?? unit.id} loses ${steps === 1 ? 'a step' : `${steps} steps`}`, text: msg('stepLost', { unit: unitParam(unit.id), steps }), ruleId, side: unit.side, unit: unit.id, steps })
}

/**
 * Removes `unit` from the map as eliminated: status, hex, counters, and an `unitEliminated`
 * event (rules react to it through the `events` hook, e.g. HM-LDR-11 removes its leader).
 * `strength` is what the unit was still worth.
 */
export function eliminateUnit(ctx: DraftCtx, unit: UnitState, strength: number, ruleId: string): void {
  const hex = unit.hex
  unit.status = 'eliminated'
  unit.hex = null
  const c = countersOf(ctx.draft, unit.side)
  c.unitsEliminated += 1
  c.strengthEliminated += strength
  c.eliminated.push(unit.id)
  ctx.emit({ type: 'unitEliminated', message: `${unit.name ?? unit.id} is eliminated`, text: msg('unitEliminated', { unit: unitParam(unit.id) }), ruleId, side: unit.side, unit: unit.id, hex })
}

/**
 * Removes `leader` as eliminated (HM-LDR-11 when his unit dies): status, attachment, the side's
 * append-only counters, and a `leaderEliminated` event.
 */
export function eliminateLeader(ctx: DraftCtx, leader: LeaderState, message: string, ruleId: string, text: MessageRef = msg('leaderEliminated', { leader: { leader: leader.id } })): void {
  const unit = leader.unit
  leader.status = 'eliminated'
  leader.unit = null
  const c = countersOf(ctx.draft, leader.side)
  c.leadersEliminated += 1
  c.eliminated.push(leader.id)
  ctx.emit({ type: 'leaderEliminated', message, text, ruleId, side: leader.side, leader: leader.id, unit })
}

/** A change of the map during play (a bridge destroyed, a building burnt: catalogue I-20, GAP-SK-36). */
export interface MapChange {
  /** Hexes that get a new terrain id. */
  terrain?: readonly { hex: HexRef; terrain: string }[]
  /** Hexsides that get a new feature, or lose theirs (`null`); a hexside may be named from either of its hexes. */
  hexsides?: readonly { hex: HexRef; dir: number; feature: string | null }[]
}

/**
 * Changes the map of the draft (catalogue I-20: "one terrain truth"). The map object is replaced,
 * never mutated (states share their map until it changes), so movement, line of sight, combat,
 * retreats, placement and the AI, which all read terrain through `rules.terrainOf(state.map)`,
 * see the change at once. Emits `mapChanged`.
 *
 * @throws EngineError `engine/internal` (with the plugin) for a hex off the map, a bad direction or an empty id: a rule's bug
 */
export function changeMap(ctx: DraftCtx, change: MapChange, ruleId: string, message = 'The map changes', plugin?: string): void {
  const { draft, rules } = ctx
  const grid = rules.grid
  const old = draft.map
  const terrain = change.terrain?.length ? old.terrain.slice() : old.terrain
  const hexes: HexRef[] = []
  for (const t of change.terrain ?? []) {
    const h = grid.indexOfRef(t.hex)
    if (h < 0) throw errors.internal(`changeMap: hex ${t.hex} is not on the map`, plugin)
    if (typeof t.terrain !== 'string' || t.terrain === '') throw errors.internal(`changeMap: an empty terrain id for ${t.hex}`, plugin)
    terrain[h] = t.terrain
    if (!hexes.includes(t.hex)) hexes.push(t.hex)
  }
  let hexsides = old.hexsides
  const sides: { hex: HexRef; dir: number }[] = []
  if (change.hexsides?.length) {
    hexsides = old.hexsides.slice()
    for (const s of change.hexsides) {
      const h = grid.indexOfRef(s.hex)
      if (h < 0 || !Number.isInteger(s.dir) || s.dir < 0 || s.dir > 5) throw errors.internal(`changeMap: hexside ${s.hex} direction ${s.dir} is not on the map`, plugin)
      const other = grid.neighbors[h * 6 + s.dir]!
      const otherRef = other >= 0 ? grid.refOf(other) : null
      const back = (s.dir + 3) % 6
      hexsides = hexsides.filter((x) => !((x.hex === s.hex && x.dir === s.dir) || (x.hex === otherRef && x.dir === back)))
      if (s.feature !== null) {
        if (typeof s.feature !== 'string' || s.feature === '') throw errors.internal(`changeMap: an empty hexside feature at ${s.hex}`, plugin)
        hexsides.push({ hex: s.hex, dir: s.dir, feature: s.feature })
      }
      sides.push({ hex: s.hex, dir: s.dir })
    }
  }
  draft.map = { ...old, terrain, hexsides }
  // Checks the terrain count (at most 256 types) now, where the rule that changed it is known.
  rules.terrainOf(draft.map)
  ctx.emit({ type: 'mapChanged', message, text: msg('mapChanged', { count: hexes.length + sides.length }), ruleId, hexes, hexsides: sides })
}
