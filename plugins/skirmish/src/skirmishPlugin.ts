import { BATTLE_RECORD, definePlugin } from '@hexes/core'
import { skConfigSchema } from './config/skConfig'
import { skMessages } from './i18n/skMessages'
import { SK_TABLES, SkirmishRules } from './SkirmishRules'

/**
 * The skirmish rules as a standalone rule set (id `skirmish`): the skirmish turn (GAP-SK-07),
 * movement in paces with facing, charges, melee and missiles with dice pools. It provides the base
 * rules, the combat resolver, the charge (catalogue §3.3 rules 1 and 4) and the battle record
 * (`BATTLE_RECORD`, `skBattleRecord`), so it does not mix with
 * HEXES Med: that mix is `skirmishDice`, which keeps HEXES Med's turn and movement.
 *
 * @example createGame({ scenario, plugins: [skirmish] })
 */
export const skirmish = definePlugin({
  manifest: {
    id: 'skirmish',
    name: 'Skirmish',
    version: '0.1.0',
    engine: '^0.1.0',
    description: 'Skirmish: units of figures with hit points and facing, charges, melees that lock, missile fire with ranges, cover and line of sight, all with dice pools.',
    provides: ['base-rules', 'combat-resolver', 'charge-provider'],
    conflicts: ['hexes-med'],
    services: { provides: [SK_TABLES, BATTLE_RECORD] },
    config: skConfigSchema,
    messages: skMessages,
  },
  plugin: SkirmishRules,
})
