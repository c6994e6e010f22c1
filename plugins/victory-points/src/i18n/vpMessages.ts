import type { MessageCatalog } from '@hexes/core'

/**
 * The texts of the victory-point rules by language: the results of a victory by victory points
 * (`victory/<condition>`, the core's key for a result's text), with the totals in the English
 * message of the result.
 */
export const vpMessages: MessageCatalog = {
  en: {
    'victory/victory-points': 'The most victory points when the battle ends',
    'victory/victory-points-tie': 'The battle ends with the victory points tied: a draw',
  },
  fr: {
    'victory/victory-points': 'Le plus de points de victoire à la fin de la bataille',
    'victory/victory-points-tie': 'La bataille finit sur une égalité de points de victoire : match nul',
  },
}
