import type { GameRules } from '../engine/GameRules'
import type { GameState } from '../model/GameState'
import { coreMessages } from './coreMessages'
import type { MessageParam, MessageRef } from './MessageRef'
import { formatTemplate } from './formatTemplate'

/** One language's texts: message key → template (`"{unit} moves {from} → {to}"`). */
export type Messages = Readonly<Record<string, string>>

/** A rule set's (or the core's) texts in each language it ships: `{ en: {...}, fr: {...} }`. */
export type MessageCatalog = Readonly<Partial<Record<string, Messages>>>

/** What a message is rendered with: the game's rules (catalogues, scenario texts), a state (names), a language. */
export interface RenderContext {
  readonly rules: GameRules
  /** The state whose pieces are named (unit names); the scenario's otherwise. */
  readonly state?: Pick<GameState, 'units' | 'leaders' | 'sides'>
  /** Language code (`en`, `fr`). */
  readonly lang: string
}

/**
 * Renders a message in the reader's language. The template is looked up in the scenario's own
 * texts (`translations`: its `messages`, its victory conditions), then in the plugins' catalogues (the last
 * loaded first, so a plugin may reword a rule set it builds on), then in the core's; in `lang`
 * first, then in English; else the reference's English `fallback`, else the key itself. Every
 * parameter is rendered in the same language: units, leaders and sides by their (translated)
 * names, terrain by the rule sets' names (`terrain/<id>`), numbers in the language's notation,
 * nested messages recursively.
 *
 * @example renderMessage({ key: 'move/zoc-stop', params: { unit: { unit: 'a1' }, hex: { hex: '3,4' } } }, { rules, state, lang: 'fr' })
 */
export function renderMessage(ref: MessageRef, ctx: RenderContext): string {
  const template = findTemplate(ref.key, ctx) ?? ref.fallback ?? ref.key
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(ref.params ?? {})) params[name] = renderParam(value, ctx)
  return formatTemplate(template, params, ctx.lang)
}

/** A message's template in `ctx.lang` or English, or `undefined` when no catalogue has the key. */
export function findTemplate(key: string, ctx: RenderContext): string | undefined {
  for (const lang of ctx.lang === 'en' ? ['en'] : [ctx.lang, 'en']) {
    const own = scenarioTemplate(key, ctx, lang)
    if (own !== undefined) return own
    const plugins = ctx.rules.plugins
    for (let i = plugins.length - 1; i >= 0; i--) {
      const t = lookup(plugins[i]!.definition.manifest.messages, lang, key)
      if (t !== undefined) return t
    }
    const t = lookup(coreMessages, lang, key)
    if (t !== undefined) return t
  }
  return undefined
}

function lookup(catalog: MessageCatalog | undefined, lang: string, key: string): string | undefined {
  const messages = catalog?.[lang]
  return messages !== undefined && Object.hasOwn(messages, key) ? messages[key] : undefined
}

/**
 * The scenario's own text for a key, in `lang`: a template of its `messages` (the names of its
 * own unit types and terrain), or a victory text (`victory/<condition>`).
 */
function scenarioTemplate(key: string, ctx: RenderContext, lang: string): string | undefined {
  const s = ctx.rules.scenario
  const own = s.translations?.[lang]?.messages
  if (own && Object.hasOwn(own, key)) return own[key]
  if (!key.startsWith('victory/')) return undefined
  const id = key.slice('victory/'.length)
  const texts = s.translations?.[lang]?.victory
  if (texts && Object.hasOwn(texts, id)) return texts[id]
  if (lang !== 'en') return undefined
  if (id === 'default') return s.victory.default.text
  return s.victory.conditions.find((c) => c.id === id)?.text
}

function renderParam(value: MessageParam, ctx: RenderContext): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value
  if ('key' in value) return renderMessage(value, ctx)
  if ('unit' in value) return pieceName(ctx, 'units', value.unit)
  if ('leader' in value) return pieceName(ctx, 'leaders', value.leader)
  if ('side' in value) return pieceName(ctx, 'sides', value.side)
  if ('terrain' in value) return findTemplate(`terrain/${value.terrain}`, ctx) ?? value.terrain
  return value.hex
}

/** A unit's, leader's or side's name in `ctx.lang`: the scenario's translation, else its name, else its id. */
export function pieceName(ctx: RenderContext, kind: 'units' | 'leaders' | 'sides', id: string): string {
  const translated = ctx.rules.scenario.translations?.[ctx.lang]?.[kind]
  if (translated && Object.hasOwn(translated, id)) return translated[id]!
  const list: readonly { id: string; name?: string }[] = ctx.state?.[kind] ?? ctx.rules.scenario[kind]
  return list.find((p) => p.id === id)?.name ?? id
}
