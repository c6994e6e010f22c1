import type { LineOfSightService } from '@hexes/core'
import { rangedLineOfSight, sightBlockers } from '../combat/rangedLineOfSight'

/** HEXES Med's line of sight (HM-COMBAT-4, GAP-HM-07) as the shared service other rule sets read. */
export const hmLineOfSight: LineOfSightService = {
  canSee: ({ rules, state }, from, to) => rangedLineOfSight(rules, state, from, to),
  blockers: ({ rules, state }, from, to) => sightBlockers(rules, state, from, to),
}
