import { computed, inject, provide, type ComputedRef, type InjectionKey } from 'vue'
import { useI18n } from 'vue-i18n'
import { engineText, type EngineText, type TextSource } from '../lib/engineText'

/** Injection key of the engine texts' source: a getter of the current game's rules (see {@link provideTextSource}). */
export const TEXT_SOURCE: InjectionKey<() => TextSource | null> = Symbol('hexes.textSource')

/**
 * Gives the components below the engine texts of a game: `source` returns the current game's
 * rules (`null` without a game). The game screen provides the session's; a component test
 * provides a game of its own.
 */
export function provideTextSource(source: () => TextSource | null): void {
  provide(TEXT_SOURCE, source)
}

/**
 * The engine's words (events, rejections, phases, results, rule names) in the page's language
 * (the `vue-i18n` locale), from the provided game (or `source`, for the component that provides
 * it); the English messages where there is none. The value changes only with the language or the
 * game, so lines rendered once can be kept.
 */
export function useEngineText(source: () => TextSource | null = inject(TEXT_SOURCE, () => null)): ComputedRef<EngineText> {
  const { locale } = useI18n()
  return computed(() => engineText(source(), locale.value))
}
