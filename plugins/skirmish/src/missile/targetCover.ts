import type { GameRules, GameState } from '@hexes/core'
import type { Cover } from '../combat/AttackSituation'
import type { SkTables } from '../config/SkTables'
import { hexLine } from '../geometry/hexLine'

const RANK: Readonly<Record<Cover, number>> = { none: 0, light: 1, heavy: 2 }

/** The better of two covers. */
export function betterCover(a: Cover, b: Cover): Cover {
  return RANK[b] > RANK[a] ? b : a
}

/**
 * The cover a target has against an attack from `from` (GAP-SK-21): its hex's terrain (woods
 * light; a building or rocks heavy), or an obstacle on a hexside of its hex that faces the
 * attacker, i.e. that the line from the attacker's centre crosses to enter the target's hex (a
 * hedge or low wall light, a wall heavy; for an adjacent attacker, the hexside between them). When
 * the line runs along a hexside it is drawn both ways and the better cover counts. The better of
 * terrain and obstacle.
 */
export function targetCover(rules: GameRules, state: GameState, tables: SkTables, from: number, target: number): Cover {
  const { grid } = rules
  if (tables.neutral) return 'none'
  let cover = tables.terrainAt(rules, state, target).cover
  const sides = state.map.hexsides
  if (sides.length === 0 || from === target) return cover
  const { features, sideFeature } = rules.terrainOf(state.map)
  if (!sideFeature) return cover
  for (const nudge of [1, -1] as const) {
    const line = hexLine(grid, from, target, nudge)
    const before = line[line.length - 2]!
    if (before < 0) continue
    const dir = grid.directionTo(target, before)
    const f = sideFeature[target * 6 + dir]!
    if (f < 0) continue
    const o = tables.obstacles[features[f]!]
    if (o) cover = betterCover(cover, o.cover)
  }
  return cover
}
