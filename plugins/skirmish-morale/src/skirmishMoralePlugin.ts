import { definePlugin } from '@hexes/core'
import { SK_TABLES } from '@hexes/plugin-skirmish'
import { moraleConfigSchema } from './config/moraleConfig'
import { moraleMessages } from './i18n/moraleMessages'
import { SkirmishMoraleRules } from './SkirmishMoraleRules'

/**
 * The skirmish morale rules as a rule plugin (id `skirmish-morale`): panic, combat morale, fear
 * and terror, flight, pursuit, rally, undead and the necromancer (catalogue SK-MORALE-1..23), and
 * prisoners (SK-PRIS-1..6, GAP-SK-27). It takes the skirmish rules' tables (`SK_TABLES`), from
 * `skirmish` or, in a HEXES Med game, from `skirmish-dice`: there it mixes with HEXES Med's morale
 * (I-03, I-13, I-14, see `mix/applyMoraleMix`); a scenario plays skirmish with or without it:
 *
 * @example
 * // scenario.plugins
 * [{ "id": "skirmish", "config": { ... } }, { "id": "skirmish-morale" }]
 * createGame({ scenario, plugins: [skirmish, skirmishMorale] })
 * // or, in a HEXES Med game
 * [{ "id": "hexes-med" }, { "id": "skirmish-dice" }, { "id": "skirmish-morale" }]
 */
export const skirmishMorale = definePlugin({
  manifest: {
    id: 'skirmish-morale',
    name: 'Skirmish morale',
    version: '0.1.0',
    engine: '^0.1.0',
    description: 'Skirmish morale: panic tests on a general killed, heavy losses, a friend fleeing and charges in the rear; the post-melee test; fear and terror; flight towards the edge, pursuit, rally; undead immune, and dispelled when their necromancer dies; prisoners taken in melee, guarded, held in buildings and freed when retaken.',
    // The skirmish tables come from `skirmish` or, in a HEXES Med game, from `skirmish-dice` (the mix, I-03).
    services: { requires: [SK_TABLES] },
    config: moraleConfigSchema,
    messages: moraleMessages,
  },
  plugin: SkirmishMoraleRules,
})
