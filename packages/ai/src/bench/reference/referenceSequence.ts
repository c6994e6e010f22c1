import { PHASE_COMBAT, PHASE_LEADERS, PHASE_MOVE, PHASE_TURN_END, PHASE_VICTORY, WIN_HOLD_HEXES, WIN_LEADER_LOST, type ReferenceGame } from './ReferenceGame'
import { DRAW, ONGOING, type ReferenceState } from './ReferenceState'

/** Victory timings, by rank (a check at a timing includes the earlier ones). */
export const AT_IMMEDIATE = 0
export const AT_END_OF_TURN = 1
export const AT_END_OF_GAME = 2

function conditionMet(g: ReferenceGame, s: ReferenceState, k: number): boolean {
  const kind = g.winKind[k]
  if (kind === WIN_LEADER_LOST) return s.leaderUnit[g.winSubject[k]!]! < 0
  if (kind === WIN_HOLD_HEXES) {
    let held = 0
    const hexes = g.winHexes[k]!
    for (let i = 0; i < hexes.length; i++) {
      const u = s.occ[hexes[i]!]!
      if (u >= 0 && g.unitSide[u] === g.winSide[k]) held++
    }
    return held >= g.winCount[k]!
  }
  for (let u = 0; u < g.units; u++) if (g.unitSide[u] === g.winSubject[k] && s.hex[u]! >= 0) return false
  return true
}

/**
 * The scenario's victory conditions at `timing` (GAP-HM-10): `ONGOING` when none is met, the
 * winner, or `DRAW` when conditions of two sides are met at once.
 */
export function evaluateVictory(s: ReferenceState, timing: number): number {
  const g = s.game
  let winner = ONGOING
  for (let k = 0; k < g.winKind.length; k++) {
    if (g.winTiming[k]! > timing || !conditionMet(g, s, k)) continue
    const w = g.winSide[k]!
    if (winner === ONGOING) winner = w
    else if (winner !== w) return DRAW
  }
  return winner
}

/** Ends the game when an immediate condition is met (after every action). */
export function checkImmediate(s: ReferenceState): void {
  if (s.result !== ONGOING) return
  const r = evaluateVictory(s, AT_IMMEDIATE)
  if (r !== ONGOING) finish(s, r)
}

function finish(s: ReferenceState, result: number): void {
  s.result = result
  s.pendingCount = 0
  s.active = -1
}

/** What the rules count "per phase", cleared when `phase` starts (HM-MOVE-7, HM-CHG-4/5, HM-LDR-8, HM-COMBAT-5). */
function startPhase(s: ReferenceState, phase: number): void {
  const g = s.game
  const kind = g.phaseKind[phase]
  s.phase = phase
  s.active = g.phaseSide[phase]!
  if (kind === PHASE_MOVE) {
    s.moved.fill(0)
    s.mover = -1
    s.moverSpent = 0
    s.moverStopped = false
    for (let u = 0; u < g.units; u++) {
      if (g.unitSide[u] !== s.active) continue
      s.movedThisTurn[u] = 0
      s.startedInZoc[u] = 0
    }
  } else if (kind === PHASE_LEADERS) s.leaderMoved.fill(0)
  else if (kind === PHASE_COMBAT) s.fought.fill(0)
}

/**
 * Ends the current phase and enters the next player phase (HM-SEQ-1..6), running the automatic
 * ones on the way: the victory check (end-of-turn conditions, HM-SEQ-5) and the turn marker
 * (the game ends after the last turn with the end-of-game conditions or the default result).
 */
export function advancePhase(s: ReferenceState): void {
  const g = s.game
  if (g.phaseKind[s.phase] === PHASE_COMBAT) s.fought.fill(0)
  for (;;) {
    let next = s.phase + 1
    if (next >= g.phaseKind.length) {
      next = 0
      s.turn++
    }
    startPhase(s, next)
    const kind = g.phaseKind[next]
    if (kind === PHASE_VICTORY) {
      const r = evaluateVictory(s, AT_END_OF_TURN)
      if (r !== ONGOING) return finish(s, r)
    } else if (kind === PHASE_TURN_END) {
      if (s.turn + 1 > g.turns) {
        const r = evaluateVictory(s, AT_END_OF_GAME)
        return finish(s, r === ONGOING ? g.defaultWinner : r)
      }
    } else return
  }
}
