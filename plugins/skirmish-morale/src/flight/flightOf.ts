import { commitMove, compileMovement, d10, distanceToNearest, flightPath, hexParam, IMPASSABLE, msg, unitParam, type DraftCtx, type UnitState } from '@hexes/core'
import { syncContacts, type SkTables } from '@hexes/plugin-skirmish'
import { MORALE_STATS } from '../state/MoraleState'

/** What one flight move did (SK-MORALE-1..3). */
export interface FlightRecord {
  /** The flight die (1d10). */
  roll: number
  /** M + 1d10 paces. */
  paces: number
  from: string
  /** Hexes entered, start excluded. */
  path: string[]
  /** Where it stopped; `null` when it fled off the battlefield (lost). */
  to: string | null
  lost: boolean
}

/**
 * One flight move of a fleeing unit (SK-MORALE-1..3, GAP-SK-15, R-06, R-07): M + 1d10 paces
 * through the core's `flightPath`, each step away from the nearest enemy and then towards the
 * nearest edge; every passable hex costs one hex of paces (fleeing troops ignore terrain
 * penalties and obstacles, GAP-SK-15; impassable terrain and hexsides stay impassable); it passes
 * through friends, never through an enemy (it stops next to it); entering an edge hex loses it
 * for the game (R-06: not killed, no VP to the enemy, SK-MORALE-3). Emits `sk-morale/flight`.
 */
export function flightOf(ctx: DraftCtx, tables: SkTables, unit: UnitState, ruleId: string): FlightRecord {
  const { rules, draft } = ctx
  const { grid } = rules
  const roll = ctx.dice.roll(d10(), 'SK-MORALE-1 flight').value
  const paces = tables.move(unit) + roll
  const c = compileMovement(rules, draft, unit, { purpose: 'flight', mp: paces })
  const step = Math.min(Math.round(tables.pacesPerHex * c.ticks), IMPASSABLE - 1)
  const costByTerrain = c.costByTerrain.map((w) => (w === IMPASSABLE ? IMPASSABLE : step))
  const sideCost = c.sideCost?.map((w) => (w === IMPASSABLE ? IMPASSABLE : 0))
  const enemies: number[] = []
  for (const u of draft.units) if (!tables.allied(u.side, unit.side) && u.status === 'active' && u.hex !== null) enemies.push(grid.indexOfRef(u.hex))
  const from = unit.hex!
  const r = flightPath(grid, {
    start: grid.indexOfRef(from), budget: c.budget, terrain: c.terrain.index, costByTerrain,
    ...(sideCost ? { sideCost } : {}), occupancy: c.occupancy, away: distanceToNearest(grid, enemies),
  })
  const path = r.path.map((h) => grid.refOf(h))
  const name = unit.name ?? unit.id
  if (r.exited) {
    unit.status = 'eliminated'
    unit.hex = null
    unit.stats[MORALE_STATS] = { fleeing: true, lost: true }
    syncContacts(rules, draft, tables)
    ctx.emit({ type: 'sk-morale/flight', message: `${name} flees ${paces} paces (M + ${roll}) off the battlefield: lost for the game`, text: msg('sk-morale/flight/lost', { unit: unitParam(unit.id), paces }), ruleId: 'SK-MORALE-3', side: unit.side, unit: unit.id, roll, paces, from, path, to: null, lost: true, cause: ruleId })
    return { roll, paces, from, path, to: null, lost: true }
  }
  const to = path.at(-1) ?? from
  ctx.emit({ type: 'sk-morale/flight', message: `${name} flees ${paces} paces (M + ${roll}) to ${to}`, text: msg('sk-morale/flight', { unit: unitParam(unit.id), paces, to: hexParam(to) }), ruleId: 'SK-MORALE-1', side: unit.side, unit: unit.id, roll, paces, from, path, to, lost: false, cause: ruleId })
  if (path.length > 0) commitMove(ctx, unit, { to, path, cost: r.cost / c.ticks, units: 'paces', ruleId: 'SK-MORALE-2' })
  return { roll, paces, from, path, to, lost: false }
}
