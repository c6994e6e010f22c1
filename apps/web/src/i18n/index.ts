import { createI18n } from 'vue-i18n'
import { uiMessages } from '../pluginUi/uiModules'
import { en } from './en'
import { fr } from './fr'
import { readStored, writeStored } from '../lib/storage'

/** Languages of the app. */
export const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
] as const
export type Locale = (typeof LOCALES)[number]['code']

const STORAGE_KEY = 'hexes.locale'

/** The saved choice, else the browser's first supported language, else English. */
export function detectLocale(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]): Locale {
  const saved = readStored(STORAGE_KEY)
  if (saved === 'en' || saved === 'fr') return saved
  for (const l of languages) {
    const base = l.toLowerCase().split('-')[0]
    if (base === 'fr' || base === 'en') return base
  }
  return 'en'
}

/** Builds the i18n instance (composition mode, no legacy API), with the plugin UI modules' words under `plugins.<id>`. */
export function makeI18n(locale: Locale = detectLocale()) {
  const messages = { en: { ...en, ...uiMessages('en') }, fr: { ...fr, ...uiMessages('fr') } }
  return createI18n({ legacy: false, locale, fallbackLocale: 'en', messages, missingWarn: false, fallbackWarn: false })
}

/** Remembers the player's choice of language. */
export function saveLocale(locale: Locale): void {
  writeStored(STORAGE_KEY, locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}
