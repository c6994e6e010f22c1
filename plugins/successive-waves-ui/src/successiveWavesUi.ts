import { SW, SW_ACTIONS } from '@hexes/plugin-successive-waves'
import { definePluginUi } from '@hexes/web-kit'
import { en } from './messages.en'
import { fr } from './messages.fr'
import { useWaves } from './useWaves'
import WavesPanel from './WavesPanel.vue'

/**
 * Successive Waves in the web app: during the Native player's slot-6b phase the wave panel takes
 * the actions area, the placement hexes of the unit being placed light up, a click on the map
 * places it (or gives the waiting leader to a placed unit), and the "Off map" list says why each
 * piece of a wave is there. Every answer comes from the engine (see {@link useWaves}).
 */
export const successiveWavesUi = definePluginUi({
  plugin: SW,
  messages: { en, fr },
  setup(ctx) {
    const waves = useWaves(ctx)
    return {
      panels: [{ id: 'waves', component: WavesPanel, shown: () => !!waves.view.value, props: () => ({ view: waves.view.value, waves }) }],
      highlights: () => ({ placement: waves.placementHexes.value, targets: waves.leaderTargetHexes.value }),
      clickHex: (hex) => waves.clickHex(hex),
      offMapNotes: () => waves.offMapNotes.value,
      ownActions: SW_ACTIONS,
    }
  },
})
