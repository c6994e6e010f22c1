import { coreMessages, findTemplate, renderMessage, type Game, type GameEvent, type MessageCatalog, type MessageRef, type Rejection } from '@hexes/core'

/**
 * Helpers for the tests that keep a rule set's texts complete: which message keys its sources
 * use and which of its rejections and events carry no text (read from the source text, so every
 * call counts, even one no test reaches), and which texts a game really produces (random play).
 */

/** The keys of a text and of every message nested in its parameters, outermost first. */
export function messageKeys(ref: MessageRef): string[] {
  const out = [ref.key]
  for (const p of Object.values(ref.params ?? {})) if (typeof p === 'object' && 'key' in p) out.push(...messageKeys(p))
  return out
}

/** What {@link scanMessageUse} finds in a source file. */
export interface MessageUse {
  /** Keys written literally: `reject('code', …, params)`, `msg('key', …)`, `msg(cond ? 'a' : 'b', …)`. */
  keys: string[]
  /** Keys built from a template (`` msg(`crt/${code}`) ``), as their literal prefix (`crt/`). */
  prefixes: string[]
  /** Calls that give a player no text: `reject(…)` without params, `emit({ … })` without `text`. */
  untexted: string[]
}

/**
 * Reads a TypeScript source for its texts: the message keys it uses and the rejections
 * (`reject(code, ruleId, message)` with no params) and events (`emit({ … })` with no `text`)
 * that have none. A light scanner (strings, template literals and brackets), enough for the way
 * rules code writes these calls.
 *
 * @example scanMessageUse("reject('move/no-mp', 'HM-MOVE-3', `${n} has no MP left`)").untexted // ["reject('move/no-mp', …"]
 */
export function scanMessageUse(source: string): MessageUse {
  const keys: string[] = []
  const prefixes: string[] = []
  const untexted: string[] = []
  for (const m of source.matchAll(/\b(reject|rejectWith|msg)\(/g)) {
    const open = m.index + m[0].length - 1
    const close = closingBracket(source, open)
    if (close < 0) continue
    const args = topLevelParts(source.slice(open + 1, close))
    const first = args[0]?.trim() ?? ''
    const literal = /^'([^']+)'$/.exec(first)
    const template = /^`([^`$]*)\$\{/.exec(first)
    if (m[1] === 'reject' && args.length < 4) untexted.push(brief(source, m.index, close))
    if (m[1] === 'rejectWith') continue // its text is the `msg(...)` found on its own
    if (literal) keys.push(literal[1]!)
    else if (template) prefixes.push(template[1]!)
    else if (first.includes('?')) for (const l of first.slice(first.indexOf('?')).matchAll(/'([^']+)'/g)) keys.push(l[1]!) // cond ? 'a' : 'b'
  }
  for (const m of source.matchAll(/\bemit\(\{/g)) {
    const open = m.index + m[0].length - 1
    const close = closingBracket(source, open)
    if (close < 0) continue
    const props = topLevelParts(source.slice(open + 1, close)).map((p) => p.trim())
    if (!props.some((p) => /^text\b/.test(p))) untexted.push(brief(source, m.index, close))
  }
  return { keys, prefixes, untexted }
}

function brief(source: string, from: number, to: number): string {
  const text = source.slice(from, to + 1).replace(/\s+/g, ' ')
  return text.length > 90 ? `${text.slice(0, 90)}…` : text
}

const CLOSE: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}' }

/** Index of the bracket closing the one at `open`, skipping strings, template literals and comments; -1 if none. */
function closingBracket(s: string, open: number): number {
  const stack: string[] = []
  for (let i = open; i < s.length; i++) {
    const skipped = endOfLiteral(s, i)
    if (skipped >= 0) i = skipped
    else if (s[i]! in CLOSE) stack.push(CLOSE[s[i]!]!)
    else if (s[i] === ')' || s[i] === ']' || s[i] === '}') {
      if (stack.pop() !== s[i]) return -1
      if (stack.length === 0) return i
    }
  }
  return -1
}

/** The last index of the string, template literal or comment that starts at `i`, or -1 when none does. */
function endOfLiteral(s: string, i: number): number {
  const c = s[i]
  if (c === "'" || c === '"') return endOfString(s, i)
  if (c === '`') return endOfTemplate(s, i)
  if (c !== '/' || (s[i + 1] !== '/' && s[i + 1] !== '*')) return -1
  const end = s[i + 1] === '/' ? s.indexOf('\n', i) : s.indexOf('*/', i + 2) + 1
  return end <= 0 ? s.length : end
}

function endOfString(s: string, start: number): number {
  for (let i = start + 1; i < s.length; i++) {
    if (s[i] === '\\') i++
    else if (s[i] === s[start]) return i
  }
  return s.length
}

function endOfTemplate(s: string, start: number): number {
  for (let i = start + 1; i < s.length; i++) {
    if (s[i] === '\\') i++
    else if (s[i] === '`') return i
    else if (s[i] === '$' && s[i + 1] === '{') {
      const close = closingBracket(s, i + 1)
      if (close < 0) return s.length
      i = close
    }
  }
  return s.length
}

