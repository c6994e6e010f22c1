/**
 * @hexes/plugin-flyers-ui: the web app's UI module for the flyers rules (`@hexes/plugin-flyers`).
 * Explicit named exports.
 */
export { flyersUi } from './flyersUi'
export { flightState, mayFlyOn } from './flightState'
export type { FlightState } from './flightState'
export { flyerBadges, flyerCardRows, flyOnReach, actionLabel } from './flyerMarks'
export type { FlyWords } from './words'
