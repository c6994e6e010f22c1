import { useI18n } from 'vue-i18n'
import { findPlugin } from '../lib/catalog'

/**
 * A rule plugin's name in the page's language (`pluginNames` of the app's texts), else its
 * manifest's, else its id: for the start screen and the scenario editor.
 */
export function usePluginName(): (id: string) => string {
  const { t, te } = useI18n()
  return (id) => {
    const k = `pluginNames.${id}`
    return te(k) ? t(k) : findPlugin(id)?.manifest.name ?? id
  }
}
