import { HexGrid, type MapEdge } from '@hexes/core'
import type { EnemyPiece, PlacementBoard } from '../placement/placementRules'

/**
 * Builds a {@link PlacementBoard} from rows of characters, one per hex (`rows[row][col]`, the same
 * `col,row` as `HexRef`s), for the pure placement tests (not part of the plugin's API):
 * - `.` clear, `~` impassable (river);
 * - `E` an enemy unit on clear ground; `L` an isolated enemy leader (a leader riding no unit,
 *   which HEXES Med cannot produce but other rule sets can); `C` an enemy unit carrying a leader;
 * - `F` a friendly unit.
 */
export function asciiBoard(rows: readonly string[], o: { edges?: readonly MapEdge[]; minDistance?: number; blockedSides?: { hex: string; dir: number }[] } = {}) {
  const height = rows.length
  const width = rows[0]!.length
  const grid = new HexGrid(width, height)
  const occupied = new Uint8Array(grid.size)
  const enterable = new Uint8Array(grid.size).fill(1)
  const enemies: EnemyPiece[] = []
  rows.forEach((line, row) => {
    if (line.length !== width) throw new Error(`row ${row} has ${line.length} hexes, expected ${width}`)
    for (let col = 0; col < width; col++) {
      const h = grid.index(col, row)
      switch (line[col]) {
        case '~':
          enterable[h] = 0
          break
        case 'E':
          occupied[h] = 1
          enemies.push({ hex: h, kind: 'unit', isolated: false })
          break
        case 'C':
          occupied[h] = 1
          enemies.push({ hex: h, kind: 'unit', isolated: false }, { hex: h, kind: 'leader', isolated: false })
          break
        case 'L':
          enemies.push({ hex: h, kind: 'leader', isolated: true })
          break
        case 'F':
          occupied[h] = 1
          break
        case '.':
          break
        default:
          throw new Error(`unknown map character "${line[col]}"`)
      }
    }
  })
  let sideBlocked: Uint8Array | undefined
  for (const s of o.blockedSides ?? []) {
    sideBlocked ??= new Uint8Array(grid.size * 6)
    const h = grid.indexOfRef(s.hex)
    sideBlocked[h * 6 + s.dir] = 1
    const other = grid.neighbors[h * 6 + s.dir]!
    if (other >= 0) sideBlocked[other * 6 + ((s.dir + 3) % 6)] = 1
  }
  const board: PlacementBoard = {
    grid,
    occupied,
    enterable,
    ...(sideBlocked ? { sideBlocked } : {}),
    enemies,
    edges: o.edges ?? ['north', 'south', 'east', 'west'],
    minDistance: o.minDistance ?? 3,
  }
  return { board, grid, at: (ref: string) => grid.indexOfRef(ref) }
}
