import type { PluginUi } from '@hexes/web-kit'
import { packUis } from 'virtual:hexes-web-packs/ui'

/** The plugin UI modules the app is built with (its web packs: `web-packs.json`, `HEXES_WEB_PACKS`). */
export const uiModules: readonly PluginUi[] = packUis

/** The modules of the rule plugins in a game's mix, in pack order. */
export function uiModulesFor(pluginIds: Iterable<string>, modules: readonly PluginUi[] = uiModules): PluginUi[] {
  const ids = new Set(pluginIds)
  return modules.filter((m) => ids.has(m.plugin))
}

/** The modules' words as vue-i18n messages of one language: `plugins.<plugin id>.*`. */
export function uiMessages(lang: string, modules: readonly PluginUi[] = uiModules): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const m of modules) {
    const words = m.messages?.[lang]
    if (words) out[m.plugin] = words
  }
  return { plugins: out }
}
