import { z } from 'zod'
import { hexRefSchema } from '../hex/hexRefSchema'

/**
 * The scenario file format `hexes-scenario/1`, as a zod schema. It is the single source of truth:
 * the TypeScript type {@link Scenario}, the validator and the exported JSON Schema
 * (`schema/scenario.schema.json`, for editor autocompletion) all come from it.
 *
 * Structural checks live here; checks that need the map or the rule set (a hex off the map,
 * an unknown unit type) are done by `parseScenario` and the plugins' `validateScenario` hook.
 * See docs/scenarios.md for the format field by field.
 */
/** Most units (and most leaders) a scenario may have. */
export const MAX_UNITS = 5000
/** Most hexes a list of hexes may name: a whole 500 x 500 map. */
const MAX_HEXES = 250_000

const id = z.string().max(64).regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes')
/** A hex `"col,row"` in canonical form (no leading zeros), so that equal hexes are equal strings. */
const hexRef = hexRefSchema
const text = z.string().max(20000)
/** A line of text shown in the game (a name, a victory text). */
const line = z.string().min(1).max(2000)
const timing = z.enum(['immediate', 'endOfTurn', 'endOfGame'])
const edge = z.enum(['north', 'south', 'east', 'west'])
/** Free-form plugin data (config, stats): any JSON object. Prototype keys are refused earlier. */
const jsonObject = z.record(z.string(), z.unknown())

const conditionBase = {
  id,
  winner: id.nullable(),
  timing,
  text: line,
}

/** A scenario victory condition (GAP-HM-10): built-in kinds, or a plugin's kind. */
export const victoryConditionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...conditionBase, kind: z.literal('leaderEliminated'), leader: id }),
  z.strictObject({ ...conditionBase, kind: z.literal('leadersEliminated'), leaders: z.array(id).min(1).max(1000), count: z.number().int().min(1) }),
  z.strictObject({ ...conditionBase, kind: z.literal('unitEliminated'), unit: id }),
  z.strictObject({ ...conditionBase, kind: z.literal('unitsEliminated'), side: id, count: z.number().int().min(1) }),
  z.strictObject({ ...conditionBase, kind: z.literal('unitsLost'), side: id, count: z.number().int().min(1) }),
  z.strictObject({ ...conditionBase, kind: z.literal('strengthEliminated'), side: id, percent: z.number().int().min(1).max(100) }),
  z.strictObject({ ...conditionBase, kind: z.literal('holdHexes'), hexes: z.array(hexRef).min(1).max(10_000), count: z.number().int().min(1) }),
  z.strictObject({ ...conditionBase, kind: z.literal('sideEliminated'), side: id }),
  z.strictObject({ ...conditionBase, kind: z.literal('plugin'), plugin: id, params: jsonObject.optional() }),
])

/** Translated names by id (sides, units, leaders, labels by hex, victory texts by condition id). */
const names = z.record(z.string().max(64), z.string().min(1).max(2000))

/**
 * The scenario's own texts in another language (`translations.fr`): everything a reader sees
 * that the scenario writes, the engine and the rule sets translating their own.
 */
export const scenarioTextsSchema = z.strictObject({
  name: z.string().min(1).max(200).optional(),
  date: z.string().max(200).optional(),
  summary: z.string().max(1000).optional(),
  history: text.optional(),
  designNotes: text.optional(),
  scale: z.string().max(200).optional(),
  sides: names.optional(),
  units: names.optional(),
  leaders: names.optional(),
  /** Map labels by hex (`"3,4"`). */
  labels: names.optional(),
  /** Victory condition texts by condition id, and `default` for the default result. */
  victory: names.optional(),
  /**
   * Message templates for keys of the rule sets' catalogues (`terrain/<id>`, `unitType/<id>`):
   * the names of the scenario's own unit types and terrain in this language. Looked up before
   * the plugins' catalogues.
   */
  messages: z.record(z.string().max(200).regex(/^[A-Za-z0-9][A-Za-z0-9_./-]*$/, 'must be a message key (`terrain/ravine`)'), z.string().min(1).max(2000)).optional(),
  /** The names and descriptions of the scenario's variants, by variant id. */
  variants: z.record(z.string().max(64), z.strictObject({ name: z.string().min(1).max(200).optional(), description: z.string().min(1).max(2000).optional() })).optional(),
})

