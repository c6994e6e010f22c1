import { definePlugin } from '@hexes/core'
import { SK_TABLES } from '@hexes/plugin-skirmish'
import { wmConfigSchema } from './config/wmConfig'
import { wmMessages } from './i18n/wmMessages'
import { WarMachinesRules, WM_CONFIG } from './WarMachinesRules'

/**
 * The war-machine rules as a rule plugin (id `war-machines`) over the skirmish rules (`skirmish`,
 * or `skirmish-dice` in a HEXES Med game, I-10: whichever provides the skirmish tables): heavy war
 * machines and their crews (SK-WM-1..5, 15, 16), the misfire table (GAP-SK-05), the catapult's and
 * the bombard's templates (SK-WM-6..8) and the cannon ball (SK-WM-9..11) on hexes (GAP-SK-35):
 *
 * @example
 * // scenario.plugins
 * [{ "id": "skirmish", "config": { "unitTypes": { "mangonel": { ..., "keywords": ["warMachine"] } } } },
 *  { "id": "war-machines", "config": { "machines": { "mangonel": { "kind": "catapult" } } } }]
 * createGame({ scenario, plugins: [skirmish, warMachines] })
 */
export const warMachines = definePlugin({
  manifest: {
    id: 'war-machines',
    name: 'War machines',
    version: '0.1.0',
    engine: '^0.1.0',
    description: 'War machines: catapults, bombards and cannon that move, reload or shoot in a turn; banked re-rolls, hasty shots and the misfire table; templates on hexes with the exact chance of each hex.',
    services: { provides: [WM_CONFIG], requires: [SK_TABLES] },
    config: wmConfigSchema,
    messages: wmMessages,
  },
  plugin: WarMachinesRules,
})
