/**
 * @hexes/plugin-war-machines-ui: the web app's UI module for the war-machine rules
 * (`@hexes/plugin-war-machines`). Explicit named exports.
 */
export { warMachinesUi } from './warMachinesUi'
export { aimChances, aimMarks, aimOdds, percentOf } from './aimMarks'
export { shotMarks, structureMarks } from './shotMarks'
export { shotDice } from './shotDice'
export { machineCardRows } from './machineCardRows'
export { actionLabel } from './actionLabel'
export type { WmWords } from './words'
