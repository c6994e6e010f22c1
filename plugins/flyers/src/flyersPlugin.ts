import { definePlugin } from '@hexes/core'
import { SK_TABLES } from '@hexes/plugin-skirmish'
import { flyersConfigSchema } from './config/flyersConfig'
import { FlyersRules } from './FlyersRules'
import { flyersMessages } from './i18n/flyersMessages'

/**
 * The flyers rules as a rule plugin (id `flyers`): flying creatures (catalogue SK-FLY-1..5,
 * GAP-SK-26) over the skirmish rules' tables (`SK_TABLES`), from `skirmish` or, in a HEXES Med
 * game, from `skirmish-dice`, where flyers in flight ignore HEXES Med's ZOC but exert it (I-04).
 * A unit flies when its skirmish type has the keyword `flyer`:
 *
 * @example
 * // scenario.plugins
 * [{ "id": "skirmish", "config": { "unitTypes": { "bats": { ..., "keywords": ["flyer"] } } } }, { "id": "flyers" }]
 * createGame({ scenario, plugins: [skirmish, flyers] })
 * // or, in a HEXES Med game
 * [{ "id": "hexes-med" }, { "id": "skirmish-dice", "config": { "adapter": { "keywords": { "bats": ["flyer"] } } } }, { "id": "flyers" }]
 */
export const flyers = definePlugin({
  manifest: {
    id: 'flyers',
    name: 'Flyers',
    version: '0.1.0',
    engine: '^0.1.0',
    description: 'Flyers: flying creatures cross any obstacle at no cost and fly over units, are grounded inside a forest or building, never charge, may fly, attack and fly on within their move, and keep their full attack against units on towers or behind cover; with HEXES Med, they ignore ZOC in flight but exert it.',
    services: { requires: [SK_TABLES] },
    config: flyersConfigSchema,
    messages: flyersMessages,
  },
  plugin: FlyersRules,
})
