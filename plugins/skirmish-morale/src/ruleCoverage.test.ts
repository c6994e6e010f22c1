/// <reference types="node" />
import { fileURLToPath } from 'node:url'
import { testedRuleIds } from '@hexes/testing'
import { describe, expect, it } from 'vitest'

/** Every binding rule of the SK-MORALE group (catalogue §1.3: 23 rules, all of type E). */
const BINDING_MORALE_RULES: readonly string[] = Array.from({ length: 23 }, (_, i) => `SK-MORALE-${i + 1}`)

/** Every binding rule of the SK-PRIS group (catalogue §1.3: 6 rules, all of type E), and the capture default they rest on (GAP-SK-27). */
const BINDING_PRISONER_RULES: readonly string[] = [...Array.from({ length: 6 }, (_, i) => `SK-PRIS-${i + 1}`), 'GAP-SK-27']

const SRC = fileURLToPath(new URL('.', import.meta.url))

describe('skirmish-morale/rule coverage', () => {
  it('lists the 23 binding rules of the SK-MORALE group and the 6 of the SK-PRIS group', () => {
    expect(BINDING_MORALE_RULES).toHaveLength(23)
    expect(new Set(BINDING_MORALE_RULES).size).toBe(23)
    expect(BINDING_PRISONER_RULES.filter((id) => id.startsWith('SK-PRIS-'))).toHaveLength(6)
  })

  it('has a test whose title starts with each binding rule ID', () => {
    const tested = testedRuleIds(SRC, /SK-MORALE-\d+|SK-PRIS-\d+|GAP-SK-27/)
    const missing = [...BINDING_MORALE_RULES, ...BINDING_PRISONER_RULES].filter((id) => !tested.has(id))
    expect(missing, `rules without a test titled with their ID: ${missing.join(', ')}`).toEqual([])
  })
})
