import { definePlugin } from '@hexes/core'
import { swConfigSchema } from './config/swConfig'
import { swMessages } from './i18n/swMessages'
import { SuccessiveWavesRules } from './SuccessiveWavesRules'

/**
 * Successive Waves as a rule plugin (id `successive-waves`): the Native player's end-of-turn
 * reinforcement rule of *Désastre Colonial*. It needs a base rule set (`base-rules`, e.g. HEXES
 * Med): the loader refuses it alone with `loader/missing-capability`. Its texts come in English and
 * French (`messages`, see `swMessages`).
 *
 * @example
 * // scenario.plugins
 * [{ "id": "hexes-med" }, { "id": "successive-waves", "config": { "nativeSide": "zulus" } }]
 * createGame({ scenario, plugins: [hexesMed, successiveWaves] })
 */
export const successiveWaves = definePlugin({
  manifest: {
    id: 'successive-waves',
    name: 'Successive Waves',
    version: '0.1.0',
    engine: '^0.1.0',
    description: 'Vagues Successives: at the end of each turn the Native player may bring weakened and eliminated units back as a new wave, at a growing cost in time.',
    needs: ['base-rules'],
    config: swConfigSchema,
    messages: swMessages,
    rulesText: () => import('./rules/swRulesText.generated').then((m) => m.swRulesText),
  },
  plugin: SuccessiveWavesRules,
})