/**
 * One plugin change of a variant: the plugin in the mix with these options (added at the end of
 * the mix when the scenario does not list it; its options set key by key over the scenario's when
 * it does), or taken out of the mix (`remove: true`, no `config`).
 */
export const variantPluginSchema = z.strictObject({ id, config: jsonObject.optional(), remove: z.literal(true).optional() })

/**
 * A named variant of the scenario: the same battle with another rule mix (plugins added, removed
 * or with their options changed), which a player may pick instead of the scenario as written.
 */
export const scenarioVariantSchema = z.strictObject({
  id,
  name: z.string().min(1).max(200),
  /** What changes for the player, in a few sentences. */
  description: z.string().min(1).max(2000),
  plugins: z.array(variantPluginSchema).min(1).max(32),
})

/** The scenario document. */
export const scenarioSchema = z.strictObject({
  $schema: z.string().optional(),
  format: z.literal('hexes-scenario/1'),
  id,
  name: z.string().min(1).max(200),
  date: z.string().max(200).optional(),
  summary: z.string().max(1000).optional(),
  history: text.optional(),
  designNotes: text.optional(),
  scale: z.string().max(200).optional(),
  /** The scenario's texts in other languages, by language code (`fr`). English is the document itself. */
  translations: z.record(z.string().regex(/^[a-z]{2}$/, 'must be a two-letter language code'), scenarioTextsSchema).optional(),
  plugins: z.array(z.strictObject({ id, config: jsonObject.optional() })).min(1).max(32),
  /** Named variants of the rule mix a player may pick (see {@link scenarioVariantSchema}); the scenario as written is the default. */
  variants: z.array(scenarioVariantSchema).max(16).optional(),
  map: z.strictObject({
    width: z.number().int().min(1).max(500),
    height: z.number().int().min(1).max(500),
    defaultTerrain: id,
    terrain: z.array(z.strictObject({ terrain: id, hexes: z.array(hexRef).max(MAX_HEXES) })).max(256).default([]),
    hexsides: z.array(z.strictObject({ hex: hexRef, dir: z.number().int().min(0).max(5), feature: id })).max(MAX_HEXES).default([]),
    labels: z.array(z.strictObject({ hex: hexRef, text: z.string().min(1).max(200) })).max(10_000).default([]),
  }),
  sides: z
    .array(z.strictObject({ id, name: z.string().min(1).max(200), color: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional(), edges: z.array(edge).max(4).default([]) }))
    .min(2)
    .max(16),
  firstSide: id,
  turns: z.number().int().min(1).max(1000),
  units: z
    .array(
      z.strictObject({
        id,
        side: id,
        type: id,
        name: z.string().max(200).optional(),
        hex: hexRef.nullable(),
        reduced: z.boolean().optional(),
        facing: z.number().int().min(0).max(5).optional(),
        stats: jsonObject.optional(),
      }),
    )
    .min(1)
    .max(MAX_UNITS),
  leaders: z
    .array(
      z.strictObject({
        id,
        side: id,
        name: z.string().min(1).max(200),
        unit: id.nullable(),
        bonus: z.number().int().min(0).max(9).optional(),
        general: z.boolean().optional(),
        stats: jsonObject.optional(),
      }),
    )
    .max(MAX_UNITS)
    .default([]),
  victory: z.strictObject({
    conditions: z.array(victoryConditionSchema).min(1).max(200),
    default: z.strictObject({ winner: id.nullable(), text: line }),
  }),
})
