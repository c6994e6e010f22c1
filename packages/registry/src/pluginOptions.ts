import type { PluginDefinition } from '@hexes/core'
import { z } from 'zod'

/** One option of a plugin's config, as the start screen edits it. */
export interface OptionField {
  key: string
  kind: 'boolean' | 'enum' | 'number' | 'text' | 'complex'
  description?: string
  default?: unknown
  values?: readonly (string | number)[]
  min?: number
  max?: number
  integer?: boolean
}

interface JsonSchemaProp {
  type?: string | string[]
  enum?: (string | number)[]
  default?: unknown
  description?: string
  minimum?: number
  maximum?: number
}

/**
 * The editable options of a plugin, read from its manifest's zod config schema (through its JSON
 * Schema): booleans, enums, numbers and strings become form fields; tables and nested objects are
 * "complex" (edited in the scenario file). The loader still validates whatever is chosen.
 */
export function pluginOptions(def: PluginDefinition<any> | undefined): OptionField[] {
  const schema = def?.manifest.config
  if (!schema) return []
  let json: { properties?: Record<string, JsonSchemaProp> }
  try {
    json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as typeof json
  } catch {
    return []
  }
  return Object.entries(json.properties ?? {}).map(([key, p]) => {
    const base = { key, ...(p.description ? { description: p.description } : {}), ...(p.default !== undefined ? { default: p.default } : {}) }
    if (p.enum) return { ...base, kind: 'enum', values: p.enum }
    if (p.type === 'boolean') return { ...base, kind: 'boolean' }
    if (p.type === 'integer' || p.type === 'number') {
      return { ...base, kind: 'number', integer: p.type === 'integer', ...(p.minimum !== undefined ? { min: p.minimum } : {}), ...(p.maximum !== undefined ? { max: p.maximum } : {}) }
    }
    if (p.type === 'string') return { ...base, kind: 'text' }
    return { ...base, kind: 'complex' }
  })
}
