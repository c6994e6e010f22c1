import type { HexGrid } from '../hex/HexGrid'
import { checkLength, checkStartAndBudget } from './checkMoveInputs'
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
  const n = grid.size
  checkStartAndBudget(WHO, grid, q.start, q.budget)
  checkLength(WHO, 'terrain', q.terrain, n)
  checkLength(WHO, 'occupancy', q.occupancy, n)
  checkLength(WHO, 'zoc', q.zoc, n)
  checkLength(WHO, 'sideCost', q.sideCost, n * 6)
  const nt = q.costByTerrain.length
  if (q.noEndByTerrain !== undefined && q.noEndByTerrain.length < nt) fail(`noEndByTerrain has ${q.noEndByTerrain.length} entries, costByTerrain has ${nt}`)
  if (q.stopByTerrain !== undefined && q.stopByTerrain.length < nt) fail(`stopByTerrain has ${q.stopByTerrain.length} entries, costByTerrain has ${nt}`)
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

const WHO = 'ProfileSearch'

function fail(message: string): never {
  throw new RangeError(`${WHO}: ${message}`)
}
