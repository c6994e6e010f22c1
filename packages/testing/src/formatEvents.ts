import type { GameEvent } from '@hexes/core'

/** One line per event: `[rule] message`. The readable debug log of a test game. */
export function formatEvents(events: readonly GameEvent[]): string {
  return events.map((e) => `${e.ruleId ? `[${e.ruleId}] ` : ''}${e.message}`).join('\n')
}
