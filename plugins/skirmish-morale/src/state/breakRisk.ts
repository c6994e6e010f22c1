import { distanceToNearest, type GameRules, type GameState, type HexGrid, type HookRegistry, type UnitState } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import type { MoraleConfig } from '../config/moraleConfig'
import { moraleModelOf } from '../mix/moraleModel'
import { auraUnit, commandOf } from '../test/commandOf'
import { isUndead } from '../test/applyMoraleModel'
import { MORALE } from './MoraleState'

/**
 * How much a flight that stays on the battlefield costs the army, as a share of losing the unit:
 * out of the fight until it rallies, hit automatically if caught (SK-MORALE-5/6).
 */
export const STAYING_FLIGHT_COST = 0.35

/** Per grid, each hex's distance in hexes to the nearest edge hex (a hex with a neighbour off the map). */
const edgeDistances = new WeakMap<HexGrid, Int32Array>()

function edgeDistance(grid: HexGrid): Int32Array {
  let d = edgeDistances.get(grid)
  if (d === undefined) {
    const edges: number[] = []
    for (let h = 0; h < grid.size; h++) {
      for (let k = 0; k < 6; k++) {
        if (grid.neighbors[h * 6 + k]! < 0) {
          edges.push(h)
          break
        }
      }
    }
    edgeDistances.set(grid, (d = distanceToNearest(grid, edges)))
  }
  return d
}

/** P(1d10 ≥ k): the chance a d10 reaches `k`. */
function d10AtLeast(k: number): number {
  return Math.min(1, Math.max(0, (11 - k) / 10))
}

/**
 * The chance that `unit`, beaten where it stands, is lost to its army by its morale (the core's
 * `breakRisk`): it fails the panic test (1d10 at or above its Cd, or its general's within the
 * aura, SK-MORALE-19/20; failed twice with its great banner's re-roll in reach, SK-MORALE-21)
 * and flees M + 1d10 paces (SK-MORALE-1); if that reaches the nearest edge it is lost for the
 * game (SK-MORALE-3), otherwise the flight costs {@link STAYING_FLIGHT_COST} of the unit.
 * `undefined` for units these rules do not test: off the map, not skirmish units, HEXES Med's
 * model in a mix (I-03), undead (SK-MORALE-22). An estimate for the AI, not a rule: the
 * post-melee test (1d6 + casualties, SK-MORALE-8) is read as the panic test, and the flight as
 * heading for the nearest edge.
 */
export function breakRisk(rules: GameRules, state: GameState, tables: SkTables, config: MoraleConfig, unit: UnitState): number | undefined {
  if (unit.status !== 'active' || unit.hex === null || !tables.isSkUnit(unit)) return undefined
  if (isUndead(tables, unit) || moraleModelOf(tables, config, unit) === 'hm') return undefined
  const { cd } = commandOf(rules, state, tables, unit, config.auraPaces)
  let fail = d10AtLeast(cd)
  if (fail <= 0) return 0
  if (auraUnit(rules, state, tables, unit, 'greatBanner', config.auraPaces)) fail *= fail
  const hexes = Math.max(1, edgeDistance(rules.grid)[rules.grid.indexOfRef(unit.hex)]!)
  const off = d10AtLeast(hexes * tables.pacesPerHex - tables.move(unit))
  return fail * (off + STAYING_FLIGHT_COST * (1 - off))
}

/** Answers the core's `breakRisk` with {@link breakRisk}. */
export function applyBreakRisk(hooks: HookRegistry, tables: SkTables, config: MoraleConfig): void {
  hooks.breakRisk.tap({ plugin: MORALE, ruleId: 'SK-MORALE-19' }, ({ rules, state, unit }) => breakRisk(rules, state, tables, config, unit))
}
