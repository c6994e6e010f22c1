import { IMPASSABLE_COST } from './ReferenceGame'
import type { ReferenceMovement } from './ReferenceMovement'
import { DECIDE_ADVANCE, DECIDE_LOSS, DECIDE_RETREAT, MAX_GROUP, type ReferenceState } from './ReferenceState'

/**
 * One step loss (HM-COMBAT-12, HM-MORALE-5, GAP-HM-05): a full unit is reduced, a reduced one is
 * eliminated with its leader (HM-LDR-11). Returns true when the unit was eliminated.
 */
export function loseStep(s: ReferenceState, u: number): boolean {
  if (s.reduced[u]) {
    s.eliminate(u)
    return true
  }
  s.reduced[u] = 1
  return false
}

/** Whether `u` may step from its hex in direction `d` outside movement: on the map, terrain and hexside passable. */
function canStep(s: ReferenceState, from: number, d: number): boolean {
  const g = s.game
  const n = g.nb[from * 6 + d]!
  return n >= 0 && g.terrainCost[g.terrain[n]!] !== IMPASSABLE_COST && g.sideCost[from * 6 + d] !== IMPASSABLE_COST
}

/**
 * The hexes `u` may retreat to (HM-COMBAT-13/14, HM-ZOC-6): adjacent, on the map, enterable,
 * empty and outside enemy ZOC. Written to `out`; returns the count.
 */
export function retreatOptions(s: ReferenceState, m: ReferenceMovement, u: number, out: Int16Array): number {
  const h = s.hex[u]!
  if (h < 0) return 0
  const zoc = m.enemyZoc(s, s.game.unitSide[u]!)
  let n = 0
  for (let d = 0; d < 6; d++) {
    if (!canStep(s, h, d)) continue
    const to = s.game.nb[h * 6 + d]!
    if (s.occ[to]! < 0 && zoc[to] === 0) out[n++] = to
  }
  return n
}

/** Whether `to` is a legal retreat hex of `u` now. */
export function isRetreatHex(s: ReferenceState, m: ReferenceMovement, u: number, to: number, scratch: Int16Array): boolean {
  const n = retreatOptions(s, m, u, scratch)
  for (let i = 0; i < n; i++) if (scratch[i] === to) return true
  return false
}

/**
 * Whether attacker `u` may advance into the vacated hex `to` (HM-ADV-1/2, GAP-HM-12): on the map,
 * adjacent, the hex empty, no terrain or hexside it may not cross in between.
 */
export function mayAdvance(s: ReferenceState, u: number, to: number): boolean {
  const h = s.hex[u]!
  if (h < 0 || s.occ[to]! >= 0) return false
  const g = s.game
  for (let d = 0; d < 6; d++) if (g.nb[h * 6 + d] === to) return canStep(s, h, d)
  return false
}

/** Units of decision `k` still able to take a loss (on the map); written to `out`, returns the count. */
export function lossCandidates(s: ReferenceState, k: number, out: Int16Array): number {
  let n = 0
  for (let i = 0; i < s.pCount[k]!; i++) {
    const u = s.pUnits[k * MAX_GROUP + i]!
    if (s.hex[u]! >= 0) out[n++] = u
  }
  return n
}

/** Attackers of advance decision `k` that may enter its hex; written to `out`, returns the count. */
export function advanceCandidates(s: ReferenceState, k: number, out: Int16Array): number {
  let n = 0
  for (let i = 0; i < s.pCount[k]!; i++) {
    const u = s.pUnits[k * MAX_GROUP + i]!
    if (mayAdvance(s, u, s.pHex[k]!)) out[n++] = u
  }
  return n
}

/** A retreat with no legal hex (GAP-HM-11): a step lost in place, or elimination. */
function blockedRetreat(s: ReferenceState, u: number): void {
  if (s.game.blockedRetreatEliminates) s.eliminate(u)
  else loseStep(s, u)
}

/**
 * Brings the decision queue up to date (as HEXES Med's `settleDecisions`): drops decisions whose
 * unit is gone, applies what needs no choice (blocked retreat, a lone retreat with one hex, a
 * loss with one candidate, an advance nobody can make) and stops at the first real choice.
 */
export function settleDecisions(s: ReferenceState, m: ReferenceMovement, scratch: Int16Array): void {
  for (;;) {
    if (s.pendingCount === 0) return
    const kind = s.pKind[0]
    if (kind === DECIDE_RETREAT) {
      const group = s.retreatGroup()
      let changed = false
      let last = 0
      for (let k = 0; k < group; k++) {
        const u = s.pUnit[k]!
        if (s.hex[u]! < 0) {
          s.removeDecision(k)
          changed = true
          break
        }
        last = retreatOptions(s, m, u, scratch)
        if (last === 0) {
          s.removeDecision(k)
          blockedRetreat(s, u)
          changed = true
          break
        }
      }
      if (changed) continue
      if (group === 1 && last === 1) {
        const u = s.pUnit[0]!
        s.removeDecision(0)
        s.place(u, scratch[0]!)
        continue
      }
      return
    }
    if (kind === DECIDE_LOSS) {
      const n = lossCandidates(s, 0, scratch)
      if (n > 1) return
      s.removeDecision(0)
      if (n === 1) loseStep(s, scratch[0]!)
      continue
    }
    if (kind === DECIDE_ADVANCE) {
      if (advanceCandidates(s, 0, scratch) > 0) return
      s.removeDecision(0)
      continue
    }
    return
  }
}
