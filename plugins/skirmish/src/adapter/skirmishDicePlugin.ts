import { definePlugin, LINE_OF_SIGHT } from '@hexes/core'
import { HM_TABLES } from '@hexes/plugin-hexes-med'
import { skConfigSchema } from '../config/skConfig'
import { skMessages } from '../i18n/skMessages'
import { SK_TABLES } from '../SkirmishRules'
import { SkirmishDiceRules } from './SkirmishDiceRules'

/**
 * Skirmish dice combat for HEXES Med scenarios (id `skirmish-dice`, catalogue I-02): list it after
 * `hexes-med` (`[{ "id": "hexes-med" }, { "id": "skirmish-dice" }]`). It provides no exclusive
 * capability: HEXES Med stays the base rules, and the CRT is replaced by refusing its modes (see
 * `applyAdapter`). The standalone rule set is `skirmish`.
 */
export const skirmishDice = definePlugin({
  manifest: {
    id: 'skirmish-dice',
    name: 'Skirmish dice for HEXES Med',
    version: '0.1.0',
    engine: '^0.1.0',
    description: 'Skirmish dice combat in a HEXES Med game: HP pools, facing, melee exchanges that lock, volleys with dice pools, in place of the combat results table.',
    requires: ['hexes-med'],
    conflicts: ['skirmish'],
    services: { provides: [SK_TABLES], requires: [HM_TABLES, LINE_OF_SIGHT] },
    config: skConfigSchema,
    messages: skMessages,
  },
  plugin: SkirmishDiceRules,
})
