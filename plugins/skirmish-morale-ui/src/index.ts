/**
 * @hexes/plugin-skirmish-morale-ui: the web app's UI module for the skirmish morale rules
 * (`@hexes/plugin-skirmish-morale`). Explicit named exports.
 */
export { skirmishMoraleUi } from './skirmishMoraleUi'
export { moraleDice, keptDice } from './moraleDice'
export type { CdContext } from './moraleDice'
export { flightMarks } from './flightMarks'
export { counterBadges } from './counterBadges'
export { prisonMarks, moraleOffMapNotes } from './prisonerMarks'
export { moraleCardRows } from './moraleCardRows'
export { actionLabel } from './actionLabel'
export type { MoraleWords } from './words'
