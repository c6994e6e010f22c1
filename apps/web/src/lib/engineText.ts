import {
  findTemplate, phaseText, pieceName, renderMessage, resultText, type GameEvent, type GameResult, type GameRules, type MessageRef, type PhaseSpec, type Rejection,
} from '@hexes/core'

/**
 * The engine's words in the page's language. Events, rejections, phases and results carry a
 * `text` (a message key and parameters) next to their English `message`; the rule plugins ship
 * the templates (`manifest.messages`), the core its own, the scenario its names. These helpers
 * render them with core's `renderMessage` in the page's language, and fall back to the English
 * `message` when there is no text or no game. The app's own words stay in `src/i18n`.
 */

/** Where engine texts come from: the game's rules (the plugins' and core's catalogues, the scenario's names). */
export interface TextSource {
  readonly rules: GameRules
}

/** The engine's words in one language (see {@link engineText}). */
export interface EngineText {
  /** `text` in the page's language; `english` when there is no text or no game. */
  render(text: MessageRef | undefined, english: string): string
  /** An event's line for the battle log. */
  event(e: Pick<GameEvent, 'text' | 'message'>): string
  /** A unit's name (the scenario's, translated when it ships the language), else its id. */
  unit(id: string): string
  /** Why the rules refused an action. */
  rejection(r: Pick<Rejection, 'text' | 'message'>): string
  /** A phase's name (`phase/<id>`, else its label). */
  phase(p: PhaseSpec): string
  /** How the game ended (the scenario's victory text). */
  result(r: GameResult): string
  /** A rule set's name for a key (`terrain/forest`, `decision/hm/retreat`, `crt/DR`), else `fallback`. */
  name(key: string, fallback: string): string
  /**
   * The rule set's name for `key` when its English name is `english`, else `english`: a scenario
   * that renames a unit type or a terrain keeps its own name (in its one language).
   */
  nameOf(key: string, english: string): string
}

/**
 * The engine's words in `lang`, from a game's rules; without a game (`null`), the English
 * messages and the fallbacks.
 *
 * @example engineText({ rules: game.rules }, 'fr').event(game.events[0]) // 'Tour 1, Normands : Mouvement'
 */
export function engineText(source: TextSource | null, lang: string): EngineText {
  const render = (text: MessageRef | undefined, english: string) => (text && source ? renderMessage(text, { rules: source.rules, lang }) : english)
  const name = (key: string, fallback: string) => (source ? (findTemplate(key, { rules: source.rules, lang }) ?? fallback) : fallback)
  return {
    render,
    event: (e) => render(e.text, e.message),
    unit: (id) => (source ? pieceName({ rules: source.rules, lang }, 'units', id) : id),
    rejection: (r) => render(r.text, r.message),
    phase: (p) => render(phaseText(p), p.label),
    result: (r) => render(resultText(r), r.message),
    name,
    nameOf: (key, english) => (source && findTemplate(key, { rules: source.rules, lang: 'en' }) === english ? name(key, english) : english),
  }
}

/** A session error (failed start, load or resume) in the page's language when the app wrote it, else as given. */
export function sessionErrorText(e: { message: string; key?: string; params?: Record<string, string> }, ctx: { t: (key: string, params?: Record<string, unknown>) => string; te: (key: string) => boolean }): string {
  return e.key && ctx.te(e.key) ? ctx.t(e.key, e.params ?? {}) : e.message
}
