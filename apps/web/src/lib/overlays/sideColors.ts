import type { SideState } from '@hexes/core'

/** The colour of each side on the map: the scenario's, else blue for the first side and red for the others (as the counters). */
export function sideColors(sides: readonly SideState[]): Map<string, string> {
  return new Map(sides.map((s, i) => [s.id, s.color ?? (i === 0 ? '#2f5fa8' : '#a33a2a')]))
}
