import type { PluginUi } from '@hexes/web-kit'
import { PLUGIN, VOLLEY } from '../ids.ts'

/**
 * The __TITLE__ rules in the web app: a UI module of `@hexes/web-kit` (plain data, no Vue code).
 * Its action descriptor lets the app play the volley with no code of its own: the player picks the
 * shooting unit, then its target, among the engine's legal volleys, and confirms. List the module
 * in a web pack (`HEXES_WEB_PACKS`, docs/plugins.md §9) to build it into the app.
 */
export const __name__Ui = {
  plugin: PLUGIN,
  actions: [{ type: VOLLEY, label: 'volley', picks: [{ field: 'unit', kind: 'unit' }, { field: 'target', kind: 'unit' }], confirm: 'button' }],
  messages: {
    en: { actions: { volley: 'Loose a volley' } },
    fr: { actions: { volley: 'Tirer une volée' } },
  },
} satisfies PluginUi
