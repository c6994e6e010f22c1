import type { MessageCatalog } from '@hexes/core'
import { skMessages } from '../i18n/skMessages'

/**
 * The texts of `skirmish-dice` in English and French: the skirmish rules' own (`skMessages`), with
 * its own description of the plugin (`plugin/description`, which the start screen and the plugin
 * lists show), not the standalone rule set's.
 */
export const skirmishDiceMessages: MessageCatalog = Object.freeze({
  en: Object.freeze({
    ...skMessages.en,
    'plugin/description': 'Skirmish dice for HEXES Med: HEXES Med\'s turns, movement, zones of control and leaders, with the skirmish rules\' dice in place of the combat results table: HP pools, melees that lock, volleys of dice, charges with extra dice, flank and rear attacks and push-backs, facing the way units last moved.',
  }),
  fr: Object.freeze({
    ...skMessages.fr,
    'plugin/description': 'Dés d\'escarmouche pour HEXES Med : les tours, le mouvement, les zones de contrôle et les chefs de HEXES Med, avec les dés des règles d\'escarmouche à la place de la table des résultats de combat : réserves de points de vie, corps à corps qui se figent, tirs aux dés, charges avec dés en plus, attaques de flanc et de dos et reculs, orientation dans le sens du dernier mouvement.',
  }),
})
