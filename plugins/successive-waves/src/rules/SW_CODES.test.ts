import { fileURLToPath } from 'node:url'
import { rejectionCodes } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { SW_CODES } from './SW_CODES'

describe('successive-waves/SW_CODES', () => {
  it('lists exactly the codes the plugin rejects with', () => {
    expect(rejectionCodes(fileURLToPath(new URL('..', import.meta.url)))).toEqual(Object.values(SW_CODES).sort())
  })
})
