import { FACE_FEAR, MORALE, RALLY, type MoraleConfig } from '@hexes/plugin-skirmish-morale'
import { SK_TABLES, type SkTables } from '@hexes/plugin-skirmish'
import { definePluginUi } from '@hexes/web-kit'
import { computed } from 'vue'
import { actionLabel } from './actionLabel'
import { counterBadges } from './counterBadges'
import { flightMarks } from './flightMarks'
import { en } from './messages.en'
import { fr } from './messages.fr'
import { moraleCardRows } from './moraleCardRows'
import { moraleDice } from './moraleDice'
import { moraleOffMapNotes, prisonMarks } from './prisonerMarks'
import { standingOrderChoices } from './standingOrderChoices'
import StandingOrdersPanel from './StandingOrdersPanel.vue'
import type { MoraleWords } from './words'

/**
 * The skirmish morale rules (`skirmish-morale`) in the web app, through the app's generic plugin
 * UI hooks only, in a game of the skirmish rules or of HEXES Med with skirmish dice:
 * - the event log: each morale test's dice (fear's three dice with the two kept, SK-MORALE-11),
 *   the total against the Cd, where the Cd came from (the unit's own, the general's within the
 *   aura, the great banner's re-roll and the failed first roll, SK-MORALE-19..21) and whether it
 *   held; a flight's die (M + 1d10), a pursuit's die (M + 1d6) and its attack's damage dice;
 * - counters: a badge while fleeing, after a rally this turn, and on a guard with its prisoners;
 * - the map: the path of a fleeing unit's flight and of the phase's flights and pursuits, where
 *   each ended (caught or not); the buildings holding prisoners;
 * - the unit card: fleeing, rallied or steady (undead: immune), the Cd it tests on, its standing
 *   orders, the prisoners it guards, and a panel to set the standing orders of the selected unit
 *   of the side acting (SK-MORALE-4, GAP-SK-27); off the map, a prisoner's guard or building and a unit lost
 *   off the battlefield;
 * - the rally (`sk-morale/rally`) and the fear test before a close attack (`sk-morale/face-fear`)
 *   played by the app's picker; the pursuit decision's answers and a hand-over in words.
 */
export const skirmishMoraleUi = definePluginUi({
  plugin: MORALE,
  actions: [
    { type: RALLY, label: 'rally', picks: [{ field: 'unit', kind: 'unit' }], confirm: 'button' },
    { type: FACE_FEAR, label: 'faceFear', picks: [{ field: 'unit', kind: 'unit' }, { field: 'target', kind: 'unit' }], confirm: 'button' },
  ],
  messages: { en, fr },
  setup(ctx) {
    const rules = ctx.query((_s, r) => r)
    if (!rules) return {}
    const tables = rules.container.resolve<SkTables>(SK_TABLES)
    const config = rules.config<MoraleConfig>(MORALE)
    if (!config) return {}
    const w: MoraleWords = { t: (k, p) => ctx.t(k, p), unit: (id) => ctx.unitName(id) }
    // Once per state and selection: the panel's `shown` and `props` read the same engine checks.
    const orderChoices = computed(() => {
      const s = ctx.state.value
      const unit = ctx.selected.value
      const side = s?.turn.activeSide
      if (!s || !unit || !side || !ctx.humanToAct.value || s.pending.length > 0) return null
      return standingOrderChoices(s, config, unit, side, (a) => ctx.check(a))
    })
    return {
      panels: [{ id: 'standing-orders', component: StandingOrdersPanel, shown: () => orderChoices.value !== null, props: () => ({ choices: orderChoices.value }), placement: 'append' }],
      counterMarks: (unit) => {
        const s = ctx.viewState.value
        return s ? counterBadges(s, unit, w) : []
      },
      mapMarks: () => {
        const s = ctx.viewState.value
        return s ? [...flightMarks(s, ctx.events.value, w), ...prisonMarks(s, tables, w)] : []
      },
      unitCardRows: (unit) => {
        const s = ctx.viewState.value
        return s ? moraleCardRows(rules, s, tables, config, unit, w) : []
      },
      offMapNotes: () => {
        const s = ctx.viewState.value
        return s ? moraleOffMapNotes(s, tables, w) : {}
      },
      eventDice: (event) => moraleDice(event, { aura: config.auraPaces }, w),
      actionLabel: (action) => actionLabel(action, tables, w),
    }
  },
})
