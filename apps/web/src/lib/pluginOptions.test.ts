import { examplePlugin } from '@hexes/plugin-example'
import { describe, expect, it } from 'vitest'
import { pluginOptions } from './pluginOptions'

describe('web/pluginOptions', () => {
  it('reads number options with their bounds and defaults from the plugin config schema', () => {
    const fields = pluginOptions(examplePlugin)
    expect(fields.find((f) => f.key === 'mp')).toMatchObject({ kind: 'number', default: 2, min: 1, max: 20, integer: true })
  })
})
