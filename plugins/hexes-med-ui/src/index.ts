export { hexesMedUi, leaderBonusText } from './hexesMedUi'
