import { ACT_ADVANCE, ACT_ATTACK, ACT_END_PHASE, ACT_LOSS, ACT_MOVE, ACT_RETREAT, ACT_TRANSFER, type ReferenceAction } from './ReferenceAction'
import { combatVeto } from './referenceCombat'
import { advanceCandidates, isRetreatHex, lossCandidates } from './referenceDecisions'
import type { ReferenceEngine } from './ReferenceEngine'
import { IMPASSABLE_COST, PHASE_COMBAT, PHASE_LEADERS, PHASE_MOVE } from './ReferenceGame'
import { DECIDE_ADVANCE, DECIDE_LOSS, DECIDE_RETREAT, ONGOING } from './ReferenceState'

function contains(list: Int16Array, n: number, v: number): boolean {
  for (let i = 0; i < n; i++) if (list[i] === v) return true
  return false
}

/** An answer to the front decision (HM-COMBAT-12/13, HM-ADV-1): its owner, and a choice it offers. */
function validAnswer(e: ReferenceEngine, a: ReferenceAction): boolean {
  const s = e.state
  const scratch = e.checkScratch
  if (a.side !== s.pSide[0]) return false
  switch (s.pKind[0]) {
    case DECIDE_RETREAT: {
      if (a.kind !== ACT_RETREAT) return false
      const group = s.retreatGroup()
      let k = 0
      while (k < group && s.pUnit[k] !== a.unit) k++
      return k < group && isRetreatHex(s, e.movement, a.unit, a.to, scratch)
    }
    case DECIDE_LOSS:
      return a.kind === ACT_LOSS && contains(scratch, lossCandidates(s, 0, scratch), a.unit)
    case DECIDE_ADVANCE:
      return a.kind === ACT_ADVANCE && (a.unit === -1 || contains(scratch, advanceCandidates(s, 0, scratch), a.unit))
  }
  return false
}

/** HM-MOVE-1..10, HM-ZOC-1..5: an own unit on the map that may still move, to a destination its movement reaches. */
function validMove(e: ReferenceEngine, a: ReferenceAction): boolean {
  const { game: g, state: s, movement: m } = e
  const u = a.unit
  if (u < 0 || u >= g.units || g.unitSide[u] !== a.side || s.hex[u]! < 0) return false
  if (a.to < 0 || a.to >= g.size || s.occ[a.to]! >= 0 || g.terrainCost[g.terrain[a.to]!] === IMPASSABLE_COST) return false
  if (!m.canMove(s, u)) return false
  m.search(s, u)
  return m.destinationCost(a.to) >= 0
}

/** HM-LDR-5..9, HM-LDR-12: an own leader on the map, not transferred yet, to an adjacent friendly unit without a leader. */
function validTransfer(e: ReferenceEngine, a: ReferenceAction): boolean {
  const { game: g, state: s } = e
  const l = a.leader
  if (l < 0 || l >= g.leaders || g.leaderSide[l] !== a.side || s.leaderMoved[l]) return false
  const from = s.leaderUnit[l]!
  const to = a.unit
  if (from < 0 || to < 0 || to >= g.units || to === from || g.unitSide[to] !== a.side || s.hex[to]! < 0) return false
  return g.dist[s.hex[from]! * g.size + s.hex[to]!] === 1 && s.leaderOn(to) < 0
}

/**
 * The reference engine's legality check, independent of the policy that chose the action (the
 * counterpart of the engine's `checkAction`): the game is on; while decisions are pending only an
 * answer to the first one by its owner; otherwise the active side, an action its phase allows
 * (HM-SEQ-1..4), and the rules of that action. A valid `move` leaves its search in
 * `engine.movement`, which {@link applyReferenceAction} reads.
 */
export function validateReferenceAction(e: ReferenceEngine, a: ReferenceAction): boolean {
  const s = e.state
  if (s.result !== ONGOING) return false
  if (s.pendingCount > 0) return validAnswer(e, a)
  if (a.side !== s.active || s.active < 0) return false
  const phase = e.game.phaseKind[s.phase]
  switch (a.kind) {
    case ACT_END_PHASE: return true
    case ACT_MOVE: return phase === PHASE_MOVE && validMove(e, a)
    case ACT_TRANSFER: return phase === PHASE_LEADERS && validTransfer(e, a)
    case ACT_ATTACK: return phase === PHASE_COMBAT && !combatVeto(s, a.side, a.attackers, a.count, a.defender, a.mode)
  }
  return false
}
