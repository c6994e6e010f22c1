import { CliError } from '../CliError'

const WRAPPER_KEYS = new Set(['actions', 'comment'])

/**
 * The actions of an action file: a JSON array, or `{ "actions": [...] }` (with an optional
 * `"comment"`). Each action is returned as is: the engine's `checkAction` judges it (shape,
 * extra fields, prototype keys) when it is applied, so a bad action is a rejection with its index.
 */
export function readActionFile(data: unknown, path: string): unknown[] {
  let actions: unknown = data
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    for (const key of Object.keys(data)) {
      if (!WRAPPER_KEYS.has(key)) {
        throw new CliError('cli/action-file', `Action file "${path}": unexpected key "${key}" (expected an array of actions or { "actions": [...] })`)
      }
    }
    actions = (data as { actions?: unknown }).actions
  }
  if (!Array.isArray(actions)) throw new CliError('cli/action-file', `Action file "${path}" must hold an array of actions or { "actions": [...] }`)
  if (actions.length > 1_000_000) throw new CliError('cli/action-file', `Action file "${path}" holds more than 1,000,000 actions`)
  return actions
}
