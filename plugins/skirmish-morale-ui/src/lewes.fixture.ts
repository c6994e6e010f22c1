import { createGame, parseScenario, type BaseAction, type Game, type GameEvent } from '@hexes/core'
import { skirmish } from '@hexes/plugin-skirmish'
import { skirmishMorale } from '@hexes/plugin-skirmish-morale'
import raw from '@hexes/scenarios/lewes-1264.json' with { type: 'json' }
import type { MoraleWords } from './words'

/** The dice seed of the game the browser test plays (`apps/web/e2e/tests/panic.e2e.mjs`). */
export const LEWES_SEED = 88

/**
 * Test fixture: Lewes 1264 with dice seed 88, played as the browser test plays it. Turns 1 and 2
 * the barons bring both companies of Londoners two hexes south (15,6 and 13,6); turn 2 the Lord
 * Edward's household knights (who cause fear) charge the rearward Londoners, who hold their fear
 * test (3, 2, 1: the two lowest kept, 3 against their own Cd 5); in the melee step both Londoner
 * companies fail their post-melee test (the rearward 2 + 4 = 6 against Cd 5, lost off the
 * battlefield; Segrave's 6 + 4 = 10 after the great banner's re-roll of 7, fleeing 5 paces to
 * 13,4); Edward pursues Segrave's men (M 7 + 5 = 12 paces) and catches them (4 automatic hits, 4
 * HP); turn 3 Segrave's men rally (1 against the general's Cd 9, after the banner's re-roll of 10).
 */
export const LEWES_PLAN: readonly (BaseAction & Record<string, unknown>)[] = [
  { type: 'end-phase', side: 'barons' },
  { type: 'move', side: 'barons', unit: 'b-londoners-2', to: '15,5', facing: 3 },
  { type: 'move', side: 'barons', unit: 'b-londoners', to: '13,5', facing: 3 },
  ...['barons', 'barons', 'barons', 'royal', 'royal', 'royal', 'royal', 'barons'].map((side) => ({ type: 'end-phase', side })),
  { type: 'move', side: 'barons', unit: 'b-londoners-2', to: '15,6', facing: 3 },
  { type: 'move', side: 'barons', unit: 'b-londoners', to: '13,6', facing: 3 },
  ...['barons', 'barons', 'barons'].map((side) => ({ type: 'end-phase', side })),
  { type: 'sk/charge', side: 'royal', unit: 'r-edward', target: 'b-londoners-2' },
  ...['royal', 'royal', 'royal'].map((side) => ({ type: 'end-phase', side })),
  { type: 'attack', side: 'royal', attackers: ['r-edward'], defender: 'b-londoners-2', mode: 'melee' },
  { type: 'sk-morale/pursue', side: 'royal', unit: 'r-edward', target: 'b-londoners', pursue: true },
  { type: 'end-phase', side: 'royal' },
  { type: 'sk-morale/rally', side: 'barons', unit: 'b-londoners' },
]

/** A new game of Lewes (dice seed {@link LEWES_SEED}, or a scenario changed by `edit`), played through the first `steps` actions of {@link LEWES_PLAN}. */
export function lewes(steps: number, edit?: (scenario: Record<string, unknown>) => void): { game: Game; events: GameEvent[]; last: GameEvent[] } {
  const doc = structuredClone(raw) as unknown as Record<string, unknown>
  edit?.(doc)
  const game = createGame({ scenario: parseScenario(doc), plugins: [skirmish, skirmishMorale], seed: LEWES_SEED })
  let last: GameEvent[] = []
  for (const a of LEWES_PLAN.slice(0, steps)) {
    const r = game.act(a)
    if (!r.ok) throw new Error(`${a.type}: ${r.code} ${r.message}`)
    last = r.events
  }
  return { game, events: [...game.events], last }
}

/** The step of {@link LEWES_PLAN} after which `type` was played (1-based: the number of actions to play). */
export function stepOf(type: string): number {
  return LEWES_PLAN.findIndex((a) => a.type === type) + 1
}

/** Words that show their key and parameters (`dice.cdGeneral{"general":"b-montfort","paces":12}`), and ids for names. */
export const keyWords: MoraleWords = {
  t: (k, p) => (p ? `${k}${JSON.stringify(p)}` : k),
  unit: (id) => id,
}
