import { z } from 'zod'
import { gameRecordSchema } from '../engine/GameRecord'
import { saveFileSchema } from '../engine/SaveFile'
import { scenarioSchema } from './scenarioSchema'

/**
 * JSON Schema of an input document, generated from its zod schema (the single source of truth).
 * `io: 'input'` describes what a file may contain: fields with defaults are optional.
 */
function toJsonSchema(schema: z.ZodType, title: string, description: string): Record<string, unknown> {
  const generated = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'throw' }) as Record<string, unknown>
  const { $schema, ...rest } = generated
  return { $schema, title, description, ...rest }
}

/**
 * The JSON Schema of scenario files (`hexes-scenario/1`), for editors' completion and checks
 * (`"$schema": "…/scenario.schema.json"`). Published as `@hexes/core/schema/scenario.schema.json`
 * by `pnpm --filter @hexes/core schema`; a test keeps the committed file equal to this.
 */
export function scenarioJsonSchema(): Record<string, unknown> {
  return toJsonSchema(
    scenarioSchema,
    'Hexes scenario',
    'A Hexes scenario file (hexes-scenario/1): map, sides, units, leaders, plugins and victory conditions. See docs/scenarios.md.',
  )
}

/** The JSON Schema of save files (`hexes-save/1`), published as `@hexes/core/schema/save.schema.json`. */
export function saveFileJsonSchema(): Record<string, unknown> {
  return toJsonSchema(
    saveFileSchema,
    'Hexes save file',
    'A saved Hexes game (hexes-save/1): scenario id and hash, plugin versions, seed, action log and final state hash.',
  )
}

/**
 * The JSON Schema of game records (`hexes-game-record`, version 1), published as
 * `@hexes/core/schema/record.schema.json`.
 */
export function gameRecordJsonSchema(): Record<string, unknown> {
  return toJsonSchema(
    gameRecordSchema,
    'Hexes game record',
    'The published record of a finished game on secret dice (hexes-game-record, version 1): scenario and plugin pins, seed commitment and revealed seed, start hash, every action with its seq and state hash. Checked by verifyRecord and `hexes verify`.',
  )
}
