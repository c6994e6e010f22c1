/**
 * The guided first turn over the teaching scenario (`teaching-ford`): what each step says (its
 * `tour.steps.<id>` text in `src/i18n`), what it rings on the page, and when it is done. A step
 * with no `done` test waits for the player's "Next". The tests read a plain snapshot of the game
 * (`TourSnapshot`), so the steps know nothing of the stores.
 */

/** What the steps look at, taken from the session and play stores. */
export interface TourSnapshot {
  /** A unit of the acting side is selected and its reachable hexes are lit. */
  moving: boolean
  /** Moves committed so far (the engine's `moveCommitted` events). */
  moves: number
  /** The acting human side may attack (a combat phase). */
  combat: boolean
  /** The odds of a declared attack are shown (not a refusal). */
  odds: boolean
  /** Combats resolved so far (the engine's `combatResolved` events). */
  combats: number
}

/** One step of the tour. */
export interface TourStep {
  /** The step's id: its text is `tour.steps.<id>`. */
  id: string
  /** CSS selectors of the elements the step rings (the first present ones are ringed). */
  targets: readonly string[]
  /** True when the player has done what the step asks, given the snapshot when the step began. */
  done?: (now: TourSnapshot, atStart: TourSnapshot) => boolean
}

/** The scenario the tour is written for. */
export const TOUR_SCENARIO = 'teaching-ford'

/** The steps, in order: select → see the reach → move → end the phase → the odds → attack → done. */
export const TOUR_STEPS: readonly TourStep[] = [
  { id: 'select', targets: ['[data-unit="r-hc-1"]'], done: (now) => now.moving },
  { id: 'reach', targets: ['.reach[data-hex="5,5"]'] },
  { id: 'move', targets: ['.reach[data-hex="5,5"]'], done: (now, start) => now.moves > start.moves },
  { id: 'endPhase', targets: ['[data-testid=end-phase]'], done: (now) => now.combat },
  { id: 'odds', targets: ['[data-testid=combat-odds]', '[data-unit="f-mi-1"]'], done: (now) => now.odds },
  { id: 'attack', targets: ['[data-testid=attack-button]'], done: (now, start) => now.combats > start.combats },
  { id: 'done', targets: [] },
]
