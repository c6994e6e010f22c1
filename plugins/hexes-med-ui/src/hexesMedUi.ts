import { capabilityProvider } from '@hexes/core'
import { HM } from '@hexes/plugin-hexes-med'
import { definePluginUi } from '@hexes/web-kit'
import CombatCharts from './CombatCharts.vue'
import { leaderBonusText } from './leaderBonus'
import { en } from './messages.en'
import { fr } from './messages.fr'

/**
 * HEXES Med in the web app: a leader's counter and card show his bonus (the die modifier he gives
 * in combat, GAP-HM-04), and the rules sheet shows the combat results table, the terrain chart and
 * the scenario's unit types as the game runs them (`hmCharts`), in a game whose combats HEXES Med
 * resolves: where another plugin of the mix takes the combat resolver over (skirmish dice, I-02:
 * core `capabilityProvider`), there is no CRT to show and the charts are not offered. The leader
 * transfer (`hm/leader-transfer`) is played by the app's selection of a unit and a click on the
 * unit to join.
 */
export const hexesMedUi = definePluginUi({
  plugin: HM,
  messages: { en, fr },
  setup: (ctx) => {
    const crt = ctx.query((_s, rules) => capabilityProvider(rules, 'combat-resolver') === HM) !== false
    return {
      leaderBadge: leaderBonusText,
      charts: [{ id: 'tables', component: CombatCharts, shown: () => crt, props: () => ({}) }],
    }
  },
})
