import type { GameRules, GameState, HexRef, SideId } from '@hexes/core'

/**
 * GAP-VP-02: the side that controls each objective hex at the end: the one whose units are the
 * only units in or next to the hex that are on the table and not fleeing (`fleeing`), or none
 * (no unit there, or units of two sides). Returns the hexes each side controls.
 */
export function objectiveControl(rules: GameRules, state: GameState, objectives: readonly HexRef[], fleeing: ReadonlySet<string>): Map<SideId, HexRef[]> {
  const out = new Map<SideId, HexRef[]>()
  const grid = rules.grid
  const near = new Map<number, SideId[]>()
  for (const u of state.units) {
    if (u.status !== 'active' || u.hex === null || fleeing.has(u.id)) continue
    const i = grid.indexOfRef(u.hex)
    for (const h of [i, ...[0, 1, 2, 3, 4, 5].map((d) => grid.neighbors[i * 6 + d]!)]) {
      if (h < 0) continue
      const list = near.get(h) ?? []
      if (!list.includes(u.side)) list.push(u.side)
      near.set(h, list)
    }
  }
  for (const hex of objectives) {
    const sides = near.get(grid.indexOfRef(hex)) ?? []
    if (sides.length !== 1) continue
    out.set(sides[0]!, [...(out.get(sides[0]!) ?? []), hex])
  }
  return out
}
