import type { BaseAction } from '@hexes/core'

/**
 * Where the replay starts: 0 for the whole game; for "since my turn", after the last end of
 * phase of `me` (the whole game when `me` has not ended a phase yet).
 */
export function replayFrom(actions: readonly BaseAction[], scope: 'all' | 'since-my-turn', me: string | null): number {
  if (scope === 'since-my-turn') {
    for (let i = actions.length - 1; i >= 0; i--) if (actions[i]!.type === 'end-phase' && actions[i]!.side === me) return i + 1
  }
  return 0
}
