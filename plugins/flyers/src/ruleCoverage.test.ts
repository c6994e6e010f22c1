/// <reference types="node" />
import { fileURLToPath } from 'node:url'
import { testedRuleIds } from '@hexes/testing'
import { describe, expect, it } from 'vitest'

/**
 * Every binding rule of the SK-FLY group (catalogue §1.3: 5 rules, all of type E), the flyers
 * default they rest on (GAP-SK-26) and the mix with HEXES Med's ZOC (I-04).
 */
const BINDING_FLYER_RULES: readonly string[] = [...Array.from({ length: 5 }, (_, i) => `SK-FLY-${i + 1}`), 'GAP-SK-26', 'I-04']

const SRC = fileURLToPath(new URL('.', import.meta.url))

describe('flyers/rule coverage', () => {
  it('lists the 5 binding rules of the SK-FLY group, GAP-SK-26 and I-04', () => {
    expect(BINDING_FLYER_RULES.filter((id) => id.startsWith('SK-FLY-'))).toHaveLength(5)
    expect(new Set(BINDING_FLYER_RULES).size).toBe(7)
  })

  it('has a test whose title starts with each binding rule ID', () => {
    const tested = testedRuleIds(SRC, /SK-FLY-\d+|GAP-SK-26|I-04/)
    const missing = BINDING_FLYER_RULES.filter((id) => !tested.has(id))
    expect(missing, `rules without a test titled with their ID: ${missing.join(', ')}`).toEqual([])
  })
})
