import type { MessageCatalog } from '@hexes/core'

/**
 * The texts of the victory-point rules by language: the results of a victory by victory points
 * (`victory/<condition>`, the core's key for a result's text), with the totals in the English
 * message of the result.
 */
export const vpMessages: MessageCatalog = {
  en: {
    'plugin/description': 'Victory points: 1 per enemy HP killed, 25 per enemy general captured, −10 per general killed, 10 per spellcaster captured, 20 per great banner taken, 50 and 25 to the armies that control the most terrain (or are the most numerous); the most points win.',
    'victory/victory-points': 'The most victory points when the battle ends',
    'victory/victory-points-tie': 'The battle ends with the victory points tied: a draw',
  },
  fr: {
    'plugin/description': 'Points de victoire : 1 par PV ennemi tué, 25 par général ennemi capturé, −10 par général tué, 10 par lanceur de sorts capturé, 20 par grande bannière prise, 50 et 25 aux armées qui contrôlent le plus de terrain (ou sont les plus nombreuses) ; le plus de points l’emporte.',
    'victory/victory-points': 'Le plus de points de victoire à la fin de la bataille',
    'victory/victory-points-tie': 'La bataille finit sur une égalité de points de victoire : match nul',
  },
}
