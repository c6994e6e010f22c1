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
    description: 'Victory points: 1 per enemy HP killed, 25 per enemy general captured, −10 per general killed, 10 per spellcaster captured, 20 per great banner taken, 50 and 25 to the armies that control the most terrain (or are the most numerous); the most points win.',
    services: { requires: [BATTLE_RECORD] },
    config: vpConfigSchema,
    messages: vpMessages,
  },
  plugin: VictoryPointsRules,
})
