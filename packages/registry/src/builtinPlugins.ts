import type { PluginDefinition } from '@hexes/core'
import { examplePlugin } from '@hexes/plugin-example'
import { hexesMed } from '@hexes/plugin-hexes-med'

/** Every rule plugin that ships with Hexes; scenarios pick from these by id. */
export const builtinPlugins: readonly PluginDefinition<any>[] = [hexesMed, examplePlugin]
