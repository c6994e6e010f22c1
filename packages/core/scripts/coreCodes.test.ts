import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CORE_CODES } from '../src/errors/CORE_CODES'
import { coreSources } from './coreSources'

describe('core/CORE_CODES', () => {
  it('lists exactly the codes the core rejects with', () => {
    const used = new Set<string>()
    for (const f of coreSources({ fixtures: false })) for (const m of readFileSync(f, 'utf8').matchAll(/\breject(?:With)?\('([a-z]+\/[a-z-]+)'/g)) used.add(m[1]!)
    expect([...used].sort()).toEqual(Object.values(CORE_CODES).sort())
  })
})
