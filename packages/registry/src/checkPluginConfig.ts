import { stableStringify, zodIssues, type Issue, type PluginDefinition } from '@hexes/core'
import type { z } from 'zod'
import { pluginOptions, type OptionField } from './pluginOptions'

const same = (a: unknown, b: unknown) => stableStringify(a) === stableStringify(b)

/** Whether `value` is one the start screen's field for this option can hold. */
export function fieldAccepts(field: OptionField, value: unknown): boolean {
  switch (field.kind) {
    case 'boolean':
      return typeof value === 'boolean'
    case 'enum':
      return (field.values ?? []).includes(value as string | number)
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && (!field.integer || Number.isInteger(value))
        && (field.min === undefined || value >= field.min) && (field.max === undefined || value <= field.max)
    case 'text':
      return typeof value === 'string'
    default:
      return false
  }
}

/**
 * Checks one plugin's config as a start screen could have set it, against the scenario's own
 * config for that plugin: an option the start screen edits (a boolean, a choice, a number, a
 * text) holds a value its field can hold; an option it cannot edit (a table: unit types, terrain,
 * the CRT) is exactly the scenario's, or absent when the scenario has none; then the whole config
 * passes the plugin's config schema. Used by the web app for save files and by the server for new
 * games, so both accept the same setups.
 *
 * @param config - the requested config
 * @param def - the plugin
 * @param own - the scenario's config for this plugin (`{}` when none)
 * @param at - the path of `config` in the checked document, prefixed to each issue's path
 * @param code - the code of the issues (`save/setup`, `server/bad-request`)
 * @returns every problem, each with its path; empty when the config is one the start screen could make
 */
export function checkPluginConfig(config: Record<string, unknown>, def: PluginDefinition<any>, own: Record<string, unknown>, at: string, code: string): Issue[] {
  const issue = (path: string, message: string): Issue => ({ code, path, message })
  const fields = new Map(pluginOptions(def).map((f) => [f.key, f]))
  const issues: Issue[] = []
  for (const [key, value] of Object.entries(config)) {
    const field = fields.get(key)
    if (!field) issues.push(issue(`${at}.${key}`, `"${key}" is not an option of ${def.manifest.id}`))
    else if (field.kind === 'complex') {
      if (!same(value, own[key])) issues.push(issue(`${at}.${key}`, `"${key}" is not the scenario's: the start screen cannot change it`))
    } else if (!fieldAccepts(field, value)) issues.push(issue(`${at}.${key}`, `${stableStringify(value)} is not a value the start screen offers for "${key}"`))
  }
  for (const [key, field] of fields) {
    if (field.kind === 'complex' && key in own && !(key in config)) issues.push(issue(`${at}.${key}`, `"${key}" is missing: the scenario's table cannot be removed`))
  }
  const schema = def.manifest.config as z.ZodType | undefined
  if (schema && issues.length === 0) {
    const r = schema.safeParse(config)
    if (!r.success) issues.push(...zodIssues(r.error, { code, prefix: at }))
  }
  return issues
}
