import type { ComputedRef, InjectionKey } from 'vue'
import type { ShownPanel } from './usePluginUis'

/** Where the game screen's plugin UI layer gives the rules sheet the modules' charts. */
export const PLUGIN_CHARTS: InjectionKey<ComputedRef<readonly ShownPanel[]>> = Symbol('hexes.pluginCharts')
