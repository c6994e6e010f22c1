import { definePluginUi } from '@hexes/web-kit'
import DrillPanel from './DrillPanel.vue'
import { DRILL, DRILL_SIGNAL } from './rules'

/** The UI half of the drill pack: a descriptor for `drill/signal` and a panel. */
export const drillUi = definePluginUi({
  plugin: DRILL,
  actions: [{ type: DRILL_SIGNAL, label: 'signal', picks: [{ field: 'unit', kind: 'unit' }, { field: 'hex', kind: 'hex' }], confirm: 'button' }],
  messages: {
    en: { actions: { signal: 'Send a signal' }, panel: { title: 'Drill', count: 'Signals sent: {n}' } },
    fr: { actions: { signal: 'Envoyer un signal' }, panel: { title: 'Exercice', count: 'Signaux envoyés : {n}' } },
  },
  setup: () => ({ panels: [{ id: 'signals', component: DrillPanel, shown: () => true, props: () => ({}), placement: 'append' }] }),
})
