import { BATTLE_RECORD, COMMANDERS, definePlugin, LINE_OF_SIGHT } from '@hexes/core'
import { hmConfigSchema } from './config/hmConfig'
import { HexesMedRules, HM_TABLES } from './HexesMedRules'
import { hmMessages } from './i18n/hmMessages'

/**
 * HEXES Med as a rule plugin (id `hexes-med`): the base rules of Hexes, from Antiquity to the Middle
 * Ages. It provides the turn sequence, movement, leaders, combat (the CRT) and the charge, and its
 * texts in English and French (`messages`, see `hmMessages`).
 *
 * @example createGame({ scenario, plugins: [hexesMed] })
 */
export const hexesMed = definePlugin({
  manifest: {
    id: 'hexes-med',
    name: 'HEXES Med',
    version: '0.1.0',
    engine: '^0.1.0',
    description: 'HEXES Med: a quick hex-and-counter system for battles from Antiquity to the Middle Ages (turn sequence, movement and ZOC, leaders, CRT combat, morale, charge).',
    provides: ['base-rules', 'combat-resolver', 'charge-provider'],
    services: { provides: [HM_TABLES, COMMANDERS, LINE_OF_SIGHT, BATTLE_RECORD] },
    config: hmConfigSchema,
    messages: hmMessages,
    rulesText: () => import('./rules/hmRulesText.generated').then((m) => m.hmRulesText),
  },
  plugin: HexesMedRules,
})
