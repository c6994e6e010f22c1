/**
 * Writes the JSON Schemas of the file formats from their zod schemas:
 * `schema/scenario.schema.json`, `schema/save.schema.json` and `schema/record.schema.json`.
 *
 * Run with `pnpm --filter @hexes/core schema` after changing `scenarioSchema` or `saveFileSchema`;
 * `jsonSchemas.test.ts` fails while a committed file is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { gameRecordJsonSchema, scenarioJsonSchema, saveFileJsonSchema } from '../src/scenario/jsonSchemas'

const dir = new URL('../schema/', import.meta.url)
mkdirSync(dir, { recursive: true })
const files: [string, Record<string, unknown>][] = [
  ['scenario.schema.json', scenarioJsonSchema()],
  ['save.schema.json', saveFileJsonSchema()],
  ['record.schema.json', gameRecordJsonSchema()],
]
for (const [name, schema] of files) {
  const url = new URL(name, dir)
  writeFileSync(url, `${JSON.stringify(schema, null, 2)}\n`)
  console.log(`wrote ${url.pathname}`)
}
