// Test helper: the app's plugin UI layer as the game screen runs it, over a live session.
import type { GameRules } from '@hexes/core'
import { mount } from '@vue/test-utils'
import { getActivePinia } from 'pinia'
import { defineComponent, h, type VNode } from 'vue'
import { withTexts } from '../components/testGame'
import type { Locale } from '../i18n'
import { usePluginUis, type PluginUis } from './usePluginUis'

/**
 * Mounts a host component that runs `usePluginUis` (the modules of the web packs) over the
 * session of the active Pinia, with the texts of the session's rules. `render` draws what the
 * host shows from the layer (nothing by default: the tests read the layer itself).
 *
 * @returns the layer and the mounted host
 */
export function mountPluginUis(session: { textSource: { rules: GameRules } | null }, render: (uis: PluginUis) => VNode = () => h('div'), locale: Locale = 'en') {
  let uis!: PluginUis
  const Host = defineComponent({
    setup() {
      uis = usePluginUis()
      return () => render(uis)
    },
  })
  // The session's own Pinia (withTexts brings a fresh one, for components that only need the rules sheet's store).
  const options = withTexts(session.textSource, locale)
  options.global.plugins = [options.global.plugins[0]!, getActivePinia()!]
  const w = mount(Host, options)
  return { uis, w, options }
}
