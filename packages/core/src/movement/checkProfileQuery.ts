import type { HexGrid } from '../hex/HexGrid'
import { checkMoveInputs } from './checkMoveInputs'
import { IMPASSABLE } from './MoveQuery'
import type { ProfileQuery } from './ProfileQuery'

/**
 * Checks a `ProfileQuery` against its map in O(1) (plus the length of `costByTerrain`): what a
 * search cannot check as it goes. Terrain indices without a cost are caught by the search itself.
 *
 * @throws RangeError naming the first bad field.
 * @internal Used by `ProfileSearch`.
 */
export function checkProfileQuery(grid: HexGrid, q: ProfileQuery): void {
  const fail = (message: string): never => {
    throw new RangeError(`ProfileSearch: ${message}`)
  }
  const n = grid.size
  checkMoveInputs('ProfileSearch', grid, q.start, q.budget, [
    ['terrain', q.terrain, n], ['occupancy', q.occupancy, n], ['zoc', q.zoc, n], ['sideCost', q.sideCost, n * 6],
  ])
  const nt = q.costByTerrain.length
  for (const [name, a] of [['noEndByTerrain', q.noEndByTerrain], ['stopByTerrain', q.stopByTerrain]] as const) {
    if (a !== undefined && a.length < nt) fail(`${name} has ${a.length} entries, costByTerrain has ${nt}`)
  }
  const f = q.facing
  if (f === undefined) return
  if (f.steps !== 'front' && f.steps !== 'any') fail(`facing.steps must be 'front' or 'any', got ${String(f.steps)}`)
  const t = f.turnCost
  if (t === undefined || t.length !== 4 || t[0] !== 0) fail('facing.turnCost must be [0, 60°, 120°, 180°]')
  for (let k = 1; k < 4; k++) {
    if (!Number.isInteger(t[k]) || t[k] < 0 || t[k] > IMPASSABLE) fail(`facing.turnCost[${k}] must be an integer 0..0xffff, got ${t[k]}`)
  }
  const s = q.startFacing
  if (s === undefined || !Number.isInteger(s) || s < 0 || s > 5) fail(`startFacing must be an integer 0..5 with facing rules, got ${s}`)
}