/** `a, f(b, c), { d, e }` → `['a', ' f(b, c)', ' { d, e }']`. */
function topLevelParts(s: string): string[] {
  const out: string[] = []
  let from = 0
  for (let i = 0; i < s.length; i++) {
    const skipped = endOfLiteral(s, i)
    if (skipped >= 0) i = skipped
    else if (s[i]! in CLOSE) i = Math.max(i, closingBracket(s, i))
    else if (s[i] === ',') {
      out.push(s.slice(from, i))
      from = i + 1
    }
  }
  if (s.slice(from).trim() !== '') out.push(s.slice(from))
  return out
}

/**
 * What is wrong with a rule set's catalogue: a key it uses that has no template in one of the
 * languages, a key that one language has and another lacks, and a key that redefines one of the
 * core's (plugins are asked first, so it would change the core's text in every game).
 */
export function catalogueProblems(catalog: MessageCatalog, used: Iterable<string>, langs: readonly string[] = ['en', 'fr']): string[] {
  const out: string[] = []
  for (const key of used) for (const lang of langs) if (!Object.hasOwn(catalog[lang] ?? {}, key)) out.push(`${lang}: no template for "${key}"`)
  const all = new Set(langs.flatMap((l) => Object.keys(catalog[l] ?? {})))
  for (const key of all) for (const lang of langs) if (!Object.hasOwn(catalog[lang] ?? {}, key)) out.push(`${lang}: lacks "${key}", which another language has`)
  for (const key of all) if (Object.hasOwn(coreMessages['en'] ?? {}, key)) out.push(`"${key}" redefines a core text`)
  return [...new Set(out)]
}

/** Events and rejections a game produced (see {@link playForTexts}). */
export interface PlayedTexts {
  events: GameEvent[]
  rejections: Rejection[]
}

/**
 * Plays a game with seeded random legal actions for its texts: every event of the game and, at
 * each step, the rejections of a few near-miss actions (a legal action with another unit, hex,
 * side or target, or an attack with one more attacker), as an unlucky player would try them.
 * Deterministic for a seed; stops at the end of the game or after `actions` actions.
 */
export function playForTexts(game: Game, options: { seed: number; actions: number; tries?: number }): PlayedTexts {
  let rng = options.seed >>> 0 || 1
  const next = (n: number) => {
    // mulberry32: enough for picking actions in a test.
    rng = (rng + 0x6d2b79f5) >>> 0
    let t = rng
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (((t ^ (t >>> 14)) >>> 0) % n)
  }
  const pick = <T>(xs: readonly T[]): T => xs[next(xs.length)]!
  const rejections: Rejection[] = []
  for (let i = 0; i < options.actions && !game.state.result; i++) {
    const legal = game.legalActions()
    if (legal.length === 0) break
    const s = game.state
    const units = s.units.map((u) => u.id)
    const hexes = s.units.map((u) => u.hex).filter((h): h is string => h !== null)
    for (let k = 0; k < (options.tries ?? 3); k++) {
      const near: Record<string, unknown> = { ...pick(legal) }
      const field = pick(['unit', 'to', 'hex', 'side', 'defender', 'attackers', 'leader', 'mode'])
      if (field === 'side') near['side'] = pick(s.sides).id
      else if (field === 'to' || field === 'hex') near[field] = pick([...hexes, `${next(s.map.width)},${next(s.map.height)}`])
      else if (field === 'attackers' && Array.isArray(near['attackers'])) near['attackers'] = [...(near['attackers'] as string[]), pick(units)]
      else if (field === 'mode') near['mode'] = pick(['close', 'ranged'])
      else near[field] = field === 'leader' ? pick([...s.leaders.map((l) => l.id), 'nobody']) : pick(units)
      const r = game.check(near)
      if (r) rejections.push(r)
    }
    const r = game.act(pick(legal))
    if (!r.ok) throw new Error(`a legal action was rejected: ${r.code} (${r.message})`)
  }
  return { events: [...game.events], rejections }
}

/**
 * Checks the texts of a game's events and rejections in each language: every message key
 * (nested ones too) has a template in that language in one of the game's catalogues (its
 * plugins' or the core's; the scenario's own victory texts need only be in English), and every
 * rendering fills all of its placeholders. Returns the
 * problems, one line each, with the text that shows it.
 */
export function textProblems(game: Game, played: PlayedTexts, langs: readonly string[] = ['en', 'fr']): string[] {
  const catalogs = [...game.rules.plugins.map((p) => p.definition.manifest.messages), coreMessages]
  const out = new Set<string>()
  const items: { what: string; text?: MessageRef }[] = [...played.events.map((e) => ({ what: `event ${e.type}`, text: e.text })), ...played.rejections.map((r) => ({ what: `rejection ${r.code}`, text: r.text }))]
  for (const { what, text } of items) {
    if (!text) {
      out.add(`${what}: no text`)
      continue
    }
    for (const lang of langs) {
      for (const key of messageKeys(text)) {
        // The scenario owns its victory texts (in its own languages, English at least).
        const found = key.startsWith('victory/') ? findTemplate(key, { rules: game.rules, lang: 'en' }) !== undefined : catalogs.some((c) => Object.hasOwn(c?.[lang] ?? {}, key))
        if (!found) out.add(`${lang}: no template for "${key}" (${what})`)
      }
      const shown = renderMessage(text, { rules: game.rules, state: game.state, lang })
      if (/\{[A-Za-z]\w*\}/.test(shown)) out.add(`${lang}: a placeholder is left in "${shown}" (${what})`)
    }
  }
  return [...out]
}
