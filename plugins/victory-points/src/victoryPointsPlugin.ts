import { BATTLE_RECORD, definePlugin } from '@hexes/core'
import { vpConfigSchema } from './config/vpConfig'
import { vpMessages } from './i18n/vpMessages'
import { VictoryPointsRules } from './VictoryPointsRules'

/**
 * The victory-point rules as a rule plugin (id `victory-points`), for any mix whose base rules
 * provide the battle record (`BATTLE_RECORD`: `skirmish`, `hexes-med`): a scenario that lists it
 * gets a battle record with who killed and took whom and each unit's turns on the table, and
 * (unless `victory: false`) is won by the most victory points when the last turn ends.
 *
 * @example
 * // scenario.plugins
 * [{ "id": "skirmish", "config": { ... } }, { "id": "skirmish-morale" }, { "id": "victory-points", "config": { "objectives": ["7,9"] } }]
 * createGame({ scenario, plugins: [skirmish, skirmishMorale, victoryPoints] })
 */
export const victoryPoints = definePlugin({
  manifest: {
    id: 'victory-points',
    name: 'Victory points',
    version: '0.1.0',
    engine: '^0.1.0',
    description: 'Victory points: 1 a enemy HP killed, 25 a general captured, −10 a general killed, 10 a spellcaster captured, 20 a great banner taken, 50 and 25 for the most terrain or the most numerous army; the most points win.',
    services: { requires: [BATTLE_RECORD] },
    config: vpConfigSchema,
    messages: vpMessages,
  },
  plugin: VictoryPointsRules,
})
