import type { PluginDefinition } from '@hexes/core'
import { examplePlugin } from '@hexes/plugin-example'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { skirmish } from '@hexes/plugin-skirmish'
import { successiveWaves } from '@hexes/plugin-successive-waves'

/** Every rule plugin that ships with Hexes; scenarios pick from these by id. */
export const builtinPlugins: readonly PluginDefinition<any>[] = [hexesMed, successiveWaves, skirmish, examplePlugin]
