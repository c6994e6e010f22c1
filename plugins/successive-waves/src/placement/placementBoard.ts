import type { GameRules, GameState, HexRef, MapEdge, UnitState } from '@hexes/core'
import type { SwConfig } from '../config/swConfig'
import { PlacementRules, type EnemyPiece, type PlacementBoard } from './placementRules'

/**
 * The enemy pieces of `side` in `state`, as the placement rules see them: every active enemy unit
 * on the map, and every active enemy leader, on his unit's hex when he rides one, or isolated
 * (GAP-SW-08) when he rides none. The core has no position for a leader without a unit, so an
 * isolated leader is listed with `hex: null`; the rules ignore isolated leaders anyway (SW-9).
 */
export function enemyPieces(state: GameState, rules: GameRules, side: string): EnemyPiece[] {
  const { grid } = rules
  const out: EnemyPiece[] = []
  const hexOfUnit = new Map<string, number>()
  for (const u of state.units) {
    if (u.side === side || u.status !== 'active' || u.hex === null) continue
    const h = grid.indexOfRef(u.hex)
    if (h < 0) continue
    hexOfUnit.set(u.id, h)
    out.push({ hex: h, kind: 'unit', isolated: false })
  }
  for (const l of state.leaders) {
    if (l.side === side || l.status !== 'active') continue
    if (l.unit === null) out.push({ hex: null, kind: 'leader', isolated: true })
    else out.push({ hex: hexOfUnit.get(l.unit) ?? null, kind: 'leader', isolated: false })
  }
  return out
}

/** The edges that count for SW-10 under `config.edge` (GAP-SW-06). */
export function swEdges(state: GameState, config: SwConfig): readonly MapEdge[] {
  if (config.edge === 'any') return ['north', 'south', 'east', 'west']
  return state.sides.find((s) => s.id === config.nativeSide)?.edges ?? []
}

/**
 * Builds the {@link PlacementBoard} for placing `unit` in `state`: occupancy from the active units,
 * enterability from the base rules' `movementCost` for this unit (asked once per terrain type of
 * the map: impassable ⇒ not enterable, SW-18), impassable hexsides from `hexsideCost`, the enemy
 * pieces and the edges of the config.
 */
export function placementBoard(state: GameState, rules: GameRules, unit: UnitState, config: SwConfig): PlacementBoard {
  const { grid, hooks } = rules
  const occupied = new Uint8Array(grid.size)
  for (const u of state.units) {
    if (u.status !== 'active' || u.hex === null) continue
    const h = grid.indexOfRef(u.hex)
    if (h >= 0) occupied[h] = 1
  }
  const terrain = rules.terrainOf(state.map)
  const byTerrain = terrain.ids.map((id) => (hooks.movementCost.call({ cost: 1 }, { state, rules, unit, terrain: id }).cost === 'impassable' ? 0 : 1))
  const enterable = new Uint8Array(grid.size)
  for (let h = 0; h < grid.size; h++) enterable[h] = byTerrain[terrain.index[h]!]!
  let sideBlocked: Uint8Array | undefined
  if (state.map.hexsides.length > 0) {
    const blocked = new Map<string, boolean>()
    for (const f of terrain.features) blocked.set(f, hooks.hexsideCost.call({ cost: 0 }, { state, rules, unit, terrain: f }).cost === 'impassable')
    for (const hs of state.map.hexsides) {
      if (!blocked.get(hs.feature)) continue
      sideBlocked ??= new Uint8Array(grid.size * 6)
      const h = grid.indexOfRef(hs.hex)
      if (h < 0) continue
      sideBlocked[h * 6 + hs.dir] = 1
      const other = grid.neighbors[h * 6 + hs.dir]!
      if (other >= 0) sideBlocked[other * 6 + ((hs.dir + 3) % 6)] = 1
    }
  }
  return {
    grid,
    occupied,
    enterable,
    ...(sideBlocked ? { sideBlocked } : {}),
    enemies: enemyPieces(state, rules, unit.side),
    edges: swEdges(state, config),
    minDistance: config.minDistance,
  }
}

/**
 * Compiled placement rules per state and unit. States are immutable once committed, so a
 * compiled board is reused by every hex asked about in the same state (enumerating the legal hexes
 * asks the hook once per hex). A fingerprint of the pieces' positions guards against a caller that
 * passes a draft and changes it between calls.
 */
const cache = new WeakMap<GameState, Map<string, { print: string; rules: PlacementRules }>>()

function fingerprint(state: GameState): string {
  let s = ''
  for (const u of state.units) s += `${u.status[0]}${u.hex ?? '-'};`
  for (const l of state.leaders) s += `${l.status[0]}${l.unit ?? '-'};`
  return s
}

/** The placement rules for `unit` in `state` (compiled once per state and unit). */
export function placementRulesFor(state: GameState, rules: GameRules, unit: UnitState, config: SwConfig): PlacementRules {
  let perState = cache.get(state)
  if (!perState) {
    perState = new Map()
    cache.set(state, perState)
  }
  const print = fingerprint(state)
  const hit = perState.get(unit.id)
  if (hit && hit.print === print) return hit.rules
  const compiled = new PlacementRules(placementBoard(state, rules, unit, config))
  perState.set(unit.id, { print, rules: compiled })
  return compiled
}

/** Hex indices of `hexes` on `rules`' map (-1 for a hex off the map). */
export function hexIndices(rules: GameRules, hexes: readonly HexRef[]): number[] {
  return hexes.map((h) => rules.grid.indexOfRef(h))
}
