import {
  findTemplate, phaseText, pieceName, renderMessage, resultText, scenarioTexts, type GameEvent, type GameResult, type GameRules, type MessageRef, type PhaseSpec, type Rejection,
  type ScenarioTexts,
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
  /** The game's scenario texts in the page's language (English where untranslated); `null` without a game. */
  readonly scenario: ScenarioTexts | null
  /** A unit's name (by unit or by id): the scenario's translation, else its own name, else its id. */
  unit(u: string | { readonly id: string; readonly name?: string }): string
  /** A side's name in the page's language. */
  side(s: { readonly id: string; readonly name: string }): string
  /** A leader's name in the page's language. */
  leader(l: { readonly id: string; readonly name: string }): string
  /** A map label's text in the page's language. */
  label(l: { readonly hex: string; readonly text: string }): string
}

/** Scenario texts by language, for each game's rules (computed once per game and language). */
const textsCache = new WeakMap<GameRules, Map<string, ScenarioTexts>>()

function textsOf(rules: GameRules, lang: string): ScenarioTexts {
  let byLang = textsCache.get(rules)
  if (!byLang) textsCache.set(rules, (byLang = new Map()))
  let t = byLang.get(lang)
  if (!t) byLang.set(lang, (t = scenarioTexts(rules.scenario, lang)))
  return t
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
  const scenario = source ? textsOf(source.rules, lang) : null
  // A scenario's own names for its unit types and terrain (`translations.<lang>.messages`).
  const own = (key: string) => {
    const m = source?.rules.scenario.translations?.[lang]?.messages
    return m && Object.hasOwn(m, key) ? m[key] : undefined
  }
  return {
    render,
    event: (e) => render(e.text, e.message),
    rejection: (r) => render(r.text, r.message),
    phase: (p) => render(phaseText(p), p.label),
    result: (r) => render(resultText(r), r.message),
    name,
    nameOf: (key, english) => own(key) ?? (source && findTemplate(key, { rules: source.rules, lang: 'en' }) === english ? name(key, english) : english),
    scenario,
    unit: (u) => {
      const id = typeof u === 'string' ? u : u.id
      return scenario?.units[id] ?? (typeof u === 'string' ? (source ? pieceName({ rules: source.rules, lang }, 'units', id) : id) : (u.name ?? u.id))
    },
    side: (x) => scenario?.sides[x.id] ?? x.name,
    leader: (l) => scenario?.leaders[l.id] ?? l.name,
    label: (l) => scenario?.labels[l.hex] ?? l.text,
  }
}

/** A session error (failed start, load or resume) in the page's language when the app wrote it, else as given. */
export function sessionErrorText(e: { message: string; key?: string; params?: Record<string, string> }, ctx: { t: (key: string, params?: Record<string, unknown>) => string; te: (key: string) => boolean }): string {
  return e.key && ctx.te(e.key) ? ctx.t(e.key, e.params ?? {}) : e.message
}
