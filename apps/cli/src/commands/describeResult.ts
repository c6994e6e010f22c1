import { actingSide, type GameState } from '@hexes/core'

/** One line about where a game stands: its result (`reason`: its message in another language), or the turn and phase it is in. */
export function describeResult(state: GameState, reason?: string): string {
  const r = state.result
  if (!r) {
    const side = actingSide(state)
    const owed = state.pending[0] ? `, ${side} owes a "${state.pending[0].kind}" decision` : side ? `, ${side} to act` : ''
    return `game in progress (turn ${state.turn.turn} of ${state.turn.lastTurn}, phase ${state.turn.phase}${owed})`
  }
  const name = r.winner === null ? null : (state.sides.find((s) => s.id === r.winner)?.name ?? r.winner)
  return `${name === null ? 'draw' : `${name} win`} (${r.condition}, ${r.ruleId}): ${reason ?? r.message}`
}
