import { definePlugin, LINE_OF_SIGHT } from '@hexes/core'
import { HM_TABLES } from '@hexes/plugin-hexes-med'
import { skConfigSchema } from '../config/skConfig'
import { SK_TABLES } from '../SkirmishRules'
import { skirmishDiceMessages } from './skirmishDiceMessages'
import { SkirmishDiceRules } from './SkirmishDiceRules'

/**
 * Skirmish dice combat for HEXES Med scenarios (id `skirmish-dice`, catalogue I-02): list it after
 * `hexes-med` (`[{ "id": "hexes-med" }, { "id": "skirmish-dice" }]`). HEXES Med stays the base
 * rules; building on it (it requires it), this plugin takes over its combat resolver and its
 * charge (§3.3 rules 1 and 4, R-15: core `capabilityProviders`): the CRT's modes are refused (see
 * `applyAdapter`) and the charge is the skirmish rules' (`applyMixCharges`). The standalone rule
 * set is `skirmish`.
 */
export const skirmishDice = definePlugin({
  manifest: {
    id: 'skirmish-dice',
    name: 'Skirmish dice for HEXES Med',
    version: '0.1.0',
    engine: '^0.1.0',
    description: 'Skirmish dice combat in a HEXES Med game: HP pools, facing, melee exchanges that lock, volleys with dice pools, charges with extra dice, flank and rear and push-backs, in place of the combat results table.',
    requires: ['hexes-med'],
    provides: ['combat-resolver', 'charge-provider'],
    conflicts: ['skirmish'],
    services: { provides: [SK_TABLES], requires: [HM_TABLES, LINE_OF_SIGHT] },
    config: skConfigSchema,
    messages: skirmishDiceMessages,
  },
  plugin: SkirmishDiceRules,
})
