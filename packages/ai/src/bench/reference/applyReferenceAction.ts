import { ACT_ADVANCE, ACT_ATTACK, ACT_END_PHASE, ACT_LOSS, ACT_MOVE, ACT_RETREAT, ACT_TRANSFER, type ReferenceAction } from './ReferenceAction'
import { resolveCombat } from './referenceCombat'
import { loseStep, settleDecisions } from './referenceDecisions'
import type { ReferenceEngine } from './ReferenceEngine'
import { advancePhase, checkImmediate } from './referenceSequence'

/**
 * HM-MOVE-7, HM-CHG-4/5, HM-ZOC-3: moves the unit, records it as the mover with the MP spent and
 * whether it must stop (entered enemy ZOC, stop terrain, or used its minimum move).
 */
function applyMove(e: ReferenceEngine, a: ReferenceAction): void {
  const { game: g, state: s, movement: m } = e
  const u = a.unit
  const cost = m.destinationCost(a.to)
  const mpBefore = m.mpLeft(s, u)
  const continuing = s.mover === u
  if (!continuing) {
    s.moved[u] = 1
    if (m.enemyZoc(s, g.unitSide[u]!)[s.hex[u]!] !== 0) s.startedInZoc[u] = 1
  }
  s.moverSpent = (continuing ? s.moverSpent : 0) + cost
  s.mover = u
  s.place(u, a.to)
  s.moverStopped = m.enemyZoc(s, g.unitSide[u]!)[a.to] !== 0 || g.terrainStop[g.terrain[a.to]!] !== 0 || cost > mpBefore
  if (cost >= 1) s.movedThisTurn[u] = 1
}

/**
 * Applies an action {@link validateReferenceAction} accepted just before (a `move` reads the
 * search the check left), then the immediate victory check (a leader slain ends the game at once).
 */
export function applyReferenceAction(e: ReferenceEngine, a: ReferenceAction): void {
  const s = e.state
  switch (a.kind) {
    case ACT_END_PHASE:
      advancePhase(s)
      break
    case ACT_MOVE:
      applyMove(e, a)
      break
    case ACT_TRANSFER:
      s.leaderUnit[a.leader] = a.unit
      s.leaderMoved[a.leader] = 1
      break
    case ACT_ATTACK:
      resolveCombat(s, e.movement, e.rng, a.attackers, a.count, a.defender, a.mode, e.rulesScratch)
      break
    case ACT_RETREAT: {
      let k = 0
      while (s.pUnit[k] !== a.unit) k++
      s.removeDecision(k)
      s.place(a.unit, a.to)
      settleDecisions(s, e.movement, e.rulesScratch)
      break
    }
    case ACT_LOSS:
      s.removeDecision(0)
      loseStep(s, a.unit)
      settleDecisions(s, e.movement, e.rulesScratch)
      break
    case ACT_ADVANCE: {
      const hex = s.pHex[0]!
      s.removeDecision(0)
      if (a.unit >= 0) s.place(a.unit, hex)
      settleDecisions(s, e.movement, e.rulesScratch)
      break
    }
  }
  checkImmediate(s)
}
