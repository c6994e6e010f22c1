import type { OddsFact } from './OddsView'

/** One die as rolled, for the app to draw ({@link DiceGroup}). */
export interface DieView {
  /** The face shown (a number, or a symbol's word such as `misfire`). */
  face: number | string
  /** Faces of the die (6, 10…), for its drawing; default 6. */
  sides?: number
  /** What the die did: `success` (a hit, a skull), `failure`, or nothing to say. */
  result?: 'success' | 'failure'
  /** A natural face the rules read whatever the modifiers: `top` (a natural 6), `bottom` (a natural 1). */
  natural?: 'top' | 'bottom'
  /** Its tooltip (`natural 6: hits whatever the defence`). */
  title?: string
}

/** Dice rolled together for one purpose (a unit's attack dice, its damage dice), in roll order, with a line that sums them up. */
export interface DiceGroup {
  /** Unique within the event (`strike-0-attack`). */
  id: string
  /** In the page's language. */
  label: string
  dice: readonly DieView[]
  /** What the dice were rolled against, worded by the module (`needs: 4+`, `defence: 4`, `damage: +2`), drawn with the label. */
  facts?: readonly OddsFact[]
  /** `3 skulls, 2 HP lost`. */
  summary?: string
}
