// Test helper: the app's plugin UI layer as the game screen runs it, over a live session.
import type { BaseAction, GameRules, PluginRequest } from '@hexes/core'
import { mount } from '@vue/test-utils'
import { createPinia, getActivePinia, setActivePinia } from 'pinia'
import { defineComponent, h, type VNode } from 'vue'
import { withTexts } from '../components/testGame'
import type { Locale } from '../i18n'
import { loadScenario } from '../lib/catalog'
import { useSessionStore } from '../stores/session'
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

/**
 * A session store of a shipped scenario (its own rule plugins, dice seed `seed`) in a fresh active
 * Pinia, and `act`, which plays an action of the side to act and throws on a refusal.
 */
export async function startedSession(scenarioId: string, seed: number) {
  setActivePinia(createPinia())
  const session = useSessionStore()
  const scenario = (await loadScenario(scenarioId))!
  if (!(await session.start({ scenarioId: scenario.id, plugins: scenario.plugins.map((p) => ({ ...p })) as PluginRequest[], players: {}, seed }))) throw new Error(session.error?.message)
  const act = async (a: Record<string, unknown>) => {
    const r = await session.act({ side: session.state!.turn.activeSide!, ...a } as BaseAction & Record<string, unknown>)
    if (!r.ok) throw new Error(r.message)
  }
  return { session, act }
}
