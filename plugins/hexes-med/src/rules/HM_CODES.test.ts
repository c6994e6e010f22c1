import { fileURLToPath } from 'node:url'
import { rejectionCodes } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { HM_CODES } from './HM_CODES'

describe('hexes-med/HM_CODES', () => {
  it('lists exactly the codes the plugin rejects with', () => {
    expect(rejectionCodes(fileURLToPath(new URL('..', import.meta.url)))).toEqual(Object.values(HM_CODES).sort())
  })
})
