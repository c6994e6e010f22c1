import { renderMessage, type GameRules, type MessageRef } from '@hexes/core'
import { usageError } from './CliError'
import { stringOption, type ParsedArgs } from './parseArgs'

/** The languages the engine's texts come in (`--lang`): the core and the builtin rule sets ship both. */
export const LANGS: readonly string[] = ['en', 'fr']

/** `--lang <en|fr>` (default `en`). */
export function langOption(args: ParsedArgs, command: string): string {
  const lang = stringOption(args, 'lang') ?? 'en'
  if (!LANGS.includes(lang)) throw usageError(`--lang must be one of ${LANGS.join(', ')}, got "${lang}"`, command)
  return lang
}

/**
 * An event's or a rejection's words in `lang`: its `text` rendered from the game's catalogues
 * (the plugins', the core's, the scenario's names), or its English `message` when it has none.
 */
export function textIn(rules: GameRules, item: { text?: MessageRef; message: string }, lang: string): string {
  return item.text ? renderMessage(item.text, { rules, lang }) : item.message
}

/** The game's events, one line each, in `lang` (the battle log of `--log`). */
export function logLines(rules: GameRules, events: readonly { text?: MessageRef; message: string }[], lang: string): string {
  return events.map((e) => `${textIn(rules, e, lang)}\n`).join('')
}
