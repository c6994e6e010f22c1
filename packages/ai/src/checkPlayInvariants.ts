import { checkInvariants, isRngState, type GameRules, type GameState, type Issue } from '@hexes/core'

/**
 * Everything the simulator checks after an action: core's `checkInvariants` (the engine's model
 * invariants, codes `state/...`, then the rules' `invariants` hook), plus the checks below, which
 * need the previous state or concern how play proceeds (codes `play/...`):
 * - a decision in `pending` that no action type answers (play would be stuck);
 * - play stopped in an automatic phase while the game runs;
 * - a finished game with decisions pending or an active side;
 * - an invalid PRNG state;
 * - given `previous`: a side counter that went down (counters are append-only, catalogue §3.3
 *   rule 5), and a turn that starts with the time track past the last turn (the time track may
 *   jump past it during a turn, SW-16, but the game then ends at that turn's end, GAP-HM-19,
 *   GAP-SW-02).
 *
 * Cheap (linear in the pieces). Returns every problem found; empty when all is well.
 *
 * @param previous the state before the last action, for the transition checks
 * @example
 * const issues = checkPlayInvariants(rules, step.state, step.before)
 * if (issues.length) console.log(issues.map((i) => `${i.path}: ${i.message}`).join('\n'))
 */
export function checkPlayInvariants(rules: GameRules, state: GameState, previous?: GameState): Issue[] {
  const issues = checkInvariants(rules, state)
  const add = (code: string, path: string, message: string) => issues.push({ code: `play/${code}`, path, message })
  const { turn } = state

  const kinds = decisionKinds(rules)
  for (let i = 0; i < state.pending.length; i++) {
    const kind = state.pending[i]!.kind
    if (!kinds.has(kind)) add('unanswerable', `pending[${i}].kind`, `no action type answers decision "${kind}"`)
  }
  if (state.result) {
    if (state.pending.length) add('pending-after-end', 'pending', `the game is over but ${state.pending.length} decision(s) are pending`)
    if (turn.activeSide !== null) add('active-after-end', 'turn.activeSide', `the game is over but ${turn.activeSide} is active`)
  } else {
    const phase = rules.phases[turn.phaseIndex]
    if (phase && phase.auto !== undefined) add('auto-phase', 'turn.phaseIndex', `play stopped in automatic phase "${phase.id}"`)
    if (previous && previous.turn.turn !== turn.turn && turn.timeTrack > turn.lastTurn) {
      add('past-last-turn', 'turn.timeTrack', `turn ${turn.turn} started with the time track at ${turn.timeTrack}, past the last turn ${turn.lastTurn}: the game should have ended`)
    }
  }
  if (!isRngState(state.rng)) add('rng', 'rng', 'the PRNG state is not a valid sfc32 or hmac-sha256 state')

  if (previous) {
    for (let i = 0; i < state.counters.length; i++) {
      const c = state.counters[i]!
      const prev = previous.counters[i]?.side === c.side ? previous.counters[i] : previous.counters.find((x) => x.side === c.side)
      if (!prev) continue
      for (const f of COUNTERS) {
        if (c[f] < prev[f]) add('counter-decreased', `counters[${i}].${f}`, `${c.side} ${f} went down from ${prev[f]} to ${c[f]} (counters are append-only)`)
      }
    }
  }
  return issues
}

const COUNTERS = ['stepsLost', 'unitsEliminated', 'leadersEliminated', 'strengthEliminated', 'startingStrength'] as const

/** Decision kinds some action type answers, once per rules object. */
const kindsOf = new WeakMap<GameRules, Set<string>>()

function decisionKinds(rules: GameRules): Set<string> {
  let kinds = kindsOf.get(rules)
  if (!kinds) {
    kinds = new Set()
    for (const def of rules.actions.values()) if (def.answers !== undefined) kinds.add(def.answers)
    kindsOf.set(rules, kinds)
  }
  return kinds
}
