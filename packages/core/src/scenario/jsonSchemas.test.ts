import { describe, expect, it } from 'vitest'
import committedRecord from '../../schema/record.schema.json'
import committedSave from '../../schema/save.schema.json'
import committedScenario from '../../schema/scenario.schema.json'
import { gameRecordJsonSchema, saveFileJsonSchema, scenarioJsonSchema } from './jsonSchemas'

describe('core/schema', () => {
  it('the committed scenario.schema.json is what scenarioSchema produces now (run `pnpm --filter @hexes/core schema`)', () => {
    expect(committedScenario).toEqual(scenarioJsonSchema())
  })

  it('the committed save.schema.json is what saveFileSchema produces now (run `pnpm --filter @hexes/core schema`)', () => {
    expect(committedSave).toEqual(saveFileJsonSchema())
  })

  it('the committed record.schema.json is what gameRecordSchema produces now (run `pnpm --filter @hexes/core schema`)', () => {
    expect(committedRecord).toEqual(gameRecordJsonSchema())
  })

  it('describes input files: fields with defaults are optional, unknown fields refused', () => {
    const s = scenarioJsonSchema() as any
    expect(s.$schema).toBe('https://json-schema.org/draft/2020-12/schema')
    expect(s.required).not.toContain('leaders')
    expect(s.required).toContain('units')
    expect(s.additionalProperties).toBe(false)
    expect(s.properties.map.required).toEqual(['width', 'height', 'defaultTerrain'])
    expect(s.properties.units.items.properties.hex.anyOf[0].pattern).toBe('^(0|[1-9]\\d{0,5}),(0|[1-9]\\d{0,5})$')
    const save = saveFileJsonSchema() as any
    expect(save.required).toEqual(['format', 'scenario', 'plugins', 'seed', 'actions', 'stateHash'])
  })
})
