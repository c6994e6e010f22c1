export { hexesMedUi } from './hexesMedUi'
export { leaderBonusText } from './leaderBonus'
export { hmCharts } from './hmCharts'
export type { CrtRow, HmCharts, TerrainRow, UnitTypeRow } from './hmCharts'
