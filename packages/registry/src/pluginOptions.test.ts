import { examplePlugin } from '@hexes/plugin-example'
import { successiveWaves } from '@hexes/plugin-successive-waves'
import { describe, expect, it } from 'vitest'
import { pluginOptions } from './pluginOptions'

describe('registry/pluginOptions', () => {
  it('reads number options with their bounds and defaults from the plugin config schema', () => {
    const fields = pluginOptions(examplePlugin)
    expect(fields.find((f) => f.key === 'mp')).toMatchObject({ kind: 'number', default: 2, min: 1, max: 20, integer: true })
  })

  it('offers a text field for a string option (Successive Waves\' required nativeSide), and enums with their values', () => {
    const fields = pluginOptions(successiveWaves)
    expect(fields.find((f) => f.key === 'nativeSide')).toMatchObject({ kind: 'text' })
    expect(fields.find((f) => f.key === 'edge')).toMatchObject({ kind: 'enum', values: ['any', 'nativeEdgesOnly'], default: 'any' })
  })
})
